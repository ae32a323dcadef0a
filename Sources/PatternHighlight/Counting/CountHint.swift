/// What a recognizer's scan of a whole text found that the profile's counting method would otherwise scan for
/// again: ranges of that text, in UTF-8 offsets and in text order (for twitter, the URL candidates before overlap
/// removal, which parseTweet weighs). Only the counting method of the profile that made it reads it; it is never
/// needed for a correct count, only for a faster one.
package struct CountHint: Sendable {
    /// The ranges found, sorted by start.
    let ranges: [Range<Int>]
}
