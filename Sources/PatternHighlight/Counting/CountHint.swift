/// What a recognizer's scan of a whole text found that a counting method would otherwise scan for again: ranges of
/// that text, in UTF-8 offsets and in text order, of one ``Kind``. A method reads only the kind it asks for
/// (``CountingMethod/hintKind``), so a profile counting with another platform's rule (`Profile.twitter.counting(.bluesky)`)
/// counts without one. A hint is never needed for a correct count, only for a faster one.
package struct CountHint: Sendable {
    /// What the ranges are.
    package enum Kind: Sendable, Equatable {
        /// twitter-text's URL candidates before overlap removal, which parseTweet weighs.
        case twitterURLCandidates
        /// The links Bluesky's facet detection finds, whose short forms the display count weighs.
        case blueskyLinks
        /// Mastodon's URLs (not its `xmpp:` and `magnet:` URIs) and mentions, which the server's length replaces
        /// (`StatusLengthValidator#countable_text`); a mention's range starts with its `@`, a URL's never does.
        /// Given only for a stretch whose entities are all of these: another kind may have taken one's place.
        case mastodonCountables

        /// Whether `bytes[segment]` may hold a range that a method reading this kind weighs: Bluesky's display count
        /// weighs only links that begin with `http` (any other is its own short form, ``BlueskyShortLink``), so a
        /// stretch without `http` needs no search of its entities: its hint is empty.
        ///
        /// - Complexity: O(`segment.count`) for ``blueskyLinks``, else O(1).
        func mayHoldWeighedRange(in bytes: [UInt8], _ segment: Range<Int>) -> Bool {
            guard self == .blueskyLinks else { return true }
            return BlueskyShortLink.holdsHTTP(bytes, segment)
        }

        /// What a stored entity of `kind` at `range` of `bytes` makes of a hint of this kind.
        func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> Admission {
            switch self {
            case .twitterURLCandidates:
                return kind == .url ? .taken : .passedOver
            case .blueskyLinks:
                return BlueskyCounting.hintAdmission(of: kind, at: range, in: bytes)
            case .mastodonCountables:
                if isPartial { return .passedOver }  // a trailing sigil alone: no mention
                if kind == .mention { return .taken }
                if kind == .url { return MastodonExtendedURI.hasScheme(in: bytes, at: range) ? .givesUpTheHint : .taken }
                return .givesUpTheHint
            }
        }
    }

    /// What one stored entity makes of a hint being gathered from a stretch's entities.
    package enum Admission: Sendable {
        /// Its range is one of the hint's.
        case taken
        /// It is not of the hint's kind, and takes nothing's place.
        case passedOver
        /// It may stand where one of the hint's kind would have been found: the stretch gets no hint.
        case givesUpTheHint
    }

    /// What the ranges are.
    let kind: Kind
    /// The ranges found, sorted by start.
    let ranges: [Range<Int>]

    /// The ranges, when they are of `kind`.
    func ranges(ifOf kind: Kind?) -> [Range<Int>]? { kind == self.kind ? ranges : nil }
}
