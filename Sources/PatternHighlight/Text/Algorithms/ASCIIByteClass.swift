/// A set of ASCII bytes as a 128-bit map: membership is a shift and a mask, with no branch that depends on the
/// byte (a chain of range tests branches on each, and mispredicts where letters, digits and punctuation mix).
///
/// Build the maps as literals (a `static var` returning `ASCIIByteClass(low:high:)`), so that a test needs no
/// global's one-time initialisation check; tests compare each map with the characters it stands for.
struct ASCIIByteClass {
    /// Bit `b` stands for byte `b` (0–63).
    let low: UInt64
    /// Bit `b` stands for byte `64 + b` (64–127).
    let high: UInt64

    /// Whether `byte` is in the set (never for a byte of 0x80 or above).
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let map = byte < 64 ? low : high
        return byte < 0x80 && (map >> UInt64(byte & 63)) & 1 != 0
    }
}
