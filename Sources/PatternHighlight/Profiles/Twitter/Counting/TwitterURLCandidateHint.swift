/// twitter-text's URL candidates before overlap removal, which parseTweet weighs: what twitter's annotate scan hands
/// its count (``CountHint/Kind/twitterURLCandidates``).
struct TwitterURLCandidateHint: CountHintRule {
    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountHint.Admission {
        kind == .url ? .taken : .passedOver
    }
}

extension CountHint.Kind {
    /// twitter-text's URL candidates (``TwitterURLCandidateHint``).
    static var twitterURLCandidates: CountHint.Kind { CountHint.Kind(TwitterURLCandidateHint.self) }
}
