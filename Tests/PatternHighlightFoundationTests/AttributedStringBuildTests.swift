import Foundation
import Testing
import PatternHighlight
@testable import PatternHighlightFoundation

/// The fresh build: typed attributes, links, themes, the platform closure and one run per entity.
@Suite struct AttributedStringBuildTests {
    @Test func everyEntityIsOneRunWithItsKindValueAndStyle() throws {
        let highlighter = Highlighter(profile: .simple)
        let annotation = highlighter.annotate("👋 hi @john.doe #swift https://example.com/a")
        let string = annotation.attributedString()
        #expect(string.attributedEntities == annotation.entities.map { AttributedEntity(range: $0.range, kind: $0.kind, value: $0.value) })
        #expect(AttributedRuns(string).runs.map(\.range) == annotation.runs.map(\.range))
        let mention = try #require(string.runs.first { $0.patternKind == .mention })
        #expect(mention.patternValue == "john.doe")
        #expect(mention.patternStyle == Theme.standard.style(for: .mention))
        #expect(mention.link == nil)
        let url = try #require(string.runs.first { $0.patternKind == .url })
        #expect(url.link == URL(string: "https://example.com/a"))
        #expect(string.runs.filter { $0.patternKind == nil }.allSatisfy { $0.patternValue == nil && $0.patternStyle == nil })
    }

    @Test func withoutAThemeOnlyTheSemanticAttributesAreSet() throws {
        let annotation = Highlighter(profile: .simple).annotate("see #swift")
        let run = try #require(annotation.attributedString(theme: nil).runs.first { $0.patternKind != nil })
        #expect(run.patternKind == .hashtag && run.patternValue == "swift" && run.patternStyle == nil)
    }

    @Test(arguments: [
        ("https://example.com/a", "https://example.com/a"),
        ("HTTP://Example.com", "HTTP://Example.com"),
        ("example.com/path", "https://example.com/path"),
        ("example.com:8080/x", "https://example.com:8080/x"),
    ])
    func httpURLsAndBareDomainsBecomeLinks(_ written: String, _ link: String) throws {
        let annotation = Highlighter(profile: .twitter).annotate("go \(written) now")
        let run = try #require(annotation.attributedString().runs.first { $0.patternKind == .url })
        #expect(run.link == URL(string: link))
    }

    @Test(arguments: ["javascript:alert(1)", "JavaScript://x.com", "data:text/html,hi", "ftp://example.com/x", "mailto:a@b.com"])
    func noOtherSchemeEverBecomesALink(_ value: String) {
        // No built-in profile finds these as URLs; the rule itself must refuse them whatever finds them.
        #expect(HighlightStyling.link(kind: .url, value: value) == nil)
        #expect(HighlightStyling.link(kind: .mention, value: "https://example.com") == nil)
    }

    @Test func touchingEqualEntitiesStayApartByAlternating() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "ticket", regex: #"T-\d+"#)])
        let annotation = highlighter.annotate("T-1T-1T-1 T-1T-2")
        let string = annotation.attributedString()
        #expect(annotation.entities.count == 5)
        #expect(string.attributedEntities.map(\.range) == annotation.entities.map(\.range))
        let alternates = string.runs.compactMap { run in run.patternKind == nil ? nil : run.patternAlternate ?? false }
        #expect(alternates == [false, true, false, false, false])
    }

    @Test func thePlatformClosureAddsTheAppsAttributes() throws {
        let annotation = Highlighter(profile: .simple).annotate("hi @bob #tag")
        let string = annotation.attributedString { kind, _ in
            var container = AttributeContainer()
            container[AppMarkAttribute.self] = kind == .mention ? 1 : 2
            return container
        }
        let marks = string.runs.compactMap { run in run.patternKind.map { ($0, run[AppMarkAttribute.self]) } }
        #expect(marks.map(\.0) == [.mention, .hashtag])
        #expect(marks.map(\.1) == [1, 2])
    }

    @Test func theDocumentBuildsWhatItsAnnotationBuilds() throws {
        let highlighter = Highlighter(profile: .bluesky)
        let text = "hi @alice.bsky.social\nsee example.com #tag 🎉"
        let document = HighlightDocument(text, highlighter: highlighter)
        #expect(AttributedRuns(document.attributedString()) == AttributedRuns(highlighter.annotate(text).attributedString()))
    }
}
