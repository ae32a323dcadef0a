/// The bytes where a `twitter` entity can start, found sixteen bytes at a time.
///
/// Every mention starts at `@` or `＠`, every hashtag at `#` or `＃`, every cashtag at `$`, and every URL is found
/// from the `.` after its first label (``TwitterURLScanner``). None of these characters can occur inside a
/// mention or hashtag match, so visiting them in order sees exactly the matches that one left-to-right pass of the
/// four rules as an alternation would see, and the rules run only there. ``ByteBlockScanner`` finds the trigger
/// bytes (`@ # $ .` and `0xEF BC`, the start of `＠` and `＃`; `$` and `.` only before a byte that may continue
/// them, see ``TriggerBytes``) sixteen at a time.
enum TwitterTriggers {
    /// What a trigger may start.
    enum Kind {
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
                switch bytes[offset] {
                case UInt8(ascii: "@"): return .trigger(offset: offset, kind: .mention)
                case UInt8(ascii: "#"): return .trigger(offset: offset, kind: .hashtag)
                case UInt8(ascii: "$"): return .trigger(offset: offset, kind: .cashtag)
                case UInt8(ascii: "."): return .trigger(offset: offset, kind: .dot)
                case 0x0A, 0x0D, 0xE2: return .breakLead(offset: offset)
                default:
                    // Text not yet validated may end after `EF BC`.
                    guard offset + 2 < bytes.count, bytes[offset + 1] == 0xBC else { continue }
                    if bytes[offset + 2] == 0xA0 { return .trigger(offset: offset, kind: .mention) }
                    if bytes[offset + 2] == 0x83 { return .trigger(offset: offset, kind: .hashtag) }
                }
            }
            return nil
        }
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

    /// `@` and `#`; `$` before an ASCII letter (a cashtag's first character); `.` before an ASCII letter or digit
    /// or a non-ASCII byte (what may be a domain character: ``TwitterCandidateScan`` checks the scalar), each
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
            // bytes, plus a few symbols).
            return (block .== splat(UInt8(ascii: "@"))) .| (block .== splat(UInt8(ascii: "#")))
                .| ((block .== splat(UInt8(ascii: "$"))) .& (next .>= splat(UInt8(ascii: "A"))))
                .| ((block .== splat(UInt8(ascii: "."))) .& (next .>= splat(UInt8(ascii: "0"))))
                .| ((block .== splat(0xEF)) .& (next .== splat(0xBC)))
        }
    }
}
