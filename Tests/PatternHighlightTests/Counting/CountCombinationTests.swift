import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// A count kept per paragraph combines to the whole text's count: summing ``CountSummary`` values of the segments
/// and locating the valid prefix by the descent (skip segments that stay valid, weigh the one where it ends) gives
/// exactly what counting the whole text at once gives — one NFC pass, one URL and emoji scan, one walk.
@Suite struct CountCombinationTests {
    static let rules: [CountingRule] = [.twitter(.v1), .twitter(.v2), .twitter(.v3), .bluesky, .graphemes]

    /// Many paragraphs of the counting fragments (emoji sequences, NFC pairs, CRLF and every other break), with
    /// paragraphs that start with a combining mark or a lone emoji modifier, so that a break sits right before
    /// what would compose or join.
    static func randomText<G: RandomNumberGenerator>(using random: inout G) -> String {
        let paragraphs = (0..<Int.random(in: 1...8, using: &random)).map { _ in
            (Bool.random(using: &random) ? ["\u{301}", "🏽", "\u{200D}", "\u{FE0F}", "\u{20E3}", ""].randomElement(using: &random)! : "")
                + CountingFragments.text(pieces: Int.random(in: 0...40, using: &random), breaks: false, using: &random)
        }
        var text = paragraphs[0]
        for paragraph in paragraphs.dropFirst() { text += CountingFragments.breaks.randomElement(using: &random)! + paragraph }
        return text
    }

    @Test(arguments: rules)
    func combinedSegmentsEqualTheWholeText(_ rule: CountingRule) {
        var random = SeededRandom(seed: 0xC0117)
        for _ in 0..<400 {
            let text = Self.randomText(using: &random)
            let bytes = Array(text.utf8)
            let segments = CountingRule.segments(of: bytes)
            let summaries = segments.map { rule.summary(of: bytes, segment: $0, startsText: $0.lowerBound == 0) }
            let combined = rule.count(of: bytes, segments: segments, summaries: summaries)
            let whole = rule.count(text)
            #expect(combined == whole, "\(text.debugDescription)")
            // A document keeps each paragraph as its own bytes: the summary is the same from a copy.
            #expect(summaries == segments.map { rule.summary(of: Array(bytes[$0]), segment: 0..<$0.count, startsText: $0.lowerBound == 0) })
            if combined != whole { return }
        }
    }

    /// twitter-text's URL rule differs at the very start of a text (`éxample.com` links `xample.com` there, the
    /// whole `éxample.com` after a break): only the first segment is counted as the text's start.
    @Test func onlyTheFirstSegmentStartsTheText() throws {
        let rule = CountingRule.twitter(.v1)
        let text = "é" + String(repeating: "x", count: 60) + ".com\né" + String(repeating: "x", count: 62) + ".com"
        let bytes = Array(text.utf8)
        let segments = CountingRule.segments(of: bytes)
        let summaries = segments.map { rule.summary(of: bytes, segment: $0, startsText: $0.lowerBound == 0) }
        #expect(rule.count(of: bytes, segments: segments, summaries: summaries) == rule.count(text))
        // First line: `é` plus a 23-character URL, and the break; second: a URL whose label is 63 long with `é`
        // and 67 once encoded (`xn--` + 62 + `-` + 2 or more), so it is rejected and counted as 67 characters.
        #expect(try #require(rule.count(text).twitter).weightedLength == 1 + 23 + 1 + 67)
    }

    /// Segments are paragraphs with their breaks: CRLF stays in one segment (a grapheme), and they cover the text.
    @Test func segmentsCoverTheTextAndKeepCRLFWhole() {
        let bytes = Array("a\r\nb\rc\n\u{2028}d".utf8)
        let segments = CountingRule.segments(of: bytes)
        #expect(segments.map { String(decoding: bytes[$0], as: UTF8.self) } == ["a\r\n", "b\r", "c\n", "\u{2028}", "d"])
        #expect(CountingRule.graphemes.count("a\r\nb").graphemes == 3)
    }

    /// The descent's test: a segment lies wholly in the valid prefix only when everything before was valid, it has
    /// no invalid character and the total stays within the limit.
    @Test func staysValidOnlyWithinTheLimit() {
        let rule = CountingRule.twitter(.v2)
        let bytes = Array(String(repeating: "a", count: 10).utf8)
        let summary = rule.summary(of: bytes, segment: 0..<bytes.count, startsText: true)
        #expect(summary.weight == 1000)
        let before = rule.summary(of: Array(String(repeating: "a", count: 270).utf8), segment: 0..<270, startsText: true)
        let further = rule.summary(of: Array("a".utf8), segment: 0..<1, startsText: false)
        let invalid = Array("a\u{FEFF}".utf8)
        let invalidSummary = rule.summary(of: invalid, segment: 0..<invalid.count, startsText: true)
        #expect(rule.staysValid(summary, after: before))
        #expect(!rule.staysValid(summary, after: before + further))
        #expect(!rule.staysValid(summary, after: invalidSummary))
        #expect(!rule.staysValid(invalidSummary))
    }
}
