import PatternHighlight

/// The promises every annotation keeps, checked through the public API only (the fuzz build is a release
/// build without testability).
public enum AnnotationChecks {
    /// Bidi controls and invisible formatting characters no entity may contain (the lead's list).
    static let forbiddenInEntities: Set<UInt32> = Set(
        [0x061C, 0x200E, 0x200F, 0x00AD, 0x034F, 0x115F, 0x1160, 0x180E, 0x200B, 0x3164, 0xFEFF, 0xFFA0]
            + Array(0x202A...0x202E) + Array(0x2066...0x2069) + Array(0x2060...0x2064))

    /// Checks entities, runs, offsets and every output format of `annotation`; `label` names the profile.
    public static func verify(_ annotation: Annotation, label: String, into violations: inout Violations) {
        let bytes = annotation.utf8
        let count = bytes.count
        func isBoundary(_ offset: Int) -> Bool { offset == count || (offset < count && bytes[offset] & 0xC0 != 0x80) }
        var previousEnd = 0
        for entity in annotation.entities {
            let range = entity.range
            violations.require(range.lowerBound >= previousEnd, "\(label): entities sorted and disjoint at \(range)")
            violations.require(range.upperBound <= count, "\(label): entity \(range) inside the text (\(count))")
            violations.require(!range.isEmpty, "\(label): empty entity at \(range)")
            violations.require(isBoundary(range.lowerBound) && isBoundary(range.upperBound), "\(label): entity \(range) on scalar boundaries")
            previousEnd = range.upperBound
            let text = (try? annotation.text(in: range)) ?? ""  // a bound off a boundary is reported above
            for scalar in text.unicodeScalars {
                violations.require(!["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalar), "\(label): entity \(range) crosses a paragraph break")
                violations.require(!forbiddenInEntities.contains(scalar.value), "\(label): entity \(range) contains U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
            if entity.kind == .url {
                violations.require(URLChecks.isWebTarget(entity.value), "\(label): URL entity with a non-web scheme: \(entity.value)")
            }
        }
        // Runs: gap-free, non-empty, in order, one per entity, no two plain neighbours.
        var position = 0
        var previousPlain = false
        var carried: [Entity] = []
        for run in annotation.runs {
            violations.require(run.range.lowerBound == position && !run.range.isEmpty, "\(label): run \(run.range) continues at \(position)")
            violations.require(!(run.entity == nil && previousPlain), "\(label): two plain runs meet at \(position)")
            if let entity = run.entity {
                violations.require(entity.range == run.range, "\(label): entity run \(run.range) is its entity \(entity.range)")
                carried.append(entity)
            }
            previousPlain = run.entity == nil
            position = run.range.upperBound
        }
        violations.require(position == count, "\(label): runs end at \(position), text at \(count)")
        violations.require(carried == annotation.entities, "\(label): runs carry exactly the entities")
        // Offsets: monotonic in every unit, ending at the length. (A sample of entities: each conversion costs
        // up to a paragraph's checkpoint distance, and the JSON formats below convert every one anyway.)
        let sample = annotation.entities.count <= 8 ? annotation.entities : Array(annotation.entities.prefix(4) + annotation.entities.suffix(4))
        for unit in OffsetUnit.allCases {
            var last = 0
            for entity in sample {
                guard let converted = try? annotation.range(entity.range, in: unit) else {
                    violations.require(false, "\(label): entity \(entity.range) refused by range(_:in:) in \(unit)")
                    continue
                }
                violations.require(converted.lowerBound >= last && converted.upperBound >= converted.lowerBound, "\(label): \(unit) offsets monotonic")
                last = converted.upperBound
            }
            violations.require((try? annotation.offset(count, in: unit)) == annotation.length(in: unit), "\(label): \(unit) length")
        }
        OutputChecks.verifyFormats(annotation, label: label, into: &violations)
    }
}
