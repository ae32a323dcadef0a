/// One detected entity: its kind, where it is, and its profile-normalised value.
///
/// `range` is in UTF-8 bytes of the text it was found in; ``Annotation/range(_:in:)`` converts it to
/// UTF-16 code units or Unicode scalars.
public struct Entity: Hashable, Sendable {
    /// What the entity is.
    public var kind: EntityKind
    /// Where it is, in UTF-8 bytes, `[start, end)`.
    public var range: Range<Int>
    /// The profile's normalised value: a screen name or tag without its sigil, a URL or URI.
    ///
    /// - Complexity: O(length of the value): entities found by ``Highlighter/annotate(utf8:)`` keep most values
    ///   as the stretch of the text they equal and decode it on each access.
    public var value: String {
        get { storedValue.string }
        set { storedValue = .string(newValue) }
    }
    /// For a twitter list mention (`@user/list`), the list slug with its leading `/`.
    public var listSlug: String? {
        get { rareFields?.listSlug }
        set { rareFields = .holding(listSlug: newValue, hostWarning: hostWarning, link: rareFields?.link) }
    }
    /// A sigil still being typed (a lone `@` or `#` before the caret or at the end of the text).
    public var isPartial: Bool
    /// ``value`` as kept (see ``EntityValue``); writers read it to copy a value without making a `String`.
    package private(set) var storedValue: EntityValue
    /// For a URL, or a mention whose value is a domain, whose host has a look-alike label: why, and the host's
    /// ASCII form (see ``HostWarning``). `nil` for every other entity, and always for an ASCII host.
    public var hostWarning: HostWarning? {
        get { rareFields?.hostWarning }
        set { rareFields = .holding(listSlug: listSlug, hostWarning: newValue, link: rareFields?.link) }
    }
    /// For a markdown link (``EntityKind/link``, ``Highlighter/Options/markdownLinks``): its label as written.
    public var label: String? {
        get { rareFields?.link?.label }
        set { rareFields = .holding(listSlug: listSlug, hostWarning: hostWarning, link: newValue.map { MarkdownLinkFields(label: $0, facade: facade) }) }
    }
    /// For a markdown link whose label names another host than its URL: the two hosts (see ``LinkFacade``).
    public var facade: LinkFacade? {
        get { rareFields?.link?.facade }
        set { rareFields = .holding(listSlug: listSlug, hostWarning: hostWarning, link: MarkdownLinkFields(label: label ?? "", facade: newValue)) }
    }
    /// ``listSlug``, ``hostWarning``, ``label`` and ``facade``, which few entities have, kept out of line (`nil` when
    /// none is set): an entity
    /// is copied and moved often, in arrays and through the document's storage, and costs less the smaller it is.
    private var rareFields: RareFields? = nil

    /// The rarely set fields of an entity; immutable, so that copies of an entity may share them.
    private final class RareFields: Hashable, Sendable {
        let listSlug: String?
        let hostWarning: HostWarning?
        let link: MarkdownLinkFields?

        private init(_ listSlug: String?, _ hostWarning: HostWarning?, _ link: MarkdownLinkFields?) {
            self.listSlug = listSlug
            self.hostWarning = hostWarning
            self.link = link
        }

        /// The fields, or `nil` when none is set.
        static func holding(listSlug: String?, hostWarning: HostWarning?, link: MarkdownLinkFields? = nil) -> RareFields? {
            listSlug == nil && hostWarning == nil && link == nil ? nil : RareFields(listSlug, hostWarning, link)
        }

        static func == (lhs: RareFields, rhs: RareFields) -> Bool {
            lhs.listSlug == rhs.listSlug && lhs.hostWarning == rhs.hostWarning && lhs.link == rhs.link
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(listSlug)
            hasher.combine(hostWarning)
            hasher.combine(link)
        }
    }
}

// The initialisers live in an extension so that the struct keeps its implicit memberwise initialiser, which
// builds an entity in place: an initialiser that assigns `self`'s fields one by one left the optimiser with a
// copy and a destroy of the whole entity (retains, releases, value witnesses: about 200 instructions) per entity.
extension Entity {
    /// An entity of `kind` at `range` (UTF-8 bytes of its text) with the normalised `value`.
    ///
    /// ```swift
    /// let mention = Entity(kind: .mention, range: 0..<5, value: "john")  // "@john"
    /// ```
    ///
    /// - Parameters:
    ///   - kind: what the entity is.
    ///   - range: the UTF-8 byte range of its text in the annotated text.
    ///   - value: the profile's normalised value (see ``value``).
    ///   - listSlug: for a twitter list mention, the list slug with its leading `/`.
    ///   - isPartial: whether it is a sigil still being typed.
    ///   - hostWarning: for a URL or domain mention, why its host may be a look-alike (see ``hostWarning``).
    public init(
        kind: EntityKind, range: Range<Int>, value: String, listSlug: String? = nil, isPartial: Bool = false,
        hostWarning: HostWarning? = nil
    ) {
        self = Entity(
            kind: kind, range: range, isPartial: isPartial, storedValue: .string(value),
            rareFields: .holding(listSlug: listSlug, hostWarning: hostWarning))
    }

    /// An entity whose value is kept as `storedValue`, built by the memberwise initialiser (see above).
    @inline(__always)
    static func found(
        kind: EntityKind, range: Range<Int>, storedValue: EntityValue, listSlug: String? = nil, isPartial: Bool = false
    ) -> Entity {
        Entity(
            kind: kind, range: range, isPartial: isPartial, storedValue: storedValue,
            rareFields: listSlug == nil ? nil : .holding(listSlug: listSlug, hostWarning: nil))
    }

    /// A markdown link entity (``EntityKind/link``) at `range` whose URL is `url` and label `label`.
    static func markdownLink(range: Range<Int>, url: String, label: String, facade: LinkFacade?) -> Entity {
        Entity(
            kind: .link, range: range, isPartial: false, storedValue: .string(url),
            rareFields: .holding(listSlug: nil, hostWarning: nil, link: MarkdownLinkFields(label: label, facade: facade)))
    }

    /// Whether any of the rarely set fields (list slug, host warning, markdown link) is set.
    var hasRareFields: Bool { rareFields != nil }

    /// A markdown link's label and facade, as kept (`nil` for every other entity).
    var markdownLinkFields: MarkdownLinkFields? { rareFields?.link }

    /// The same entity carrying a markdown link's `fields`.
    func withMarkdownLinkFields(_ fields: MarkdownLinkFields?) -> Entity {
        guard let fields else { return self }
        var copy = self
        copy.rareFields = .holding(listSlug: listSlug, hostWarning: hostWarning, link: fields)
        return copy
    }

    /// The same entity moved by `delta` bytes.
    func shifted(by delta: Int) -> Entity {
        var copy = self
        copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        return copy
    }
}
