/// An entity found by ``TwitterCandidateScan``, before it becomes an ``Entity``: a kind and ranges of the scanned
/// bytes, nothing reference-counted.
///
/// The scan appends, reorders and drops candidates (overlap removal) at the price of copying a few words; each
/// kept candidate becomes an ``Entity`` once, at the end (``appendEntities(_:in:valuesFromText:to:)``). Building
/// entities as they are found cost a copy and a destroy of each (retains, releases, value witnesses: about
/// 200 instructions per entity).
struct TwitterCandidate {
    enum Kind: UInt8 {
        case mention
        case hashtag
        case cashtag
        case url
    }

    var kind: Kind
    /// Where the entity is, in UTF-8 bytes of the scanned text.
    var range: Range<Int>
    /// The bytes whose text is the value (followed by ``valueSuffix``).
    var value: Range<Int>
    /// More bytes whose text ends the value; empty except for a URL whose value is not one stretch of text (see
    /// ``TwitterURLFilter``).
    var valueSuffix: Range<Int> = 0..<0
    /// For a list mention, the bytes of the list slug with its leading `/`.
    var listSlug: Range<Int>? = nil

    /// The entity: its value kept as the stretch of `bytes` it equals when `valuesFromText` (`bytes` is a whole
    /// text its annotation keeps, see ``EntityValue``), else written out.
    @inline(__always)
    func entity(in bytes: [UInt8], valuesFromText: Bool) -> Entity {
        let storedValue: EntityValue
        if !valueSuffix.isEmpty {
            storedValue = .string(EntityValue.string(decoding: bytes, value) + EntityValue.string(decoding: bytes, valueSuffix))
        } else if valuesFromText {
            storedValue = .text(of: bytes, range: value)
        } else {
            storedValue = .string(EntityValue.string(decoding: bytes, value))
        }
        var entity = Entity.found(kind: Self.entityKinds[Int(kind.rawValue)], range: range, storedValue: storedValue)
        if let listSlug { entity.listSlug = EntityValue.string(decoding: bytes, listSlug) }
        return entity
    }

    /// The ``EntityKind`` of each ``Kind``, by raw value (a lookup: a `switch` here is a jump table whose target
    /// changes from one entity to the next).
    private static let entityKinds: [EntityKind] = [.mention, .hashtag, .cashtag, .url]

    /// Appends the entities of `candidates`, in order, to `entities` (which grows geometrically: callers that
    /// append paragraph by paragraph reserve room themselves).
    ///
    /// - Complexity: O(`candidates.count`) amortized, plus the values written out.
    static func appendEntities(
        _ candidates: [TwitterCandidate], in bytes: [UInt8], valuesFromText: Bool, to entities: inout [Entity]
    ) {
        for candidate in candidates {
            entities.append(candidate.entity(in: bytes, valuesFromText: valuesFromText))
        }
    }
}
