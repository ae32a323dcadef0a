/// `Base`'s bytes, with the scan also checking that the text is UTF-8 in the same pass
/// (``ByteBlockPattern/validatesUTF8``): `ByteBlockScanner<UTF8ValidatingPattern<Triggers>>`.
enum UTF8ValidatingPattern<Base: ByteBlockPattern>: ByteBlockPattern {
    static var validatesUTF8: Bool { true }

    @inline(__always)
    static func wanted(
        _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
    ) -> SIMDMask<SIMD16<Int8>> {
        Base.wanted(block, next: next, afterNext: afterNext)
    }
}
