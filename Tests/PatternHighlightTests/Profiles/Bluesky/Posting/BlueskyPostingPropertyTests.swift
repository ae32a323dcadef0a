import Testing
@_spi(Testing) @testable import PatternHighlight
import PatternHighlightTestSupport

/// The display count and posted bytes a document keeps as it is edited, and those of an annotation (its scan's
/// links as the hint), against a fresh computation on the display and posted texts themselves, over random texts
/// and random edits: links with IDN hosts, percent escapes, long paths, marks and emoji next to them, blank-line
/// runs, leading and trailing whitespace.
@Suite struct BlueskyPostingPropertyTests {
    static let pieces = [
        "https://münchen.de/straße", "https://EXAMPLE.com:443/Path", "https://example.com/a%20b/%2e%2e/c",
        "https://en.wikipedia.org/wiki/Swift_(programming_language)", "https://x.com/abc", "http://0x7f.1:8080/",
        "https://[::1]/x", "https://ＥＸＡＭＰＬＥ．ｃｏｍ/ü", "example.com/a/very/long/path", "example.com/café",
        "https://example.com/?", "https://example.com/#", "https://exa%mple.com/x", "https:\\\\example.com\\a\\b",
        "https://example.com/" + String(repeating: "long", count: 8), "@alice.test", "#tag", "$ABC", "hello", "é",
        "\u{301}", "👩‍👩‍👧‍👦", "🇫🇷", "\u{200D}", "\u{00AD}", "\u{200B}", " ", "  ", "\t", "\u{3000}", "\u{A0}",
        "\n", "\n\n", "\n\n\n", "\r\n", "\r\n\r\n", " \n \n ", "\u{2028}", "(", ")", ".", "日本語",
    ]

    static func randomText(_ count: Int, using random: inout SeededRandom) -> String {
        (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// The figures computed from the display and posted texts themselves.
    static func fresh(_ text: String) -> (displayGraphemes: Int, postedBytes: Int) {
        let annotation = Highlighter(profile: .bluesky).annotate(text)
        return (BlueskyPost.display(annotation)!.text.count, BlueskyPost(annotation)!.text.utf8.count)
    }

    @Test func annotationCountMatchesTheDisplayAndPostedTexts() throws {
        var random = SeededRandom(seed: 2222)
        for _ in 0..<1500 {
            let text = Self.randomText(Int.random(in: 0...12, using: &random), using: &random)
            let count = try #require(Highlighter(profile: .bluesky).annotate(text).count.bluesky)
            let expected = Self.fresh(text)
            #expect(count.displayGraphemes == expected.displayGraphemes, "\(text.debugDescription)")
            #expect(count.postedBytes == expected.postedBytes, "\(text.debugDescription)")
            #expect(CountingRule.bluesky.count(text).bluesky == count, "\(text.debugDescription)")
        }
    }

    @Test func documentKeepsTheFiguresOverRandomEdits() throws {
        var random = SeededRandom(seed: 3333)
        for _ in 0..<60 {
            var document = HighlightDocument(
                Self.randomText(Int.random(in: 0...20, using: &random), using: &random), highlighter: Highlighter(profile: .bluesky))
            for _ in 0..<25 {
                let scalars = Array(document.text.unicodeScalars)
                let lower = Int.random(in: 0...scalars.count, using: &random)
                let upper = min(scalars.count, lower + Int.random(in: 0...6, using: &random))
                let inserted = Self.randomText(Int.random(in: 0...3, using: &random), using: &random)
                _ = try document.replace(lower..<upper, in: .scalars, with: inserted)
                let text = document.text
                let count = try #require(document.count.bluesky)
                let expected = Self.fresh(text)
                #expect(count.displayGraphemes == expected.displayGraphemes, "\(text.debugDescription)")
                #expect(count.postedBytes == expected.postedBytes, "\(text.debugDescription)")
                #expect(count == Highlighter(profile: .bluesky).annotate(text).count.bluesky, "\(text.debugDescription)")
            }
        }
    }

    /// Stretches of whitespace and invisibles longer than the 64 bytes the document first reads on each side of an
    /// edit, blank-line runs across many paragraphs, edits in UTF-16 offsets and whole-text replacements, paragraphs
    /// flat and in small chunks.
    @Test func documentKeepsThePostedBytesAcrossLongBlankStretches() throws {
        let long = [
            String(repeating: " \n", count: 50), String(repeating: "\u{200B}", count: 40), String(repeating: "\r\n", count: 70),
            String(repeating: "\u{3000}", count: 30), "word", "https://example.com/path", "日本語", "\n\n\n",
        ]
        var random = SeededRandom(seed: 4444)
        for round in 0..<40 {
            func piece() -> String {
                Bool.random(using: &random) ? long.randomElement(using: &random)! : Self.pieces.randomElement(using: &random)!
            }
            var document = HighlightDocument(
                (0..<Int.random(in: 0...10, using: &random)).map { _ in piece() }.joined(), highlighter: Highlighter(profile: .bluesky))
            if round % 2 == 1 {
                // Every edit through a window, long paragraphs cut into small chunks the bytes are read across.
                document.windowThreshold = 0
                document.chunkSize = 16
            }
            for step in 0..<20 {
                if round % 10 == 0 && step == 10 {
                    _ = document.setText((0..<4).map { _ in piece() }.joined())
                } else {
                    let units = document.text.utf16.count
                    let lower = Int.random(in: 0...units, using: &random)
                    let upper = min(units, lower + Int.random(in: 0...80, using: &random))
                    let inserted = (0..<Int.random(in: 0...2, using: &random)).map { _ in piece() }.joined()
                    // UTF-16 offsets inside a surrogate pair are refused; such an edit changes nothing.
                    _ = try? document.replace(lower..<upper, in: .utf16, with: inserted)
                }
                let text = document.text
                let count = try #require(document.count.bluesky)
                #expect(count.postedBytes == Self.fresh(text).postedBytes, "\(text.debugDescription)")
                #expect(count == Highlighter(profile: .bluesky).annotate(text).count.bluesky, "\(text.debugDescription)")
            }
        }
    }

    /// Every edit of every short text over a few characters — a letter, a space, a line break, an invisible — that
    /// replaces any range with a word, a blank or nothing: the posted bytes the document keeps equal a count of the
    /// new text, in a flat paragraph and in one read through windows and small chunks. Typing next to a blank
    /// stretch at either end of the text, or inside one, is where an edit changes what posting trims.
    @Test func everySmallEditKeepsThePostedBytes() throws {
        let alphabet = ["a", " ", "\n", "\u{200B}"]
        let insertions = ["", "b", " ", "\n", "b ", " b", "\u{200B}"]
        var texts = [""]
        var shorter = [""]
        for _ in 0..<4 {
            shorter = shorter.flatMap { text in alphabet.map { text + $0 } }
            texts += shorter
        }
        let highlighter = Highlighter(profile: .bluesky)
        var edits = 0
        for text in texts {
            let scalars = text.unicodeScalars.count
            for lower in 0...scalars {
                for upper in lower...scalars {
                    for inserted in insertions {
                        for windowed in [false, true] {
                            var document = HighlightDocument(text, highlighter: highlighter)
                            if windowed {
                                document.windowThreshold = 0
                                document.chunkSize = 1
                            }
                            _ = try document.replace(lower..<upper, in: .scalars, with: inserted)
                            let expected = highlighter.annotate(document.text).count.bluesky
                            #expect(document.count.bluesky == expected, "\(text.debugDescription) [\(lower), \(upper)) ← \(inserted.debugDescription)")
                            edits += 1
                        }
                    }
                }
            }
        }
        #expect(edits > 30_000)
    }

    /// What posting removes, computed scalar by scalar as the rules say it (`specs/bluesky-posting.md` §5): the
    /// reference for the library's byte scan, which reads only the runs holding a line break.
    static func referenceRemovedBytes(_ text: String) -> Int {
        func isWhitespace(_ value: UInt32) -> Bool {
            [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF].contains(value)
                || (0x2000...0x200A).contains(value)
        }
        func isRun(_ value: UInt32) -> Bool { isWhitespace(value) || [0xAD, 0x2060, 0x200B, 0x200C, 0x200D].contains(value) }
        let scalars = Array(text.unicodeScalars)
        var offsets = [0]
        for scalar in scalars { offsets.append(offsets.last! + String(scalar).utf8.count) }
        var start = 0
        var index = 0
        while index < scalars.count, isWhitespace(scalars[index].value) {
            if scalars[index] == "\n" { start = index + 1 }
            index += 1
        }
        var end = scalars.count
        while end > start, isWhitespace(scalars[end - 1].value) { end -= 1 }
        var removed = offsets[start] + offsets[scalars.count] - offsets[end]
        index = start
        while index < end {
            guard isRun(scalars[index].value) else {
                index += 1
                continue
            }
            var breaks: [Int] = []
            while index < end, isRun(scalars[index].value) {
                if scalars[index] == "\n" || scalars[index] == "\r" { breaks.append(index) }
                index += 1
            }
            if breaks.count >= 3 { removed += offsets[breaks.last! + 1] - offsets[breaks.first!] - 2 }
        }
        return removed
    }

    @Test func removedBytesFollowTheRules() {
        let blanks = ["\n", "\r", "\r\n", " ", "\t", "\u{A0}", "\u{3000}", "\u{2028}", "\u{200B}", "\u{AD}", "\u{2060}", "\u{FEFF}", "\u{1680}"]
        var random = SeededRandom(seed: 6666)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...16, using: &random)).map { _ in
                Int.random(in: 0..<3, using: &random) == 0 ? Self.pieces.randomElement(using: &random)! : blanks.randomElement(using: &random)!
            }.joined()
            let bytes = Array(text.utf8)
            #expect(BlueskyPostedText.removedByteCount(bytes) == Self.referenceRemovedBytes(text), "\(text.debugDescription)")
            let edits = BlueskyPostedText.edits(in: bytes)
            #expect(edits.reduce(0) { $0 + $1.range.count - $1.replacement.count } == Self.referenceRemovedBytes(text), "\(text.debugDescription)")
        }
    }
}
