import Foundation
import Testing
import PatternHighlight
import PatternHighlightFoundation

/// `AttributedString.hasSameRuns(as:)`, the comparison the documentation tells apps to use for "equal to a fresh
/// build" (issue #48, item 7): same characters and the same runs, however the strings were made. Public API only.
@Suite struct SameRunsTests {
    static let highlighter = Highlighter(profile: .simple)

    /// A string kept by edits and `applyHighlight`, character by character, has a fresh build's runs at every step.
    @Test func anEditedStringHasAFreshBuildsRuns() throws {
        var document = HighlightDocument("", highlighter: Self.highlighter)
        var text = document.attributedString()
        for character in "hi @bob and #swift, see example.com" {
            let end = document.length(in: .utf16)
            let update = try document.replace(end..<end, in: .utf16, with: String(character))
            text.append(AttributedString(String(character)))
            text.applyHighlight(update)
            #expect(text.hasSameRuns(as: document.attributedString()), "after \(String(text.characters).debugDescription)")
        }
    }

    /// (left, right, same): other characters, another attribute, a run cut elsewhere are different.
    @Test func differencesAreSeen() {
        let fresh = HighlightDocument("hi @bob", highlighter: Self.highlighter).attributedString()
        var otherText = fresh
        otherText.append(AttributedString("!"))
        var otherAttribute = fresh
        otherAttribute.link = URL(string: "https://example.org")
        var split = AttributedString("hi ")
        split.append(AttributedString("@bob"))
        let plain = AttributedString("hi @bob")
        #expect(fresh.hasSameRuns(as: fresh))
        #expect(!fresh.hasSameRuns(as: otherText))
        #expect(!fresh.hasSameRuns(as: plain))
        #expect(split.hasSameRuns(as: plain), "appended pieces with the same (no) attributes are one run")
        #expect(!fresh.hasSameRuns(as: otherAttribute))
    }
}
