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

    /// A link is one of the hint's ranges; a tag that holds `http` may hold a link the app shortens
    /// (``BlueskyTagLink``), which is no entity, so the stretch gets no hint and its links are found in its text;
    /// anything else is passed over.
    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountHint.Admission {
        if kind == .url { return .taken }
        if kind == .hashtag && BlueskyShortLink.holdsHTTP(bytes, range) { return .givesUpTheHint }
        return .passedOver
    }
}

extension CountHint.Kind {
    /// Bluesky's links (``BlueskyLinkHint``).
    static var blueskyLinks: CountHint.Kind { CountHint.Kind(BlueskyLinkHint.self) }
}
