import Testing
@testable import PatternHighlight

/// Texts built to make a splitter slow or stuck: one enormous word, an enormous entity, an enormous URL, a grapheme
/// cluster no post can hold. Each splits in about linear time (the time for twice the text stays under three times
/// the time for the text) or fails with ``SplitError/unpostableCharacter(byteOffset:profile:)``.
@Suite struct ThreadSplitHostileTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let profile: String
        let maxGraphemes: Int?
        let text: @Sendable (Int) -> String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one word of CJK", profile: "twitter", maxGraphemes: nil) { String(repeating: "漢", count: $0) },
        Case(name: "one word of letters", profile: "bluesky", maxGraphemes: nil) { String(repeating: "a", count: $0) },
        Case(name: "one hashtag", profile: "simple", maxGraphemes: 300) { "#" + String(repeating: "a", count: $0) },
        Case(name: "one mention", profile: "mastodon", maxGraphemes: nil) { "@" + String(repeating: "a", count: $0) },
        Case(name: "words then a huge word", profile: "twitter", maxGraphemes: nil) {
            String(repeating: "word ", count: $0 / 10) + String(repeating: "x", count: $0 / 2)
        },
        Case(name: "a long URL path", profile: "twitter", maxGraphemes: nil) {
            "see https://example.com/" + String(repeating: "p", count: $0) + " ok"
        },
    ]

    @Test(arguments: cases)
    func splitsInLinearTime(_ row: Case) throws {
        let profile = try #require(Profile.named(row.profile))
        let highlighter = Highlighter(profile: profile)
        let small = highlighter.annotate(row.text(20_000))
        let large = highlighter.annotate(row.text(80_000))
        let clock = ContinuousClock()
        var thread: ThreadSplit?
        // Four times the text: about 4× the time when linear, 16× when quadratic; 8× keeps both clear of a busy machine.
        let once = try (0..<4).map { _ in try clock.measure { thread = try small.split(maxGraphemes: row.maxGraphemes) } }.min()!
        let fourTimes = try (0..<4).map { _ in try clock.measure { _ = try large.split(maxGraphemes: row.maxGraphemes) } }.min()!
        #expect(fourTimes < once * 8, "\(once) for n, \(fourTimes) for 4n")
        let parts = try #require(thread).parts
        #expect(!parts.isEmpty)
        #expect(parts.allSatisfy { ($0.count.bluesky?.postValid ?? $0.count.valid) && $0.count.graphemes <= (row.maxGraphemes ?? .max) })
        #expect(parts.map(\.text).joined().unicodeScalars.filter { !$0.properties.isWhitespace }.count
            == small.text.unicodeScalars.filter { !$0.properties.isWhitespace }.count)
    }

    @Test func aClusterNoPostCanHoldIsAnError() {
        // 1,500 combining marks on one letter: one cluster of 3,001 bytes, over Bluesky's 3,000.
        let text = "ok e" + String(repeating: "\u{301}", count: 1500)
        #expect(throws: SplitError.unpostableCharacter(byteOffset: 3, profile: "bluesky")) {
            try Highlighter(profile: .bluesky).annotate(text).split()
        }
    }
}
