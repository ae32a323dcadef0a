/// The `twitter` profile's character classes as Swift predicates on scalar values, for the host-side rules.
///
/// Each mirrors a set in ``TwitterPatterns`` (named in its comment); the conformance tests and
/// `TwitterCharacterTests` check that the two agree.
enum GrammarCharacters {
    /// `TwitterPatterns.spaces`.
    @inline(__always)
    static func isSpace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x180E, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// `TwitterPatterns.directionalMarks`.
    @inline(__always)
    static func isDirectionalMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `TwitterPatterns.invalidCharacters`.
    @inline(__always)
    static func isInvalid(_ value: UInt32) -> Bool { value == 0xFFFE || value == 0xFEFF || value == 0xFFFF }

    /// `[A-Za-z0-9]`.
    @inline(__always)
    static func isASCIIAlphanumeric(_ value: UInt32) -> Bool {
        value < 0x80 && ASCIIClass.alphanumeric.contains(UInt8(truncatingIfNeeded: value))
    }

    /// `[A-Za-z]`, one byte.
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }

    /// `[A-Za-z0-9_]`, one byte: a mention name's characters, and what the hashtag alphanumerics hold in ASCII.
    @inline(__always)
    static func isASCIIWordCharacter(_ byte: UInt8) -> Bool { ASCIIClass.word.contains(byte) }

    /// The maps of ``isASCIIAlphanumeric(_:)`` and ``isASCIIWordCharacter(_:)`` (``isASCIILetter(_:)`` is one
    /// compare and needs none).
    enum ASCIIClass {
        /// `[A-Za-z0-9]`.
        static var alphanumeric: ASCIIByteClass { ASCIIByteClass(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE) }
        /// `[A-Za-z0-9_]`.
        static var word: ASCIIByteClass { ASCIIByteClass(low: 0x03FF_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE) }
    }

    /// `TwitterPatterns.latinAccents`.
    @inline(__always)
    static func isLatinAccent(_ value: UInt32) -> Bool {
        switch value {
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x253, 0x254, 0x256, 0x257, 0x259, 0x25B, 0x263, 0x268,
            0x26F, 0x272, 0x289, 0x28B, 0x2BB, 0x300...0x36F, 0x1E00...0x1EFF:
            return true
        default:
            return false
        }
    }

    /// A character a URL label may consist of (`invalidDomainChars.js`, as the JavaScript reference has it): anything
    /// but twitter-text's punctuation (`TwitterPatterns.urlPunctuation`), spaces, invalid and directional characters.
    /// The other ASCII controls, DEL, `"` and the backtick are domain characters there.
    @inline(__always)
    static func isDomainCharacter(_ value: UInt32) -> Bool {
        if value < 0x80 {
            return isASCIIAlphanumeric(value) || value == 0x22 || value == 0x60 || value < 0x09 || (0x0E...0x1F).contains(value)
                || value == 0x7F
        }
        return !(isSpace(value) || isInvalid(value) || isDirectionalMark(value))
    }

    /// What a URL label's run is made of: domain characters, `-` and `_` (`validSubdomain.js`). A run ends a
    /// label when a `.` follows it.
    @inline(__always)
    static func isLabelCharacter(_ value: UInt32) -> Bool {
        value == 0x2D || value == 0x5F || isDomainCharacter(value)
    }

    /// Whether a URL may start right after this character (`validUrlPrecedingChars.js`): anything but
    /// `[A-Za-z0-9@＠$#＃]` and invalid characters.
    @inline(__always)
    static func allowsURLAfter(_ value: UInt32) -> Bool {
        !(isASCIIAlphanumeric(value) || value == 0x40 || value == 0xFF20 || value == 0x24 || value == 0x23
            || value == 0xFF03 || isInvalid(value))
    }

    /// Whether a mention may start right after this character (the one-character branch of
    /// `TwitterPatterns.mentionPreceding`): anything but `[A-Za-z0-9_!#$%&*@＠]`.
    @inline(__always)
    static func allowsMentionAfter(_ value: UInt32) -> Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x21, 0x23, 0x24, 0x25, 0x26, 0x2A, 0x40, 0xFF20: return false
        default: return true
        }
    }

    /// Whether `RT` may start a mention's preceding group after this character (the `RT` branches of
    /// `TwitterPatterns.mentionPreceding`): anything but `[A-Za-z0-9_+~.-]`.
    @inline(__always)
    static func allowsRetweetMarkerAfter(_ value: UInt32) -> Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2B, 0x7E, 0x2E, 0x2D: return false
        default: return true
        }
    }

    /// Letters, digits, `-` and Latin accents: what a host label may be made of when a protocol-less URL keeps
    /// only its ASCII part (`validAsciiDomain.js`).
    @inline(__always)
    static func isASCIIDomainLabelCharacter(_ value: UInt32) -> Bool {
        isASCIIAlphanumeric(value) || value == 0x2D || isLatinAccent(value)
    }

    /// What a TLD may not be followed by (`(?=[^0-9a-z@+-]|$)` in `validGTLD.js`, case-insensitive).
    @inline(__always)
    static func blocksTLDEnd(_ value: UInt32) -> Bool {
        isASCIIAlphanumeric(value) || value == 0x40 || value == 0x2B || value == 0x2D
    }
}
