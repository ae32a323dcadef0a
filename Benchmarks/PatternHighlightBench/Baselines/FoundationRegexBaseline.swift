import Foundation

/// Baseline (c): Foundation's `NSRegularExpression` (ICU) with the `simple` patterns over the whole text, as
/// a composer app calls it: on a `String`, over its full UTF-16 range.
struct FoundationRegexBaseline: RegexBaseline {
    let key = "nsregularexpression"
    let name = "NSRegularExpression"
    let regex: NSRegularExpression
    private var text = ""

    init() throws {
        regex = try NSRegularExpression(pattern: SimpleAlternation.pattern)
    }

    mutating func prepare(_ bytes: [UInt8]) { text = String(decoding: bytes, as: UTF8.self) }

    func countMatches() -> [Int] { Self.count(regex, in: text) }

    /// Matches per group (kind) of the alternation over all of `text`.
    static func count(_ regex: NSRegularExpression, in text: String) -> [Int] {
        var counts = [Int](repeating: 0, count: regex.numberOfCaptureGroups)
        for match in regex.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)) {
            for group in 1...counts.count where match.range(at: group).location != NSNotFound {
                counts[group - 1] += 1
                break
            }
        }
        return counts
    }
}
