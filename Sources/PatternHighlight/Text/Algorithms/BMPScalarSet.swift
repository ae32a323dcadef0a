/// A set of scalars of the Basic Multilingual Plane, one bit each (8 KB), filled once from a predicate: a scan asks it
/// for each scalar instead of evaluating the predicate (ranges tested one after the other, a property looked up).
///
/// The bits live in one allocation made for the life of the process and never written after it is filled (the sets
/// are built once, into `static let`s), so that a copy of the set is a pointer: a scan keeps one in its loops
/// without reference counting.
struct BMPScalarSet: @unchecked Sendable {
    /// One bit per BMP scalar: bit `value & 63` of `bits[value >> 6]`.
    private let bits: UnsafePointer<UInt64>

    /// The BMP scalars for which `contains` holds (surrogate code points are asked too; valid UTF-8 holds none).
    init(where contains: (UInt32) -> Bool) {
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: 0x10000 / 64)
        bits.initialize(repeating: 0, count: 0x10000 / 64)
        for value in UInt32(0)..<0x10000 where contains(value) {
            bits[Int(value >> 6)] |= 1 << UInt64(value & 63)
        }
        self.bits = UnsafePointer(bits)
    }

    /// Whether the BMP scalar `value` (below 0x10000) is in the set.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        bits[Int(value >> 6)] >> UInt64(value & 63) & 1 != 0
    }
}
