import PatternHighlight

/// The promises of `Annotation.split` for one annotation (`specs/cli-contract.md`, "Split"): parts in order, none
/// empty, whitespace only between and around them, each valid by the profile's count and within the grapheme limit,
/// no entity in two parts unless it is listed as cut; or, when it refuses, a character that is unpostable alone.
enum SplitChecks {
    /// A limit small enough that fuzz inputs (a few hundred bytes) make several parts under every profile.
    static let maxGraphemes = 40

    static func verify(_ annotation: Annotation, label: String, into violations: inout Violations) {
        let thread: ThreadSplit
        do {
            thread = try annotation.split(maxGraphemes: maxGraphemes)
        } catch {
            guard case .unpostableCharacter(let offset, _) = error else {
                violations.require(false, "\(label): split refused: \(error)")
                return
            }
            let bytes = annotation.utf8
            let cluster = String(decoding: bytes[offset...], as: UTF8.self).first.map { String($0) } ?? ""
            let count = annotation.profile.counting.count(cluster)
            violations.require(
                !(count.bluesky?.postValid ?? count.valid), "\(label): split called the character at \(offset) unpostable")
            return
        }
        let bytes = annotation.utf8
        var end = 0
        for (index, part) in thread.parts.enumerated() {
            let range = part.range
            violations.require(!range.isEmpty && range.lowerBound >= end, "\(label): split part \(index) empty or out of order")
            guard range.lowerBound >= end else { return }
            let gap = String(decoding: bytes[end..<range.lowerBound], as: UTF8.self)
            violations.require(gap.unicodeScalars.allSatisfy(\.properties.isWhitespace), "\(label): split lost text before part \(index)")
            violations.require(part.text == (try? annotation.text(in: range)), "\(label): split part \(index)'s text")
            let postable = (part.count.bluesky?.postValid ?? part.count.valid) && part.count.graphemes <= maxGraphemes
            violations.require(postable, "\(label): split part \(index) is not valid")
            end = range.upperBound
        }
        let rest = String(decoding: bytes[end...], as: UTF8.self)
        violations.require(rest.unicodeScalars.allSatisfy(\.properties.isWhitespace), "\(label): split lost text after the last part")
        for entity in annotation.entities where !thread.cutEntities.contains(entity) {
            let whole = thread.parts.contains { $0.range.lowerBound <= entity.range.lowerBound && entity.range.upperBound <= $0.range.upperBound }
            violations.require(whole, "\(label): split cut \(entity) though it is not listed as cut")
        }
    }
}
