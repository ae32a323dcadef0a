import PatternHighlight

/// A short summary of an entity list (count per kind and a hash of every kind, range and partial flag), for
/// checking that repeated runs and different paths found exactly the same entities.
struct EntityFingerprint: Equatable, CustomStringConvertible {
    let count: Int
    let partial: Int
    let hash: UInt64
    /// Complete (not partial) entities per kind.
    let perKind: [EntityKind: Int]

    init(_ entities: [Entity]) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: Int) {
            hash = (hash ^ UInt64(truncatingIfNeeded: value)) &* 0x0000_0100_0000_01B3
        }
        var partial = 0
        var perKind: [EntityKind: Int] = [:]
        for entity in entities {
            for byte in entity.kind.rawValue.utf8 { mix(Int(byte)) }
            mix(entity.range.lowerBound)
            mix(entity.range.upperBound)
            mix(entity.isPartial ? 1 : 0)
            if entity.isPartial { partial += 1 } else { perKind[entity.kind, default: 0] += 1 }
        }
        self.count = entities.count
        self.partial = partial
        self.hash = hash
        self.perKind = perKind
    }

    /// Entities that are not in-progress sigils.
    var complete: Int { count - partial }

    var description: String { "\(count) entities (\(partial) partial), hash \(String(hash, radix: 16))" }
}
