/// ``NFCNormalization/isStable(_:)`` for every scalar of the Basic Multilingual Plane, one bit each (8 KB), computed
/// once from that function: twitter's count asks it for every scalar above ASCII as it decodes them
/// (``TwitterScalarTally``) instead of testing the ranges one after the other. Scalars beyond the BMP take the
/// function.
///
/// The bits live in one allocation made for the life of the process and never written after it is filled, so that
/// a copy of the table (the tally's) is a pointer, without reference counting.
struct NFCStableTable: @unchecked Sendable {
    /// One bit per BMP scalar: bit `value & 63` of `bits[value >> 6]`.
    private let bits: UnsafePointer<UInt64>

    /// The table, built on first use.
    static let shared = NFCStableTable()

    private init() {
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 0x10000 / 64)
        bits.initialize(repeating: 0, count: 0x10000 / 64)
        for value in UInt32(0)..<0x10000 where NFCNormalization.isStable(value) {
            bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        self.bits = UnsafePointer(bits)
    }

    /// ``NFCNormalization/isStable(_:)`` of `value`, from the table below U+10000.
    @inline(__always)
    func isStable(_ value: UInt32) -> Bool {
        guard value < 0x10000 else { return NFCNormalization.isStable(value) }
        return bits[Int(value >> 6)] >> UInt64(value & 63) & 1 != 0
    }
}
