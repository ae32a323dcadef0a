/// The links Bluesky's facet detection finds, whose short forms the display count weighs
/// (``CountReuse/Kind/blueskyLinks``).
struct BlueskyLinkReuse: CountReuseRule {
    /// Only links that begin with `http` are weighed (any other is its own short form, ``BlueskyShortLink``), so a
    /// stretch without `http` needs no search of its entities.
    ///
    /// - Complexity: O(`segment.count`).
    func mayHoldWeighedRange(in bytes: [UInt8], _ segment: Range<Int>) -> Bool {
        BlueskyShortLink.holdsHTTP(bytes, segment)
    }

    /// A link is one of the reuse's ranges; a tag that holds `http` may hold a link the app shortens
    /// (``BlueskyTagLink``), which is no entity, so the stretch gets no reuse and its links are found in its text;
    /// anything else is passed over.
    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountReuse.Admission {
        if kind == .url { return .taken }
        if kind == .hashtag && BlueskyShortLink.holdsHTTP(bytes, range) { return .givesUpTheReuse }
        return .passedOver
    }
}

extension CountReuse.Kind {
    /// Bluesky's links (``BlueskyLinkReuse``).
    static var blueskyLinks: CountReuse.Kind { CountReuse.Kind(BlueskyLinkReuse.self) }
}
