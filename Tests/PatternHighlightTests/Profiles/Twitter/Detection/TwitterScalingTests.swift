import Foundation
import Testing
@testable import PatternHighlight

/// Inputs that make a position-by-position URL regex (or a careless replay of it) quadratic must stay linear:
/// 200,000 characters each, where a quadratic scan would need on the order of 10¹⁰ steps.
@Suite struct TwitterScalingTests {
    static let size = 200_000

    static let inputs: [(name: String, text: String)] = [
        ("Japanese without spaces", String(repeating: "日本語のテキストです", count: size / 10)),
        ("Japanese with dots", String(repeating: "日本語のテキスト.です", count: size / 11)),
        ("hyphenated run", String(repeating: "a-", count: size / 2) + ".x"),
        ("dot chain without TLD", String(repeating: "a.", count: size / 2)),
        ("dot chain with bad labels", String(repeating: "a.-", count: size / 3)),
        ("underscore run", String(repeating: "a_", count: size / 2) + ".com"),
        ("underscore chain", String(repeating: "a_b.", count: size / 4) + "com"),
        ("non-ASCII and ASCII labels", String(repeating: "日a.", count: size / 3)),
        ("at signs", String(repeating: "@", count: size)),
        ("hash signs", String(repeating: "#", count: size)),
        ("rejected lists", String(repeating: "@a/b-", count: size / 5)),
        ("parentheses in a path", "http://a.com/" + String(repeating: "(", count: size)),
        ("dots in a path", "http://a.com/" + String(repeating: "a.", count: size / 2)),
        ("query of closing parentheses", "http://a.com/?" + String(repeating: "a)", count: size / 2)),
        ("one long host label", "http://" + String(repeating: "a", count: size) + ".com"),
        ("e-mail addresses", String(repeating: "name.al-lastname@foo.com ", count: size / 25)),
        ("prose", String(repeating: "See example.com, @user and #tag. Then http://t.co/abc! ", count: size / 55)),
    ]

    @Test(arguments: inputs.indices) func staysLinear(_ index: Int) {
        let (name, text) = Self.inputs[index]
        let highlighter = Highlighter(profile: .twitter)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = highlighter.annotate(text) }
        #expect(elapsed < .seconds(5), "\(name): \(elapsed)")
    }
}
