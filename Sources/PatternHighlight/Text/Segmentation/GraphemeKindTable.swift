/// ``GraphemeCounter/kind(of:)`` for every scalar of the Basic Multilingual Plane, two bits each (16 KB), computed
/// once from the counter's own rules: the count asks it for each scalar from U+0080 to U+FFFF instead of testing the
/// rules' ranges one after the other. Scalars beyond the BMP (emoji, tags) still take ``GraphemeCounter/kind(of:)``.
///
/// Derived from the same functions the rules are, so the two cannot disagree (`GraphemeCounterFastPathTests`
/// checks every scalar all the same); surrogate code points, which valid UTF-8 never holds, are `.other`.
struct GraphemeKindTable: Sendable {
    /// Two bits per BMP scalar: bits `2 * (value & 31)` and the next of `words[value >> 5]` hold the kind's raw value.
    private let words: [UInt64]

    /// The table, built on first use.
    static let shared = GraphemeKindTable()

    private init() {
        var words = [UInt64](repeating: 0, count: 0x10000 / 32)
        for value in UInt32(0)..<0x10000 {
            let kind = (0xD800...0xDFFF).contains(value) ? GraphemeCounter.Kind.other : GraphemeCounter.kind(of: value)
            words[Int(value >> 5)] |= UInt64(kind.rawValue) << UInt64((value & 31) << 1)
        }
        self.words = words
    }

    /// The kind of the BMP scalar `value` (below 0x10000).
    @inline(__always)
    func kind(of value: UInt32) -> GraphemeCounter.Kind {
        let bits = UInt8(truncatingIfNeeded: words[Int(value >> 5)] >> UInt64((value & 31) << 1)) & 3
        return unsafeBitCast(bits, to: GraphemeCounter.Kind.self)
    }
}
