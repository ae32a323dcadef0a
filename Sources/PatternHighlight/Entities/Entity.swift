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
    /// What the profile's recognizer adds to the entity under names of its own (see ``EntityDetail``), in name
    /// order; empty for most entities.
    public var details: [EntityDetail] { rareFields?.details ?? [] }
    /// A sigil still being typed (a lone `@` or `#` before the caret or at the end of the text).
    public var isPartial: Bool
    /// ``value`` as kept (see ``EntityValue``); writers read it to copy a value without making a `String`.
    package private(set) var storedValue: EntityValue
    /// For a URL, or a mention whose value is a domain, whose host has a look-alike label: why, and the host's
    /// ASCII form (see ``HostWarning``). `nil` for every other entity, and always for an ASCII host.
    public var hostWarning: HostWarning? {
        get { rareFields?.hostWarning }
        set { rareFields = .holding(details: details, hostWarning: newValue, link: rareFields?.link) }
    }
    /// For a markdown link (``EntityKind/link``, ``Highlighter/Options/markdownLinks``): its label as written.
    public var label: String? {
        get { rareFields?.link?.label }
        set { rareFields = .holding(details: details, hostWarning: hostWarning, link: newValue.map { MarkdownLinkFields(label: $0, facade: facade) }) }
    }
    /// For a markdown link whose label names another host than its URL: the two hosts (see ``LinkFacade``).
    public var facade: LinkFacade? {
        get { rareFields?.link?.facade }
        set { rareFields = .holding(details: details, hostWarning: hostWarning, link: MarkdownLinkFields(label: label ?? "", facade: newValue)) }
    }
    /// ``details``, ``hostWarning``, ``label`` and ``facade``, which few entities have, kept out of line (`nil` when
    /// none is set): an entity
    /// is copied and moved often, in arrays and through the document's storage, and costs less the smaller it is.
    private var rareFields: RareFields? = nil

    /// The rarely set fields of an entity; immutable, so that copies of an entity may share them.
    private final class RareFields: Hashable, Sendable {
        let details: [EntityDetail]
        let hostWarning: HostWarning?
        let link: MarkdownLinkFields?

        private init(_ details: [EntityDetail], _ hostWarning: HostWarning?, _ link: MarkdownLinkFields?) {
            self.details = details
            self.hostWarning = hostWarning
            self.link = link
        }

        /// The fields, or `nil` when none is set.
        static func holding(details: [EntityDetail], hostWarning: HostWarning?, link: MarkdownLinkFields? = nil) -> RareFields? {
            details.isEmpty && hostWarning == nil && link == nil ? nil : RareFields(details, hostWarning, link)
        }

        static func == (lhs: RareFields, rhs: RareFields) -> Bool {
            lhs.details == rhs.details && lhs.hostWarning == rhs.hostWarning && lhs.link == rhs.link
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(details)
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
    ///   - details: what the profile's recognizer adds under names of its own (see ``EntityDetail``); a later
    ///     detail of a name replaces an earlier one.
    ///   - isPartial: whether it is a sigil still being typed.
    ///   - hostWarning: for a URL or domain mention, why its host may be a look-alike (see ``hostWarning``).
    public init(
        kind: EntityKind, range: Range<Int>, value: String, details: [EntityDetail] = [], isPartial: Bool = false,
        hostWarning: HostWarning? = nil
    ) {
        self = Entity(
            kind: kind, range: range, isPartial: isPartial, storedValue: .string(value),
            rareFields: .holding(details: Self.ordered(details), hostWarning: hostWarning))
    }

    /// The detail called `name`, or `nil` when the entity has none of that name.
    public func detail(_ name: String) -> String? {
        guard let details = rareFields?.details else { return nil }
        return details.first { $0.name == name }?.value
    }

    /// Sets the detail called `name` to `value`, or removes it when `value` is `nil`.
    ///
    /// - Precondition: `name` is not one of ``EntityDetail/reservedNames``.
    public mutating func setDetail(_ name: String, to value: String?) {
        var kept = details.filter { $0.name != name }
        if let value { kept.append(EntityDetail(name: name, value: value)) }
        rareFields = .holding(details: Self.ordered(kept), hostWarning: hostWarning, link: rareFields?.link)
    }

    /// `details` in name order, one per name (the last given of each).
    private static func ordered(_ details: [EntityDetail]) -> [EntityDetail] {
        guard details.count > 1 else { return details }
        var byName: [String: EntityDetail] = [:]
        for detail in details { byName[detail.name] = detail }
        return byName.values.sorted { $0.name < $1.name }
    }

    /// An entity whose value is kept as `storedValue`, built by the memberwise initialiser (see above).
    @inline(__always)
    static func found(
        kind: EntityKind, range: Range<Int>, storedValue: EntityValue, isPartial: Bool = false
    ) -> Entity {
        Entity(kind: kind, range: range, isPartial: isPartial, storedValue: storedValue, rareFields: nil)
    }

    /// A markdown link entity (``EntityKind/link``) at `range` whose URL is `url` and label `label`.
    static func markdownLink(range: Range<Int>, url: String, label: String, facade: LinkFacade?) -> Entity {
        Entity(
            kind: .link, range: range, isPartial: false, storedValue: .string(url),
            rareFields: .holding(details: [], hostWarning: nil, link: MarkdownLinkFields(label: label, facade: facade)))
    }

    /// Whether any of the rarely set fields (details, host warning, markdown link) is set.
    var hasRareFields: Bool { rareFields != nil }

    /// A markdown link's label and facade, as kept (`nil` for every other entity).
    var markdownLinkFields: MarkdownLinkFields? { rareFields?.link }

    /// The same entity carrying a markdown link's `fields`.
    func withMarkdownLinkFields(_ fields: MarkdownLinkFields?) -> Entity {
        guard let fields else { return self }
        var copy = self
        copy.rareFields = .holding(details: details, hostWarning: hostWarning, link: fields)
        return copy
    }

    /// The same entity moved by `delta` bytes.
    func shifted(by delta: Int) -> Entity {
        var copy = self
        copy.range = (range.lowerBound + delta)..<(range.upperBound + delta)
        return copy
    }
}
