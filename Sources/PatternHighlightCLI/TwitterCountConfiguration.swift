/// `--twitter-config`: which twitter-text configuration the `count` member uses under the twitter profile.
///
/// Parsed and validated here; the counting itself is the library's (it takes this value once it counts).
enum TwitterCountConfiguration: String, CaseIterable, Sendable {
    /// 140 units, every character weight 1.
    case v1
    /// 280 units; CJK and most scripts weight 2.
    case v2
    /// v2, with every emoji sequence counted as one weight-2 character.
    case v3
}
