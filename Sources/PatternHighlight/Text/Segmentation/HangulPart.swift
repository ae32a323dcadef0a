/// The Hangul grapheme cluster break properties (UAX #29): a leading consonant (L), a vowel (V) or a trailing
/// consonant (T) jamo, or a precomposed syllable without (LV) or with (LVT) a trailing consonant; what
/// ``GraphemeCounter`` needs to count decomposed Korean (jamo sequences) without the standard library.
enum HangulPart {
    case leading, vowel, trailing, leadingVowel, leadingVowelTrailing

    /// The part of a conjoining jamo: U+1100–U+115F and U+A960–U+A97C (L), U+1160–U+11A7 and U+D7B0–U+D7C6 (V),
    /// U+11A8–U+11FF and U+D7CB–U+D7FB (T); `nil` for any other scalar. Checked against `String.count` in
    /// `GraphemeCounterFastPathTests`.
    init?(jamo value: UInt32) {
        switch value {
        case 0x1100...0x115F, 0xA960...0xA97C: self = .leading
        case 0x1160...0x11A7, 0xD7B0...0xD7C6: self = .vowel
        case 0x11A8...0x11FF, 0xD7CB...0xD7FB: self = .trailing
        default: return nil
        }
    }

    /// The part of the jamo or syllable U+AC00–U+D7A3 `value` (a syllable is LV when `(value − 0xAC00) % 28` is 0, the
    /// syllables without a trailing consonant), or `nil`.
    init?(_ value: UInt32) {
        if let jamo = HangulPart(jamo: value) {
            self = jamo
        } else if 0xAC00...0xD7A3 ~= value {
            self = (value - 0xAC00) % 28 == 0 ? .leadingVowel : .leadingVowelTrailing
        } else {
            return nil
        }
    }

    /// The part of the scalar that ends at `offset` in `buffer` (valid UTF-8, a scalar boundary after its start).
    init?(ofScalarBefore offset: Int, in buffer: UnsafeBufferPointer<UInt8>) {
        var start = offset - 1
        while buffer[start] & 0xC0 == 0x80 { start -= 1 }
        let lead = UInt32(buffer[start])
        // Every jamo and syllable is three bytes long.
        guard offset - start == 3 else { return nil }
        self.init(UTF8Scalars.threeByteValue(lead, buffer[start + 1], buffer[start + 2]))
    }

    /// Whether no cluster boundary stands between this part and the jamo `next` after it: L × (L | V | LV | LVT)
    /// (rule GB6), (LV | V) × (V | T) (GB7), (LVT | T) × T (GB8).
    func joins(_ next: HangulPart) -> Bool {
        switch self {
        case .leading: next != .trailing
        case .leadingVowel, .vowel: next == .vowel || next == .trailing
        case .leadingVowelTrailing, .trailing: next == .trailing
        }
    }
}
