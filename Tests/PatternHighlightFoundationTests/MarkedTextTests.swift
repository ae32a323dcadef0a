import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightFoundation

/// `applyHighlight(_:theme:markedRange:)` while an input method composes: a simulated kana→kanji session (romaji
/// typed as marked text, turned into kana, converted to kanji, committed) inside an entity. During the session the
/// marked text keeps exactly the attributes the editor gave it, the text outside it is styled as a fresh build
/// styles it, and after the commit the whole string equals a fresh build.
@Suite struct MarkedTextTests {
    /// How the composition ends: the converted text replaces the marked text (an edit with `markedRange` `nil`), or
    /// the marked text is committed as it stands (no edit: `applyHighlight(committing:of:)`).
    enum Commit: CaseIterable, Sendable { case byReplacing, asTyped }

    /// One session step: the marked text becomes `text`.
    static let kanaToKanji = ["k", "か", "かn", "かな", "仮名"]

    struct Session: CustomStringConvertible, Sendable {
        let profile: String
        let text: String
        /// Where the composition starts, as a UTF-8 offset of `text`.
        let at: Int
        let kind: EntityKind
        var description: String { "\(profile) \(text.debugDescription) at \(at)" }
    }

    static let sessions: [Session] = [
        Session(profile: "simple", text: "hi @taro san", at: 6, kind: .mention),
        Session(profile: "twitter", text: "hi @taro san", at: 6, kind: .mention),
        Session(profile: "twitter", text: "見て #日本語 です", at: 14, kind: .hashtag),
        Session(profile: "bluesky", text: "see #tokyo now", at: 7, kind: .hashtag),
        Session(profile: "mastodon", text: "#東京 and more", at: 4, kind: .hashtag),
    ]

    static var cases: [(Session, Commit)] { sessions.flatMap { session in Commit.allCases.map { (session, $0) } } }

    @Test(arguments: cases)
    func aCompositionInsideAnEntityIsLeftAloneUntilItCommits(_ session: Session, _ commit: Commit) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(session.profile)))
        var document = HighlightDocument(session.text, highlighter: highlighter)
        var string = document.attributedString()
        #expect(string.attributedEntities.contains { $0.kind == session.kind && $0.range.contains(session.at) })
        var marked = session.at..<session.at
        for step in Self.kanaToKanji {
            let update = try document.replace(marked, in: .utf8, with: step)
            // The editor's edit: marked text takes the attributes of the character before it, as typing does.
            let bounds = string.indices(utf8Range: marked)
            var replacement = AttributedString(step)
            replacement.setAttributes(string[string.unicodeScalars.index(before: bounds.lowerBound)..<bounds.lowerBound].runs.first!.attributes)
            string.replaceSubrange(bounds, with: replacement)
            marked = marked.lowerBound..<(marked.lowerBound + step.utf8.count)
            let editorsMarkedText = AttributedRuns(AttributedString(string[string.indices(utf8Range: marked)]))

            string.applyHighlight(update, markedRange: marked)

            #expect(AttributedRuns(AttributedString(string[string.indices(utf8Range: marked)])) == editorsMarkedText,
                    "step \(step.debugDescription): the marked text was restyled")
            let fresh = document.attributedString()
            for outside in [0..<marked.lowerBound, marked.upperBound..<document.length(in: .utf8)] {
                #expect(AttributedRuns(AttributedString(string[string.indices(utf8Range: outside)]))
                        == AttributedRuns(AttributedString(fresh[fresh.indices(utf8Range: outside)])),
                        "step \(step.debugDescription): \(outside) differs from a fresh build")
            }
        }
        switch commit {
        case .byReplacing:
            let update = try document.replace(marked, in: .utf8, with: "仮名")
            string.replaceSubrange(string.indices(utf8Range: marked), with: AttributedString("仮名"))
            string.applyHighlight(update, markedRange: nil)
        case .asTyped:
            string.applyHighlight(committing: marked, of: document)
        }
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
    }

    @Test func nothingMarkedIsTheOrdinaryRestyle() throws {
        var document = HighlightDocument("hi @jo", highlighter: Highlighter(profile: .simple))
        var string = document.attributedString()
        var other = string
        let update = try document.replace(6..<6, in: .utf8, with: "hn")
        string.replaceSubrange(string.indices(utf8Range: 6..<6), with: AttributedString("hn"))
        other.replaceSubrange(other.indices(utf8Range: 6..<6), with: AttributedString("hn"))
        string.applyHighlight(update)
        other.applyHighlight(update, markedRange: 2..<2)
        #expect(AttributedRuns(string) == AttributedRuns(other))
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString()))
    }

    @Test func thePlatformClosureVariantsSpareTheMarkedTextToo() throws {
        let attributes: (EntityKind, Style) -> AttributeContainer = { kind, _ in
            var container = AttributeContainer()
            container[AppMarkAttribute.self] = kind.rawValue.count
            return container
        }
        var document = HighlightDocument("hi #tag", highlighter: Highlighter(profile: .simple))
        var string = document.attributedString(attributes: attributes)
        // The marked text "かな" at 6, after "#ta": the hashtag grows into it (kana are letters).
        let update = try document.replace(6..<6, in: .utf8, with: "かな")
        string.replaceSubrange(string.indices(utf8Range: 6..<6), with: AttributedString("かな"))
        string.applyHighlight(update, markedRange: 6..<12, attributes: attributes)
        #expect(string[string.indices(utf8Range: 6..<12)].runs.allSatisfy { $0.patternKind == nil && $0[AppMarkAttribute.self] == nil })
        #expect(string[string.indices(utf8Range: 3..<6)].runs.allSatisfy { $0.patternValue == "taかなg" })
        string.applyHighlight(committing: 6..<12, of: document, attributes: attributes)
        #expect(AttributedRuns(string) == AttributedRuns(document.attributedString(attributes: attributes)))
    }
}
