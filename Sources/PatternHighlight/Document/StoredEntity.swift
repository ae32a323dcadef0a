/// An entity as a paragraph stores it: compact (40 bytes), with its range relative to the paragraph start.
///
/// Most values are the entity's own text less a sigil (`@john` → `john`, a URL as written), so the value is
/// kept as "the text from byte `valueOffset` on" and only written out when it differs (a bluesky URI with
/// `https://` added, a list mention's slug).
struct StoredEntity: Sendable {
    /// Values and slugs that cannot be derived from the text.
    final class Extras: Sendable {
        let value: String
        let listSlug: String?

        init(value: String, listSlug: String?) {
            self.value = value
            self.listSlug = listSlug
        }
    }

    let kind: EntityKind
    let start: UInt32
    let length: UInt32
    /// Where the value starts inside the entity's text, when ``extras`` is `nil`.
    let valueOffset: UInt8
    let isPartial: Bool
    let extras: Extras?

    var range: Range<Int> { Int(start)..<(Int(start) + Int(length)) }

    /// Stores `entity`, whose range is relative to the paragraph whose bytes are `bytes`.
    init(_ entity: Entity, in bytes: [UInt8], offset: Int) {
        precondition(entity.range.upperBound - offset <= Int(UInt32.max), "HighlightDocument: paragraph longer than 4 GiB")
        kind = entity.kind
        start = UInt32(entity.range.lowerBound - offset)
        length = UInt32(entity.range.count)
        isPartial = entity.isPartial
        let valueBytes = entity.value.utf8
        let skip = entity.range.count - valueBytes.count
        if entity.listSlug == nil, (0...8).contains(skip),
           bytes[(entity.range.lowerBound + skip)..<entity.range.upperBound].elementsEqual(valueBytes) {
            valueOffset = UInt8(skip)
            extras = nil
        } else {
            valueOffset = 0
            extras = Extras(value: entity.value, listSlug: entity.listSlug)
        }
    }

    /// The same stored entity `delta` bytes later in its paragraph (text before it changed length; its own
    /// bytes did not, so its value offset and extras still hold).
    func moved(by delta: Int) -> StoredEntity {
        StoredEntity(kind: kind, start: UInt32(Int(start) + delta), length: length, valueOffset: valueOffset,
                     isPartial: isPartial, extras: extras)
    }

    private init(kind: EntityKind, start: UInt32, length: UInt32, valueOffset: UInt8, isPartial: Bool, extras: Extras?) {
        self.kind = kind
        self.start = start
        self.length = length
        self.valueOffset = valueOffset
        self.isPartial = isPartial
        self.extras = extras
    }

    /// The entity, with its range moved by `shift` (the paragraph's start in the document).
    func entity(in bytes: [UInt8], shift: Int) -> Entity {
        let range = self.range
        let value = extras?.value ?? String(decoding: bytes[(range.lowerBound + Int(valueOffset))..<range.upperBound], as: UTF8.self)
        return Entity(kind: kind, range: (range.lowerBound + shift)..<(range.upperBound + shift), value: value,
                      listSlug: extras?.listSlug, isPartial: isPartial)
    }
}
