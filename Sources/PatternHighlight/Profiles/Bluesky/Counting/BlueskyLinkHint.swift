/// The links Bluesky's facet detection finds, whose short forms the display count weighs
/// (``CountHint/Kind/blueskyLinks``).
struct BlueskyLinkHint: CountHintRule {
    /// Only links that begin with `http` are weighed (any other is its own short form, ``BlueskyShortLink``), so a
    /// stretch without `http` needs no search of its entities.
    ///
    /// - Complexity: O(`segment.count`).
    func mayHoldWeighedRange(in bytes: [UInt8], _ segment: Range<Int>) -> Bool {
        BlueskyShortLink.holdsHTTP(bytes, segment)
    }

    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountHint.Admission {
        kind == .url ? .taken : .passedOver
    }
}

extension CountHint.Kind {
    /// Bluesky's links (``BlueskyLinkHint``).
    static var blueskyLinks: CountHint.Kind { CountHint.Kind(BlueskyLinkHint.self) }
}
