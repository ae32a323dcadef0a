/// Twitter's list mentions (`@user/list`): the mention's value is the screen name, and the list slug with its
/// leading `/` is the entity's detail `"list"` (written as the command line's `"list"` member).
extension Entity {
    /// The name of the detail that holds a list mention's slug.
    public static let listSlugDetail = "list"

    /// For a twitter list mention (`@user/list`), the list slug with its leading `/`; `nil` for every other entity.
    public var listSlug: String? {
        get { detail(Self.listSlugDetail) }
        set { setDetail(Self.listSlugDetail, to: newValue) }
    }

    /// A twitter entity of `kind` at `range` with the normalised `value` and, for a list mention, its `listSlug`
    /// (with its leading `/`).
    public init(
        kind: EntityKind, range: Range<Int>, value: String, listSlug: String?, isPartial: Bool = false,
        hostWarning: HostWarning? = nil
    ) {
        self.init(
            kind: kind, range: range, value: value,
            details: listSlug.map { [EntityDetail(name: Self.listSlugDetail, value: $0)] } ?? [], isPartial: isPartial,
            hostWarning: hostWarning)
    }
}
