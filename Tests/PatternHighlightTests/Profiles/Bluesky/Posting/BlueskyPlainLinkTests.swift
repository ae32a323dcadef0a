import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The short form's length read straight from a plain link's bytes (`BlueskyShortLink.plainShortFormLength`, what a
/// keystroke next to a link asks) against the parsed short form (`BlueskyShortLink.shortForm(of:)`), on generated
/// link texts that are plain and texts one step away from plain: case, ports, users, IDN and `xn--` labels,
/// numeric last labels, empty labels, hyphens at label ends, dot segments, escapes, encode-set characters, empty
/// queries and fragments, long paths around the 15-character cut.
@Suite struct BlueskyPlainLinkTests {
    static let schemes = ["http://", "https://", "httpS://", "HTTP://", "https:/", "https:\\\\", "http:///", "ftp://", "https://user@"]
    static let labels = [
        "example", "EXAMPLE", "a", "x1", "b-c", "-a", "a-", "xn--mnchen-3ya", "XN--abc", "xn-a", "123", "0x7f", "1a",
        "münchen", "例え", "", "sub", "co", "com", "uk", String(repeating: "l", count: 70),
    ]
    static let pathPieces = [
        "/", "/a", "/path", "/a/b", "?", "?q=1", "#", "#top", "&x=y", ".", "..", "/.", "/..", "/%2e", "%20", "'", "\"",
        "`", "{", "|", "^", "\\", ":8080", ":443", "/~user", "/a_b-c", "/" + String(repeating: "x", count: 13),
        "/" + String(repeating: "y", count: 14), "/" + String(repeating: "z", count: 15), "/ü", "?a?b", "#a#b", "/a;b,c",
        "(x)", "!", "*", "+", "=", "@", "$",
    ]

    /// A link text; half of them drawn from the first, plain elements of each list (a few steps from plain still).
    static func linkText(using random: inout SeededRandom) -> String {
        let plain = Bool.random(using: &random)
        func pick(_ list: [String], plainCount: Int) -> String {
            plain ? list[Int.random(in: 0..<plainCount, using: &random)] : list.randomElement(using: &random)!
        }
        var text = pick(schemes, plainCount: 3)
        let labelCount = Int.random(in: 1...3, using: &random)
        text += (0..<labelCount).map { _ in pick(labels, plainCount: 5) }.joined(separator: ".")
        if Bool.random(using: &random) { text += "." + ["com", "org", "de", "io", "7", "xn--p1ai"].randomElement(using: &random)! }
        for _ in 0..<Int.random(in: 0...4, using: &random) { text += pick(pathPieces, plainCount: 9) }
        return text
    }

    @Test func plainLengthIsTheParsedShortFormsLength() throws {
        var random = SeededRandom(seed: 5151)
        var plain = 0
        let total = 60_000
        for _ in 0..<total {
            let text = Self.linkText(using: &random)
            let bytes = Array(text.utf8)
            guard let length = BlueskyShortLink.plainShortFormLength(of: bytes, 0..<bytes.count) else { continue }
            plain += 1
            let short = BlueskyShortLink.shortForm(of: text)
            #expect(short != text && length == short.utf8.count, "\(text.debugDescription): \(length) vs \(short.debugDescription)")
            #expect(BlueskyShortLink.changedShortForm(of: bytes, 0..<bytes.count) == Array(short.utf8), "\(text.debugDescription)")
        }
        // The generator reaches both sides: plain texts and texts the parser must answer.
        #expect(plain > total / 10 && plain < total * 9 / 10, "\(plain) of \(total) plain")
    }
}
