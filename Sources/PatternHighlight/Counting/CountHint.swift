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
    }

    /// What the ranges are.
    let kind: Kind
    /// The ranges found, sorted by start.
    let ranges: [Range<Int>]

    /// The ranges, when they are of `kind`.
    func ranges(ifOf kind: Kind?) -> [Range<Int>]? { kind == self.kind ? ranges : nil }
}
