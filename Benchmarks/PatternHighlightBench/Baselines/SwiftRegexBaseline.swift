/// Baseline (d): the standard library's `Regex` with the `simple` patterns over the whole text.
///
/// Default semantics are what an app gets from `try Regex(pattern)`: matching over grapheme clusters, with
/// Unicode word boundaries for `\b`.
struct SwiftRegexBaseline: RegexBaseline {
    let key: String
    let name: String
    private let regex: Regex<AnyRegexOutput>
    private var text = ""

    /// - Parameter scalarSemantics: match Unicode scalars with simple word boundaries (closer to PCRE2)
    ///   instead of the default grapheme-cluster semantics.
    init(scalarSemantics: Bool = false) throws {
        let regex = try Regex(SimpleAlternation.pattern)
        if scalarSemantics {
            self.regex = regex.matchingSemantics(.unicodeScalar).wordBoundaryKind(.simple)
            key = "swift-regex-scalar"
            name = "Swift Regex (scalar semantics)"
        } else {
            self.regex = regex
            key = "swift-regex"
            name = "Swift Regex"
        }
    }

    mutating func prepare(_ bytes: [UInt8]) { text = String(decoding: bytes, as: UTF8.self) }

    func countMatches() -> [Int] {
        var counts = [0, 0, 0]
        for match in text.matches(of: regex) {
            for group in 1...3 where match.output[group].range != nil {
                counts[group - 1] += 1
                break
            }
        }
        return counts
    }
}
