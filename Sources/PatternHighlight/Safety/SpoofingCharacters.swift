/// Characters that must never sit inside an entity: bidirectional controls and invisible formatting
/// characters. Inside a link or a handle they can make it read as something else (Trojan-source style
/// spoofing: `https://example.com/‮moc.lapyap` shows as `…paypal.com`), so the ``Highlighter`` drops any
/// entity whose text contains one, for every profile and every custom pattern.
///
/// Zero-width joiner and non-joiner (U+200C, U+200D) are allowed: scripts and emoji sequences need them, and
/// so are emoji tag characters (U+E0020–U+E007F, subdivision flags).
package enum SpoofingCharacters {
    /// Whether `scalar` is a bidi control or an invisible formatting character.
    static func isSpoofing(_ scalar: UInt32) -> Bool {
        if isBidiControl(scalar) { return true }
        // A switch, not a set: this runs for many bytes of every entity, and hashing does not pay.
        switch scalar {
        // Invisible formatting characters and blank fillers: soft hyphen, combining grapheme joiner, Hangul fillers,
        // Mongolian vowel separator, zero-width space, word joiner and invisible operators, byte order mark.
        case 0x00AD, 0x034F, 0x115F, 0x1160, 0x180E, 0x200B, 0x2060...0x2064, 0x3164, 0xFEFF, 0xFFA0: return true
        default: return false
        }
    }

    /// Whether `scalar` is a bidirectional control: ALM, LRM, RLM, LRE/RLE/PDF/LRO/RLO, LRI/RLI/FSI/PDI, each
    /// two or three UTF-8 bytes led by `D8` or `E2`. A terminal obeys them, so a line can display reversed.
    package static func isBidiControl(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Whether `bytes[range]` (valid UTF-8) contains a bidi control or an invisible formatting character.
    ///
    /// Every such character is two or three UTF-8 bytes led by `C2`, `CD`, `D8`, `E1`, `E2`, `E3` or `EF`,
    /// so ASCII and most other bytes are skipped without decoding.
    ///
    /// - Complexity: O(`range.count`).
    static func occurs(in bytes: [UInt8], range: Range<Int>) -> Bool {
        // Most entities are ASCII: settle those without a branch per byte.
        if ByteWords.isASCII(bytes, range) { return false }
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            // Eight ASCII bytes at a time (most entities are mostly ASCII).
            if end - index >= 8, ByteWords.isASCIIWord(in: bytes, at: index) {
                index += 8
                continue
            }
            let lead = bytes[index]
            // ASCII, continuation bytes, C0, C1: nothing to decode.
            if lead < 0xC2 {
                index += 1
                continue
            }
            switch lead {
            case 0xC2, 0xCD, 0xD8:
                guard index + 1 < end else { return false }
                let scalar = UTF8Scalars.twoByteValue(lead, bytes[index + 1])
                if isSpoofing(scalar) { return true }
                index += 2
            case 0xE1, 0xE2, 0xE3, 0xEF:
                guard index + 2 < end else { return false }
                let scalar = UTF8Scalars.threeByteValue(lead, bytes[index + 1], bytes[index + 2])
                if isSpoofing(scalar) { return true }
                index += 3
            default:
                index += 1
            }
        }
        return false
    }
}
