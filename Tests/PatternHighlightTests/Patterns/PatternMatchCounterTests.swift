import Testing
@testable import PatternHighlight

/// The benchmark's naive floor must count exactly what the `simple` profile finds, or its speed means nothing.
@Suite struct PatternMatchCounterTests {
    static let counter = try! PatternMatchCounter(PatternMatchCounter.simplePatterns)

    @Test func countsEachKindOfTheSimplePatterns() {
        let counts = Self.counter.count(in: Array("hi @bob and @ann #x #y #z https://a.co/b".utf8))
        #expect(counts.kinds == [.hashtag, .mention, .url])
        #expect(counts.perKind == [3, 2, 1])
        #expect(counts.total == 6)
        #expect(!counts.hitLimit)
    }

    @Test(arguments: [
        "",
        "no entities at all",
        "mail a@b.com and #123 then https://en.wikipedia.org/wiki/Swift_(language)",
        "東京 #日本語 @山田 😀 #tag👍🏽 https://example.com/x?q=1#top\nnext line @two\r\n#three\u{2029}@four",
    ])
    func agreesWithTheSimpleProfileAcrossParagraphs(_ text: String) throws {
        let annotation = Highlighter(profile: .simple).annotate(text)
        let complete = annotation.entities.filter { !$0.isPartial }
        let counts = Self.counter.count(in: Array(text.utf8))
        #expect(counts.perKind == counts.kinds.map { kind in complete.filter { $0.kind == kind }.count })
    }

    @Test func theAlternationIsJITCompiled() {
        #expect(Self.counter.isJITCompiled)
    }
}
