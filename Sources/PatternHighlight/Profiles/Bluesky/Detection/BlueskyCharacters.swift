/// The character classes of Bluesky's detector, read straight off the UTF-8 bytes, spelled out so that neither
/// PCRE2 nor Swift substitutes its own idea of them (see `specs/bluesky-facets.md` §6).
///
/// The byte tests are bounds-checked against the caller's `end` (or lower bound) and never trap, even on bytes
/// that are not UTF-8 yet: the one-pass scan reads ahead of its validation and discards everything when the text
/// turns out not to be UTF-8.
enum BlueskyCharacters {
    /// ASCII bytes by class, as 128-bit maps (``ASCIIByteClass``); a test compares each with the characters it
    /// stands for.
    enum ASCIIClass {
        /// JavaScript's `\s` in ASCII: tab, LF, VT, FF, CR, space.
        static var whitespace: ASCIIByteClass { ASCIIByteClass(low: 0x0000_0001_0000_3E00, high: 0) }
        /// `[A-Za-z]`.
        static var letter: ASCIIByteClass { ASCIIByteClass(low: 0, high: 0x07FF_FFFE_07FF_FFFE) }
        /// `[A-Za-z0-9]`.
        static var alphanumeric: ASCIIByteClass { ASCIIByteClass(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE) }
        /// `[A-Za-z0-9_]`: PCRE2's `\w` without UCP, which its `\b` tests.
        static var word: ASCIIByteClass { ASCIIByteClass(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE) }
        /// `[A-Za-z0-9.-]`: what a mention's handle is a run of.
        static var handle: ASCIIByteClass { ASCIIByteClass(low: 0x03FF_6000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE) }
        /// The ASCII characters of `\p{P}`: `!"#%&'()*,-./:;?@[\]_{}` (`$+<=>^|~` and the backtick are symbols).
        static var punctuation: ASCIIByteClass { ASCIIByteClass(low: 0x8C00_F7EE_0000_0000, high: 0x2800_0000_B800_0001) }
        /// `. , ; : ! ?`: of these, one is stripped from the end of a link first.
        static var strippedFromLinks: ASCIIByteClass { ASCIIByteClass(low: 0x8C00_5002_0000_0000, high: 0) }
        /// What may follow a cashtag's ticker in ASCII: whitespace or one of `. , ; : ! ? ) " '`.
        static var cashtagFollower: ASCIIByteClass { ASCIIByteClass(low: 0x8C00_5287_0000_3E00, high: 0) }
    }

    /// Whether `value` is JavaScript whitespace (`\s`): ASCII tab, LF, VT, FF, CR and space, NBSP, U+1680,
    /// U+2000–U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 and U+FEFF. Not U+0085 (unlike PCRE2's UCP `\s`),
    /// and not only ASCII (unlike PCRE2's plain `\s`).
    @inline(__always)
    static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// Whether `value` is one of the invisible characters that end a hashtag body: soft hyphen, word joiner, hair
    /// space, ZWSP, ZWNJ, ZWJ and U+20E2.
    @inline(__always)
    static func isTagStopper(_ value: UInt32) -> Bool {
        switch value {
        case 0xAD, 0x2060, 0x200A...0x200D, 0x20E2: return true
        default: return false
        }
    }

    /// Whether `value` is Unicode punctuation (`\p{P}`: general categories Pc, Pd, Ps, Pe, Pi, Pf, Po), by the
    /// standard library's tables (Unicode 16 in the Swift 6.3 toolchain, the version of the reference's list;
    /// PCRE2 10.42's `\p{P}` is only Unicode 14, which is why no bluesky rule uses it).
    @inline(__always)
    static func isPunctuation(_ value: UInt32) -> Bool {
        if value < 0x80 { return ASCIIClass.punctuation.contains(UInt8(truncatingIfNeeded: value)) }
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    /// The length in bytes of the JavaScript whitespace character that starts at `offset` (before `end`), or 0.
    @inline(__always)
    static func whitespaceLength(in bytes: [UInt8], at offset: Int, end: Int) -> Int {
        let lead = bytes[offset]
        if lead < 0x80 { return ASCIIClass.whitespace.contains(lead) ? 1 : 0 }
        switch lead {
        case 0xC2:
            return offset + 1 < end && bytes[offset + 1] == 0xA0 ? 2 : 0
        case 0xE1, 0xE2, 0xE3, 0xEF:
            guard offset + 2 < end else { return 0 }
            return isThreeByteWhitespace(lead, bytes[offset + 1], bytes[offset + 2]) ? 3 : 0
        default:
            return 0
        }
    }

    /// Whether the character that ends at `offset` (after `lowerBound`) is JavaScript whitespace.
    @inline(__always)
    static func whitespaceEnds(in bytes: [UInt8], at offset: Int, lowerBound: Int) -> Bool {
        let last = bytes[offset - 1]
        if last < 0x80 { return ASCIIClass.whitespace.contains(last) }
        if last == 0xA0 && offset - 2 >= lowerBound && bytes[offset - 2] == 0xC2 { return true }
        guard offset - 3 >= lowerBound else { return false }
        return isThreeByteWhitespace(bytes[offset - 3], bytes[offset - 2], last)
    }

    /// The three-byte JavaScript whitespace: U+1680 (`E1 9A 80`), U+2000–U+200A, U+2028, U+2029, U+202F
    /// (`E2 80 80`–`8A`, `A8`, `A9`, `AF`), U+205F (`E2 81 9F`), U+3000 (`E3 80 80`), U+FEFF (`EF BB BF`).
    @inline(__always)
    private static func isThreeByteWhitespace(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
        switch (first, second) {
        case (0xE2, 0x80): return (0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF
        case (0xE2, 0x81): return third == 0x9F
        case (0xE1, 0x9A): return third == 0x80
        case (0xE3, 0x80): return third == 0x80
        case (0xEF, 0xBB): return third == 0xBF
        default: return false
        }
    }

    /// Whether a sigil at `offset` follows what the rules allow before it: the start of the scanned range
    /// (`lowerBound`), JavaScript whitespace, or, when `afterParenthesis`, `(`.
    @inline(__always)
    static func opensEntity(in bytes: [UInt8], at offset: Int, lowerBound: Int, afterParenthesis: Bool) -> Bool {
        offset == lowerBound || (afterParenthesis && bytes[offset - 1] == UInt8(ascii: "("))
            || whitespaceEnds(in: bytes, at: offset, lowerBound: lowerBound)
    }
}
