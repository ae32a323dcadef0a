/// Asks a profile's own recognizer about a candidate in another setting, so that a platform's rule reports what its
/// detection does rather than guess it: would the candidate's word be linked at a text's start, or with a scheme?
struct NearMissProbe {
    let recognizer: any EntityRecognizer

    /// Whether the recognizer links the candidate (an entity of its kind overlapping it) when its word, from the
    /// candidate's start to the next white space, stands alone after `prefix`.
    func links(_ candidate: NearMissCandidate, in bytes: [UInt8], after prefix: String) -> Bool {
        var probe = Array(prefix.utf8)
        let shift = probe.count - candidate.range.lowerBound
        probe += bytes[candidate.range.lowerBound..<Self.wordEnd(of: candidate, in: bytes)]
        var entities: [Entity] = []
        _ = recognizer.recognize(ScanRequest(bytes: probe, scope: .wholeText), into: &entities)
        let range = (candidate.range.lowerBound + shift)..<(candidate.range.upperBound + shift)
        return entities.contains { $0.kind == candidate.kind && $0.range.overlaps(range) && !$0.isPartial }
    }

    /// Whether the candidate is linked once its word stands at a text's start: then only what precedes it refused it.
    func linksAtStart(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> Bool {
        links(candidate, in: bytes, after: "")
    }

    /// Where the white-space-free word the candidate begins ends: at the next white space, or the end of `bytes`.
    static func wordEnd(of candidate: NearMissCandidate, in bytes: [UInt8]) -> Int {
        var end = candidate.range.upperBound
        while end < bytes.count {
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: end)
            guard !UnicodeWhiteSpace.contains(value) else { break }
            end += length
        }
        return end
    }
}
