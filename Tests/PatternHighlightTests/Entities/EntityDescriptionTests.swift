import Testing
import PatternHighlight

/// `print(entity)` shows what a reader needs: kind, UTF-8 range and value (then list slug, partial).
@Suite struct EntityDescriptionTests {
    @Test func anEntityPrintsItsKindRangeAndValue() {
        let twitter = Highlighter(profile: .twitter).annotate("hi @john and @jack/team").entities
        #expect(twitter.map(\.description) == [#"mention 3..<8 "john""#, #"mention 13..<23 "jack" list "/team""#])
        let partial = Highlighter(profile: .simple).annotate("draft #").entities
        #expect(partial.map(\.description) == [#"hashtag 6..<7 "" partial"#])
        #expect(twitter.map { String(reflecting: $0) } == twitter.map(\.description))
    }
}
