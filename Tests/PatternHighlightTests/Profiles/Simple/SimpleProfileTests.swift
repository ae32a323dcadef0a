import Testing
@testable import PatternHighlight

@Suite struct SimpleProfileTests {
    static let highlighter = Highlighter(profile: .simple)

    static let fixtures: [CaretFixture] = [
        CaretFixture("hi @bob #x",
                     "   ^^^^ mention",
                     "        ^^ hashtag"),
        CaretFixture("see https://example.com/a now",
                     "    ^^^^^^^^^^^^^^^^^^^^^ url"),
        CaretFixture("mail a@b.com",
                     "      ^^^^^^ mention"),
        CaretFixture("#123 is a tag here",
                     "^^^^ hashtag"),
        CaretFixture("https://x.com/#frag @no",
                     "^^^^^^^^^^^^^^^^^^^ url",
                     "                    ^^^ mention"),
        CaretFixture("wiki https://en.wikipedia.org/wiki/Swift_(language) end",
                     "     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ url"),
        CaretFixture("bare example.com is not a link"),
    ]

    @Test(arguments: fixtures)
    func findsTheMarkedEntities(_ fixture: CaretFixture) {
        let annotation = Self.highlighter.annotate(fixture.text)
        #expect(annotation.entities.map(\.kind) == fixture.expected.map(\.kind))
        #expect(annotation.entities.map(\.range) == fixture.expected.map(\.utf8Range))
    }

    @Test func valuesDropTheSigilButNotTheScheme() {
        let annotation = Self.highlighter.annotate("@john.doe #swift https://example.com/a")
        #expect(annotation.entities.map(\.value) == ["john.doe", "swift", "https://example.com/a"])
    }

    @Test(arguments: ["draft @", "draft #", "@", "x#"])
    func aLoneSigilAtTheEndIsPartial(_ text: String) {
        let annotation = Self.highlighter.annotate(text)
        let last = try! #require(annotation.entities.last)
        #expect(last.isPartial)
        #expect(last.range == (text.utf8.count - 1)..<text.utf8.count)
        #expect(last.kind == (text.hasSuffix("@") ? .mention : .hashtag))
    }

    @Test func aSigilBeforeOtherTextIsNotPartial() {
        #expect(Self.highlighter.annotate("@ then").entities.isEmpty)
    }
}
