import Testing
@testable import PatternHighlight

/// Emoji before every kind of entity (ZWJ sequences, flags, skin tones, keycaps): offsets in UTF-8, UTF-16 and
/// scalars must equal what Swift's own views of the string say. The conformance suite has no astral
/// character before an entity, so it cannot catch a unit mix-up.
@Suite struct TwitterOffsetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        /// The entities' kinds and texts, in order.
        let expected: [(kind: EntityKind, text: String)]
        var testDescription: String { text.debugDescription }
    }

    static let family = "👨\u{200D}👩\u{200D}👧"
    static let flag = "🇯🇵"
    static let thumbs = "👍🏽"
    static let keycap = "1\u{FE0F}\u{20E3}"

    static let cases: [Case] = [
        Case(text: "\(family) @user", expected: [(.mention, "@user")]),
        Case(text: "\(flag)@user/list", expected: [(.mention, "@user/list")]),
        Case(text: "\(thumbs) #tag \(family)#家族", expected: [(.hashtag, "#tag"), (.hashtag, "#家族")]),
        Case(text: "\(flag)#日本 \(keycap) #123 #x", expected: [(.hashtag, "#日本"), (.hashtag, "#x")]),
        Case(text: "\(family) $AAPL \(thumbs) $TWTR.B", expected: [(.cashtag, "$AAPL"), (.cashtag, "$TWTR.B")]),
        Case(text: "\(thumbs)$AAPL", expected: []),
        Case(text: "\(family) https://example.com/a?b=c \(flag)", expected: [(.url, "https://example.com/a?b=c")]),
        // An emoji is a domain character, so the host run starts at it; only the ASCII host is kept.
        Case(text: "\(thumbs)example.com/path \(flag) t.co/abc", expected: [(.url, "example.com/path"), (.url, "t.co/abc")]),
        Case(text: "http://\(family).com/x", expected: [(.url, "http://\(family).com/x")]),
        Case(text: "\(flag)\(family)\(thumbs) @a #b $C http://d.co", expected: [
            (.mention, "@a"), (.hashtag, "#b"), (.cashtag, "$C"), (.url, "http://d.co"),
        ]),
        Case(text: "𠀡𠀡 #𠀡 @x\n\(family)\n#y", expected: [(.hashtag, "#𠀡"), (.mention, "@x"), (.hashtag, "#y")]),
    ]

    @Test(arguments: cases) func offsetsMatchSwiftsViews(_ testCase: Case) throws {
        let annotation = Highlighter(profile: .twitter).annotate(testCase.text)
        #expect(annotation.entities.map(\.kind) == testCase.expected.map(\.kind))
        #expect(try annotation.entities.map { try annotation.text(in: $0.range) } == testCase.expected.map(\.text))
        guard annotation.entities.count == testCase.expected.count else { return }
        let text = testCase.text
        var searchFrom = text.startIndex
        for (entity, expected) in zip(annotation.entities, testCase.expected) {
            let found = try #require(text.range(of: expected.text, from: searchFrom))
            searchFrom = found.upperBound
            let utf8 = text.utf8.distance(from: text.startIndex, to: found.lowerBound)..<text.utf8.distance(from: text.startIndex, to: found.upperBound)
            let utf16 = text.utf16.distance(from: text.startIndex, to: found.lowerBound)..<text.utf16.distance(from: text.startIndex, to: found.upperBound)
            let scalars = text.unicodeScalars.distance(from: text.startIndex, to: found.lowerBound)..<text.unicodeScalars.distance(from: text.startIndex, to: found.upperBound)
            #expect(entity.range == utf8)
            #expect(try annotation.range(entity.range, in: .utf8) == utf8)
            #expect(try annotation.range(entity.range, in: .utf16) == utf16)
            #expect(try annotation.range(entity.range, in: .scalars) == scalars)
        }
        #expect(annotation.length(in: .utf16) == text.utf16.count)
        #expect(annotation.length(in: .scalars) == text.unicodeScalars.count)
    }
}

private extension String {
    /// The first range of `needle` at or after `start` (by scalars; no Foundation needed).
    func range(of needle: String, from start: Index) -> Range<Index>? {
        let haystack = unicodeScalars
        let pattern = Array(needle.unicodeScalars)
        var index = start
        while index < haystack.endIndex {
            var probe = index
            var matched = 0
            while matched < pattern.count && probe < haystack.endIndex && haystack[probe] == pattern[matched] {
                probe = haystack.index(after: probe)
                matched += 1
            }
            if matched == pattern.count { return index..<probe }
            index = haystack.index(after: index)
        }
        return nil
    }
}
