/// Turns candidates into hints: a near-miss candidate (``NearMissFinder``) that no entity overlaps is a ``Hint``,
/// with the engine's reason when it holds an invisible character (``SpoofingCharacters``: the highlighter drops
/// every entity that holds one) and otherwise the profile's (``NearMissRule``).
enum HintFinder {
    /// Appends the hints of `bytes[range]` (valid UTF-8) to `hints`, in order, each moved by `shift` (where `bytes`
    /// start in the offsets the caller wants). `entityRanges` are the ranges of the entities of the same text, in
    /// the offsets of `bytes`, sorted by start and not overlapping (those outside `range` are passed over): only
    /// where the entities lie matters.
    ///
    /// - Complexity: O(`range.count` + e) for e entities, plus the rule's work for each hint.
    static func appendHints<EntityRanges: RandomAccessCollection<Range<Int>>>(
        in bytes: [UInt8], range: Range<Int>, entityRanges: EntityRanges, shift: Int = 0, rule: any NearMissRule,
        to hints: inout [Hint]
    ) {
        var next = entityRanges.startIndex
        NearMissFinder.forEachCandidate(in: bytes, range: range) { candidate in
            while next < entityRanges.endIndex, entityRanges[next].upperBound <= candidate.range.lowerBound {
                entityRanges.formIndex(after: &next)
            }
            // Entities are sorted and do not overlap: those that may overlap the candidate follow `next` (an empty
            // one, which a custom pattern may match, overlaps nothing).
            var index = next
            while index < entityRanges.endIndex, entityRanges[index].lowerBound < candidate.range.upperBound {
                if entityRanges[index].overlaps(candidate.range) { return }
                entityRanges.formIndex(after: &index)
            }
            let explanation: NearMissExplanation
            if SpoofingCharacters.occurs(in: bytes, range: candidate.range) {
                explanation = NearMissExplanation(
                    .invisibleCharacter,
                    "It holds an invisible, formatting or bidi character, which is never linked because it could hide what the text says.")
            } else {
                explanation = rule.explain(candidate, in: bytes)
            }
            let range = (candidate.range.lowerBound + shift)..<(candidate.range.upperBound + shift)
            hints.append(Hint(range: range, kind: candidate.kind, reason: explanation.reason, message: explanation.message))
        }
    }

    /// The hints of a whole text (valid UTF-8) whose entities are `entities`.
    static func hints(in bytes: [UInt8], entities: [Entity], rule: any NearMissRule) -> [Hint] {
        var hints: [Hint] = []
        appendHints(in: bytes, range: 0..<bytes.count, entityRanges: entities.lazy.map(\.range), rule: rule, to: &hints)
        return hints
    }
}
