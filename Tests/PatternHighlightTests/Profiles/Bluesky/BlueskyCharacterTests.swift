import Testing
@testable import PatternHighlight

/// The byte-level character tests of the `bluesky` rules against the characters they stand for.
@Suite struct BlueskyCharacterTests {
    typealias Classes = BlueskyCharacters.ASCIIClass

    @Test(arguments: [
        ("whitespace", Classes.whitespace, "\t\n\u{0B}\u{0C}\r "),
        ("letter", Classes.letter, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"),
        ("alphanumeric", Classes.alphanumeric, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"),
        ("word", Classes.word, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"),
        ("handle", Classes.handle, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-"),
        ("strippedFromLinks", Classes.strippedFromLinks, ".,;:!?"),
        ("cashtagFollower", Classes.cashtagFollower, ".,;:!?)\"'\t\n\u{0B}\u{0C}\r "),
    ] as [(String, ASCIIByteClass, String)])
    func asciiClassHoldsExactlyItsCharacters(_ name: String, _ map: ASCIIByteClass, _ members: String) {
        for byte in UInt8(0)...UInt8(255) {
            #expect(map.contains(byte) == members.utf8.contains(byte), "\(name): byte \(byte)")
        }
    }

    @Test func asciiPunctuationIsTheASCIIPartOfUnicodePunctuation() {
        for byte in UInt8(0)..<UInt8(128) {
            let category = Unicode.Scalar(byte).properties.generalCategory
            let isPunctuation = [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                                 .initialPunctuation, .finalPunctuation, .otherPunctuation].contains(category)
            #expect(Classes.punctuation.contains(byte) == isPunctuation, "byte \(byte)")
            #expect(BlueskyCharacters.isPunctuation(UInt32(byte)) == isPunctuation, "byte \(byte)")
        }
    }

    /// JavaScript's `\s`, written out: not U+0085, U+180E or U+200B.
    static let javaScriptWhitespace: Set<UInt32> = Set([0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF] + Array(0x2000...0x200A))

    /// Every scalar up to U+FFFF read forwards from its UTF-8 and backwards from its end, alone and between others.
    @Test func whitespaceIsReadTheSameForwardsAndBackwards() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Self.javaScriptWhitespace.contains(value)
            #expect(BlueskyCharacters.isWhitespace(value) == expected, "U+\(String(value, radix: 16))")
            let bytes = Array(("x" + String(scalar) + "y").utf8)
            let length = bytes.count - 2
            #expect(BlueskyCharacters.whitespaceLength(in: bytes, at: 1, end: bytes.count) == (expected ? length : 0), "U+\(String(value, radix: 16))")
            #expect(BlueskyCharacters.whitespaceEnds(in: bytes, at: 1 + length, lowerBound: 0) == expected, "U+\(String(value, radix: 16))")
            // Cut short by the end: never whitespace, never out of bounds.
            if length > 1 {
                #expect(BlueskyCharacters.whitespaceLength(in: bytes, at: 1, end: bytes.count - 2) == 0)
                #expect(!BlueskyCharacters.whitespaceEnds(in: bytes, at: 1 + length, lowerBound: 2))
            }
        }
    }

    @Test func scalarReaderDecodesAndStaysInBounds() {
        for text in ["a", "é", "€", "😀", "\u{10FFFF}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}"] {
            let bytes = Array(text.utf8)
            let read = UTF8ScalarReader.scalar(in: bytes, at: 0, end: bytes.count)
            #expect(read.value == text.unicodeScalars.first!.value && read.length == bytes.count, "\(text)")
            for end in 1..<bytes.count {
                let cut = UTF8ScalarReader.scalar(in: bytes, at: 0, end: end)
                #expect(cut.length >= 1 && cut.length <= end)
            }
        }
    }
}
