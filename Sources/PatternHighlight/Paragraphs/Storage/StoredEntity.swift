/// An entity as a paragraph stores it: compact (40 bytes), with its range relative to the paragraph start.
///
/// Most values are the entity's own text less a sigil (`@john` → `john`, a URL as written), so the value is
/// kept as "the text from byte `valueOffset` on" and only written out when it differs (a value a profile
/// rewrites, an entity's details, a host warning, a markdown link's label).
struct StoredEntity: Sendable {
    /// Values, details and host warnings that cannot be derived from the text.
    final class Extras: Sendable {
        let value: String
        let details: [EntityDetail]
        let hostWarning: HostWarning?
        /// A markdown link's label and facade.
        let markdownLink: MarkdownLinkFields?

        init(value: String, details: [EntityDetail], hostWarning: HostWarning?, markdownLink: MarkdownLinkFields? = nil) {
            self.value = value
            self.details = details
            self.hostWarning = hostWarning
            self.markdownLink = markdownLink
        }
    }

    let kind: EntityKind
    private(set) var start: UInt32
    let length: UInt32
    /// Where the value starts inside the entity's text, when ``extras`` is `nil`.
    let valueOffset: UInt8
    let isPartial: Bool
    let extras: Extras?

    var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }

    /// Moves the entity `delta` bytes along its paragraph (after an edit before it).
    mutating func move(by delta: Int) {
        start = UInt32(Int(start) + delta)
    }

    /// Stores `entity`, whose range is relative to the paragraph whose bytes are `bytes`.
    init(_ entity: Entity, in bytes: [UInt8], offset: Int) {
        precondition(entity.range.upperBound - offset <= Int(UInt32.max), "HighlightDocument: paragraph longer than 4 GiB")
        kind = entity.kind
        start = UInt32(entity.range.lowerBound - offset)
        length = UInt32(entity.range.count)
        isPartial = entity.isPartial
        let valueBytes = entity.value.utf8
        let skip = entity.range.count - valueBytes.count
        if !entity.hasRareFields, (0...8).contains(skip),
           Self.bytes(bytes, (entity.range.lowerBound + skip)..<entity.range.upperBound, equal: valueBytes) {
            valueOffset = UInt8(skip)
            extras = nil
        } else {
            valueOffset = 0
            extras = Extras(
                value: entity.value, details: entity.details, hostWarning: entity.hostWarning,
                markdownLink: entity.markdownLinkFields)
        }
    }

    /// Whether `bytes[range]` are the UTF-8 of a value (compared as contiguous memory when it is, as a native
    /// string's is).
    private static func bytes(_ bytes: [UInt8], _ range: Range<Int>, equal value: String.UTF8View) -> Bool {
        guard range.count == value.count else { return false }
        return value.withUncheckedBytes { valueBytes in
            bytes.withUncheckedBytes { text in
                for index in 0..<valueBytes.count where text[range.lowerBound + index] != valueBytes[index] { return false }
                return true
            }
        }
    }

    /// Whether `other`, at the same length, is the same entity as this one: same kind, partial or not, and value
    /// (for two entities over equal text: a derived value from the same offset, or equal extras).
    func hasSameValue(as other: StoredEntity) -> Bool {
        guard kind == other.kind, length == other.length, isPartial == other.isPartial, valueOffset == other.valueOffset
        else { return false }
        switch (extras, other.extras) {
        case (nil, nil): return true
        case (let mine?, let theirs?):
            return mine === theirs
                || (mine.value == theirs.value && mine.details == theirs.details && mine.hostWarning == theirs.hostWarning
                    && mine.markdownLink == theirs.markdownLink)
        default: return false
        }
    }

    /// The entity, with its range moved by `shift` (the paragraph's start in the document).
    func entity(in bytes: [UInt8], shift: Int) -> Entity {
        let range = self.range
        let moved = (range.lowerBound + shift)..<(range.upperBound + shift)
        guard let extras else {
            let value = String(decoding: bytes[(range.lowerBound + Int(valueOffset))..<range.upperBound], as: UTF8.self)
            return Entity(kind: kind, range: moved, value: value, isPartial: isPartial)
        }
        return Entity(kind: kind, range: moved, value: extras.value, details: extras.details, isPartial: isPartial,
                      hostWarning: extras.hostWarning)
            .withMarkdownLinkFields(extras.markdownLink)
    }
}
