/// Turns candidates into hints: a near-miss candidate (``NearMissFinder``) that no entity overlaps is a ``Hint``,
/// with the engine's reason when it holds an invisible character (``SpoofingCharacters``: the highlighter drops
/// every entity that holds one) and otherwise the profile's (``NearMissRule``).
enum HintFinder {
    /// Appends the hints of `bytes[range]` (valid UTF-8) to `hints`, in order. `entities` are the entities of the
    /// same text in the same offsets, sorted by start and not overlapping (those outside `range` are passed over).
    ///
    /// - Complexity: O(`range.count` + e) for e entities, plus the rule's work for each hint.
    static func appendHints(
        in bytes: [UInt8], range: Range<Int>, entities: [Entity], rule: any NearMissRule, to hints: inout [Hint]
    ) {
        var next = entities.startIndex
        NearMissFinder.forEachCandidate(in: bytes, range: range) { candidate in
            while next < entities.endIndex, entities[next].range.upperBound <= candidate.range.lowerBound { next += 1 }
            // Entities are sorted and do not overlap: those that may overlap the candidate follow `next` (an empty
            // one, which a custom pattern may match, overlaps nothing).
            var index = next
            while index < entities.endIndex, entities[index].range.lowerBound < candidate.range.upperBound {
                if entities[index].range.overlaps(candidate.range) { return }
                index += 1
            }
            let explanation: NearMissExplanation
            if SpoofingCharacters.occurs(in: bytes, range: candidate.range) {
                explanation = NearMissExplanation(
                    .invisibleCharacter,
                    "It holds an invisible, formatting or bidi character, which is never linked because it could hide what the text says.")
            } else {
                explanation = rule.explain(candidate, in: bytes)
            }
            hints.append(Hint(range: candidate.range, kind: candidate.kind, reason: explanation.reason, message: explanation.message))
        }
    }

    /// The hints of a whole text (valid UTF-8) whose entities are `entities`.
    static func hints(in bytes: [UInt8], entities: [Entity], rule: any NearMissRule) -> [Hint] {
        var hints: [Hint] = []
        appendHints(in: bytes, range: 0..<bytes.count, entities: entities, rule: rule, to: &hints)
        return hints
    }
}
