import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The block-at-a-time text scans (UTF-8 validation, paragraph breaks, twitter triggers) against plain
/// byte-by-byte references, on random texts that put the interesting bytes at every position of a block.
@Suite struct TextScanningTests {
    /// Bytes that make UTF-8 interesting: ASCII, every kind of lead, continuations, and the invalid ones.
    static let pieces: [[UInt8]] = [
        [0x61], [0x20], [0x0A], [0x0D], [0x0D, 0x0A], [0x40], [0x23], [0x24], [0x2E],
        Array("é".utf8), Array("日".utf8), Array("😀".utf8), Array("\u{2028}".utf8), Array("\u{2029}".utf8),
        Array("\u{200D}".utf8), Array("＠".utf8), Array("＃".utf8), Array("～".utf8), Array("\u{FE0F}".utf8),
        [0x80], [0xBF], [0xC0, 0x80], [0xC2], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xF5], [0xFF], [0xE2, 0x80], [0xF0, 0x9F, 0x98],
    ]

    /// Up to `maximumLength` bytes (80 by default; longer texts reach the scans' whole 64-byte blocks).
    static func randomText(_ random: inout SeededRandom, validOnly: Bool, maximumLength: Int = 80) -> [UInt8] {
        let usable = validOnly ? Array(pieces.prefix(19)) : pieces
        var bytes: [UInt8] = []
        let length = Int(random.next() % UInt64(maximumLength))
        while bytes.count < length {
            // Mostly ASCII letters, so that blocks without anything interesting occur too.
            if random.next() % 3 == 0 {
                bytes += usable[Int(random.next() % UInt64(usable.count))]
            } else {
                bytes.append(0x61 + UInt8(random.next() % 26))
            }
        }
        return bytes
    }

    @Test func validationAgreesWithSwiftsDecoder() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<20_000 {
            let bytes = Self.randomText(&random, validOnly: random.next() % 4 == 0)
            let valid = String(validating: bytes, as: UTF8.self) != nil
            #expect(UTF8Validator.isValid(bytes) == valid, "\(bytes)")
            let offset = UTF8Validator.firstInvalidOffset(in: bytes)
            #expect((offset == nil) == valid, "\(bytes)")
            if let offset {
                #expect(String(validating: bytes[..<offset], as: UTF8.self) != nil, "\(bytes) before \(offset)")
            }
        }
    }

    /// The paragraph splitter as it was, one byte at a time.
    static func referenceParagraphs(_ bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let length = ParagraphBreaks.breakLength(in: bytes, at: index)
            if length == 0 || index + length > range.upperBound {
                index += 1
                continue
            }
            ranges.append(start..<index)
            index += length
            start = index
        }
        ranges.append(start..<range.upperBound)
        return ranges
    }

    @Test func paragraphBreaksAgreeWithByteByByteSplitting() {
        var random = SeededRandom(seed: 12)
        for _ in 0..<20_000 {
            let bytes = Self.randomText(&random, validOnly: true, maximumLength: random.next() % 2 == 0 ? 80 : 300)
            let lower = bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count / 4 + 1))
            let upper = bytes.count - (bytes.isEmpty ? 0 : Int(random.next() % UInt64(bytes.count / 4 + 1)))
            guard lower <= upper else { continue }
            #expect(ParagraphBreaks.paragraphRanges(in: bytes, lower..<upper) == Self.referenceParagraphs(bytes, lower..<upper), "\(bytes)")
        }
    }

    /// Every sigil, every `$` before a byte that may start a ticker (`A` or above) and every `.` before a byte that
    /// may start a domain character (`0` or above, a control, `"`; or the end): the trigger scan skips the others.
    @Test func twitterTriggersAreEverySigilAndPossibleStart() {
        var random = SeededRandom(seed: 13)
        for _ in 0..<20_000 {
            let bytes = Self.randomText(&random, validOnly: true, maximumLength: random.next() % 2 == 0 ? 80 : 300)
            var expected: [Int] = []
            for index in bytes.indices {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                switch bytes[index] {
                case 0x40, 0x23: expected.append(index)
                case 0x24 where next >= 0x41: expected.append(index)
                case 0x2E where next >= 0x30 || next < 0x20 || next == 0x22: expected.append(index)
                case 0xEF where bytes[index + 1] == 0xBC && (bytes[index + 2] == 0xA0 || bytes[index + 2] == 0x83): expected.append(index)
                default: break
                }
            }
            var found: [Int] = []
            var triggers = TwitterTriggers.Iterator(bytes, 0..<bytes.count)
            while let (offset, _) = triggers.next() { found.append(offset) }
            #expect(found == expected, "\(bytes)")
        }
    }

    /// The twitter whole-text scan that validates UTF-8 while it finds triggers and breaks: exactly the texts the
    /// validator rejects fail, with the validator's first invalid offset, and the others annotate as their `String`.
    @Test func fusedValidationAgreesWithTheValidator() throws {
        var random = SeededRandom(seed: 14)
        let highlighter = Highlighter(profile: .twitter)
        for _ in 0..<5_000 {
            var bytes = Self.randomText(&random, validOnly: random.next() % 3 == 0, maximumLength: 400)
            // Errors late in long texts too: an invalid piece near the end, or a lead cut short at the very end.
            if random.next() % 4 == 0 { bytes += [[0xFF], [0xE2, 0x80], [0xF0, 0x9F, 0x98], [0xC2]][Int(random.next() % 4)] }
            let expectedOffset = UTF8Validator.firstInvalidOffset(in: bytes)
            let found = highlighter.profile.recognizer.entities(in: bytes, scope: .uncheckedWholeText)
            let entities = found ?? []
            let valid = found != nil
            #expect(valid == (expectedOffset == nil), "\(bytes)")
            if let expectedOffset {
                #expect(entities.isEmpty)
                #expect(throws: TextError.invalidUTF8(byteOffset: expectedOffset)) { try highlighter.annotate(utf8: bytes) }
            } else {
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(try highlighter.annotate(utf8: bytes).entities == highlighter.annotate(text).entities, "\(bytes)")
            }
        }
    }

    /// The spoofing check's ASCII fast path (masked overlapping loads) agrees with a byte-by-byte test on every
    /// range of random texts.
    @Test func spoofingASCIITestMatchesBytes() {
        var random = SeededRandom(seed: 14)
        for _ in 0..<300 {
            let bytes = Self.randomText(&random, validOnly: true)
            for start in 0...bytes.count {
                for end in start...min(bytes.count, start + 40) {
                    let expected = bytes[start..<end].allSatisfy { $0 < 0x80 }
                    #expect(ByteWords.isASCII(bytes, start..<end) == expected, "\(bytes) \(start)..<\(end)")
                }
            }
        }
    }

    /// The bidirectional controls: ALM, LRM, RLM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI.
    static let bidiControls: Set<UInt32> = [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]

    /// Invisible formatting characters and blank fillers: soft hyphen, combining grapheme joiner, Hangul fillers,
    /// Mongolian vowel separator, zero-width space, word joiner and invisible operators, byte order mark.
    static let invisibleFormatting: Set<UInt32> = [
        0x00AD, 0x034F, 0x115F, 0x1160, 0x180E, 0x200B, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x3164, 0xFEFF, 0xFFA0,
    ]

    /// The spoofing check's switch holds exactly the two documented sets, listed here one character at a time.
    @Test func spoofingSwitchMatchesTheSets() {
        for value in UInt32(0)...0x10FFFF {
            let expected = Self.bidiControls.contains(value) || Self.invisibleFormatting.contains(value)
            guard SpoofingCharacters.isSpoofing(value) == expected else {
                Issue.record("U+\(String(value, radix: 16))")
                return
            }
        }
    }
}
