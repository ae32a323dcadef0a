/// ``NFCNormalization/isStable(_:)`` for every scalar of the Basic Multilingual Plane (``BMPScalarSet``), computed
/// once from that function: a count that normalises asks it for every scalar above ASCII as it decodes them,
/// instead of testing the ranges one after the other. Scalars beyond the BMP take the
/// function. A copy is a pointer, without reference counting.
struct NFCStableTable: Sendable {
    private let stable: BMPScalarSet

    /// The table, built on first use.
    static let shared = NFCStableTable()

    private init() {
        stable = BMPScalarSet(where: NFCNormalization.isStable)
    }

    /// ``NFCNormalization/isStable(_:)`` of `value`, from the table below U+10000.
    @inline(__always)
    func isStable(_ value: UInt32) -> Bool {
        value < 0x10000 ? stable.contains(value) : NFCNormalization.isStable(value)
    }
}
