/// twitter-text's URL candidates before overlap removal, which parseTweet weighs: what twitter's annotate scan hands
/// its count (``CountReuse/Kind/twitterURLCandidates``).
struct TwitterURLCandidateReuse: CountReuseRule {
    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountReuse.Admission {
        kind == .url ? .taken : .passedOver
    }
}

extension CountReuse.Kind {
    /// twitter-text's URL candidates (``TwitterURLCandidateReuse``).
    static var twitterURLCandidates: CountReuse.Kind { CountReuse.Kind(TwitterURLCandidateReuse.self) }
}
