/// The bytes where a `twitter` entity can start, found 64 bytes at a time.
///
/// Every mention starts at `@` or `＠`, every hashtag at `#` or `＃`, every cashtag at `$`, and every URL is found
/// from the `.` after its first label (``URLScanner``). None of these characters can occur inside a
/// mention or hashtag match, so visiting them in order sees exactly the matches that one left-to-right pass of the
/// four rules as an alternation would see, and the rules run only there. ``ByteBlockScanner`` finds the trigger
/// bytes (`@ # $ .` and `0xEF BC`, the start of `＠` and `＃`; `$` and `.` only before a byte that may continue
/// them, see ``TriggerBytes``) 64 bytes at a time.
enum TwitterTriggers {
    /// What a trigger may start.
    enum Kind: UInt8 {
        case mention
        case hashtag
        case cashtag
        /// A `.` (the URL rules decide whether a domain character follows).
        case dot
    }

    /// The offset and kind of every trigger in `bytes[range]` (valid UTF-8, on scalar boundaries), in order.
    ///
    /// - Complexity: O(`range.count`) for the whole iteration, about one instruction per byte between triggers.
    struct Iterator: IteratorProtocol {
        private let bytes: [UInt8]
        private var candidates: ByteBlockScanner<TriggerBytes>

        init(_ bytes: [UInt8], _ range: Range<Int>) {
            self.bytes = bytes
            candidates = ByteBlockScanner(bytes, range)
        }

        @inline(__always)
        mutating func next() -> (offset: Int, kind: Kind)? {
            while let offset = candidates.next() {
                switch bytes[offset] {
                case UInt8(ascii: "@"): return (offset, .mention)
                case UInt8(ascii: "#"): return (offset, .hashtag)
                case UInt8(ascii: "$"): return (offset, .cashtag)
                case UInt8(ascii: "."): return (offset, .dot)
                default:
                    // U+FF20 FULLWIDTH COMMERCIAL AT is EF BC A0; U+FF03 FULLWIDTH NUMBER SIGN is EF BC 83. A lead
                    // byte in the range starts a whole scalar in it.
                    guard bytes[offset + 1] == 0xBC else { continue }
                    if bytes[offset + 2] == 0xA0 { return (offset, .mention) }
                    if bytes[offset + 2] == 0x83 { return (offset, .hashtag) }
                }
            }
            return nil
        }
    }

    /// What ``TextIterator`` finds: a trigger, or a byte where a paragraph break may start.
    enum TextEvent {
        case trigger(offset: Int, kind: Kind)
        case breakLead(offset: Int)
    }

    /// The triggers of a whole text together with the bytes where paragraph breaks may start (for
    /// ``ParagraphBreaks/Splitter``), in order: one pass finds both. `Pattern` is ``TriggerAndBreakBytes``, or
    /// ``ValidatingTriggerAndBreakBytes`` to check in the same pass that the text is UTF-8
    /// (``hasInvalidUTF8``).
    struct TextIterator<Pattern: ByteBlockPattern>: IteratorProtocol {
        private let bytes: [UInt8]
        private var candidates: ByteBlockScanner<Pattern>

        init(_ bytes: [UInt8], finding pattern: Pattern.Type) {
            self.bytes = bytes
            candidates = ByteBlockScanner(bytes, 0..<bytes.count)
        }

        /// When `Pattern` validates: whether an invalid sequence was seen so far (see
        /// ``ByteBlockScanner/hasInvalidUTF8``): `false` means every byte before the last event returned, and the
        /// end of the text, are well-formed.
        var hasInvalidUTF8: Bool { candidates.hasInvalidUTF8 }

        @inline(__always)
        mutating func next() -> TextEvent? {
            while let offset = candidates.next() {
                // What the byte found starts, without a jump table (its target is as random as the triggers):
                // the low nibbles of `@ # $ .`, LF, CR, `E2` and `EF` all differ.
                let code = UInt8(truncatingIfNeeded: TwitterTriggers.eventCodes >> (UInt64(bytes[offset] & 0x0F) &* 4)) & 0x0F
                if code < TwitterTriggers.breakLeadCode, let kind = Kind(rawValue: code) { return .trigger(offset: offset, kind: kind) }
                if code == TwitterTriggers.breakLeadCode { return .breakLead(offset: offset) }
                // `EF BC`: U+FF20 FULLWIDTH COMMERCIAL AT is EF BC A0; U+FF03 FULLWIDTH NUMBER SIGN is EF BC 83.
                // Text not yet validated may end after `EF BC`.
                guard offset + 2 < bytes.count else { continue }
                if bytes[offset + 2] == 0xA0 { return .trigger(offset: offset, kind: .mention) }
                if bytes[offset + 2] == 0x83 { return .trigger(offset: offset, kind: .hashtag) }
            }
            return nil
        }
    }

    /// ``TextIterator``'s code for a byte where a paragraph break may start.
    fileprivate static var breakLeadCode: UInt8 { 4 }

    /// Four bits per low nibble of a byte ``TextIterator`` finds: the ``Kind`` raw value of `@` (0x40), `#` (0x23),
    /// `$` (0x24) and `.` (0x2E); ``breakLeadCode`` for LF (0x0A), CR (0x0D) and `E2`; 5 for `EF` (before `BC`).
    fileprivate static var eventCodes: UInt64 {
        UInt64(Kind.mention.rawValue) << (4 * 0x0) | UInt64(Kind.hashtag.rawValue) << (4 * 0x3)
            | UInt64(Kind.cashtag.rawValue) << (4 * 0x4) | UInt64(Kind.dot.rawValue) << (4 * 0xE)
            | UInt64(breakLeadCode) << (4 * 0xA) | UInt64(breakLeadCode) << (4 * 0xD)
            | UInt64(breakLeadCode) << (4 * 0x2) | 5 << (4 * 0xF)
    }

    /// ``TriggerAndBreakBytes``, checking UTF-8 in the same pass.
    enum ValidatingTriggerAndBreakBytes: ByteBlockPattern {
        static var validatesUTF8: Bool { true }

        @inline(__always)
        static func wanted(
            _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
        ) -> SIMDMask<SIMD16<Int8>> {
            TriggerAndBreakBytes.wanted(block, next: next, afterNext: afterNext)
        }
    }

    /// ``TriggerBytes`` and ``BreakLeads``.
    enum TriggerAndBreakBytes: ByteBlockPattern {
        @inline(__always)
        static func wanted(
            _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
        ) -> SIMDMask<SIMD16<Int8>> {
            TriggerBytes.wanted(block, next: next, afterNext: afterNext) .| BreakLeads.wanted(block, next: next, afterNext: afterNext)
        }
    }

    /// `@` and `#`; `$` before an ASCII letter (a cashtag's first character); `.` before an ASCII letter or digit,
    /// a non-ASCII byte, a control or `"` (what may be a domain character: ``TwitterCandidateScan`` checks the scalar), each
    /// tested as a cheap superset; `0xEF`
    /// before `0xBC` (the first two bytes of `＠` and `＃`). A `.` or `$` before anything else starts nothing, and
    /// `0xEF` also leads emoji variation selectors, which are everywhere: skipping those here keeps the scan to
    /// the bytes that matter.
    private enum TriggerBytes: ByteBlockPattern {
        @inline(__always)
        static func wanted(
            _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
        ) -> SIMDMask<SIMD16<Int8>> {
            // Cheap supersets: `$` before `A` or above, `.` before `0` or above (letters, digits and non-ASCII
            // bytes, plus a few symbols), a control or `"`.
            return (block .== splat(UInt8(ascii: "@"))) .| (block .== splat(UInt8(ascii: "#")))
                .| ((block .== splat(UInt8(ascii: "$"))) .& (next .>= splat(UInt8(ascii: "A"))))
                .| ((block .== splat(UInt8(ascii: "."))) .& ((next .>= splat(UInt8(ascii: "0"))) .| (next .< splat(0x20))
                    .| (next .== splat(UInt8(ascii: "\"")))))
                .| ((block .== splat(0xEF)) .& (next .== splat(0xBC)))
        }
    }
}
