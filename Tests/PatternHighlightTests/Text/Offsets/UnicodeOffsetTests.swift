import Testing
@testable import PatternHighlight

/// Offsets in every unit, checked against Swift's own `utf8`, `utf16` and `unicodeScalars` views.
@Suite struct UnicodeOffsetTests {
    static let highlighter = Highlighter(profile: .simple)

    /// Texts a careful editor is tested with; each holds the three entities `@ann`, `#tag` and `https://x.io/p`.
    static let prefixes: [(name: String, text: String)] = [
        ("ascii", "hi "),
        ("emoji", "😀 "),
        ("zwj family", "👨‍👩‍👧 "),
        ("skin tone", "👍🏽 "),
        ("flag", "🇯🇵 "),
        ("decomposed accent", "cafe\u{301} "),
        ("cjk", "日本語のテキスト "),
        ("arabic", "مرحبا بالعالم "),
        ("rtl with bidi controls", "\u{202B}שלום\u{202C} \u{2067}עברית\u{2069} "),
        ("crlf", "line one\r\nline two "),
        ("line separator", "one\u{2028}two "),
        ("astral letters", "𝒜𝒷𝒸 "),
    ]

    @Test(arguments: prefixes.map(\.name))
    func entityOffsetsAreExactInEveryUnit(_ name: String) throws {
        let prefix = Self.prefixes.first { $0.name == name }!.text
        let text = prefix + "@ann and #tag then https://x.io/p 👋🏿 end"
        let annotation = Self.highlighter.annotate(text)
        #expect(annotation.entities.map(\.kind) == [.mention, .hashtag, .url])
        for entity in annotation.entities {
            let before = String(decoding: annotation.utf8[..<entity.range.lowerBound], as: UTF8.self)
            let through = String(decoding: annotation.utf8[..<entity.range.upperBound], as: UTF8.self)
            #expect(try annotation.range(entity.range, in: .utf8) == before.utf8.count..<through.utf8.count)
            #expect(try annotation.range(entity.range, in: .utf16) == before.utf16.count..<through.utf16.count)
            #expect(try annotation.range(entity.range, in: .scalars) == before.unicodeScalars.count..<through.unicodeScalars.count)
            #expect(try annotation.text(in: entity.range) == (entity.kind == .url ? "https://x.io/p" : entity.kind == .mention ? "@ann" : "#tag"))
        }
        #expect(annotation.length(in: .utf16) == text.utf16.count)
        #expect(annotation.length(in: .scalars) == text.unicodeScalars.count)
        #expect(annotation.length(in: .utf8) == text.utf8.count)
    }

    @Test func offsetsConvertBackFromEveryUnit() {
        let text = "👨‍👩‍👧 a\r\nb 日本 🇯🇵 e\u{301}\u{2028}z"
        let bytes = Array(text.utf8)
        let index = OffsetIndex(bytes: bytes)
        var utf16 = 0
        var scalars = 0
        var utf8 = 0
        for scalar in text.unicodeScalars {
            #expect(index.utf8Offset(utf16, in: .utf16, bytes: bytes) == utf8)
            #expect(index.utf8Offset(scalars, in: .scalars, bytes: bytes) == utf8)
            #expect(index.offset(utf8, in: .utf16, bytes: bytes) == utf16)
            if scalar.value > 0xFFFF {
                #expect(index.utf8Offset(utf16 + 1, in: .utf16, bytes: bytes) == nil, "between surrogate halves")
            }
            utf8 += scalar.utf8.count
            utf16 += scalar.utf16.count
            scalars += 1
        }
        #expect(index.utf8Offset(utf16 + 1, in: .utf16, bytes: bytes) == nil, "past the end")
    }

    /// The word-at-a-time counter against Swift's views, over every start and end alignment of a mixed text.
    @Test func counterAgreesWithSwiftViewsAtEveryAlignment() {
        let text = "a😀é日\r\n𝒜b👨‍👩‍👧 ü" + String(repeating: "x日😀", count: 700) + "🇯🇵z"
        let bytes = Array(text.utf8)
        var boundaries = [0]
        for scalar in text.unicodeScalars { boundaries.append(boundaries.last! + scalar.utf8.count) }
        for lower in boundaries.prefix(24) {
            for upper in boundaries where upper >= lower {
                let slice = String(decoding: bytes[lower..<upper], as: UTF8.self)
                let counts = UTF8Counter.counts(in: bytes, lower..<upper)
                guard counts.scalars == slice.unicodeScalars.count, counts.utf16 == slice.utf16.count else {
                    Issue.record("counts \(counts) for \(lower)..<\(upper)")
                    return
                }
            }
        }
    }

    @Test func longParagraphsUseCheckpoints() throws {
        let text = String(repeating: "ä😀x", count: 5000) + " @end"
        let annotation = Self.highlighter.annotate(text)
        let mention = annotation.entities.last!
        #expect(try annotation.offset(mention.range.lowerBound, in: .utf16) == String(repeating: "ä😀x", count: 5000).utf16.count + 1)
    }
}
