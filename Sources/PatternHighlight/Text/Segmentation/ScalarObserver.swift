/// What a pass over UTF-8 that decodes every scalar (``GraphemeCounter``) tells whoever rides along, so that one
/// decoding serves several counts: a platform's weights, the lengths, where NFC may change the text.
///
/// Every scalar of the range is reported exactly once, in order: runs of ASCII bytes other than CR through
/// ``observeASCII(count:)`` (without their offsets: every one is one scalar, one UTF-16 unit and one byte), every
/// other scalar, CR included, through ``observe(_:at:length:)``.
protocol ScalarObserver {
    /// `count` ASCII scalars, none of them CR, one byte each.
    mutating func observeASCII(count: Int)
    /// The scalar `value`, `length` bytes long, starting at `offset`.
    mutating func observe(_ value: UInt32, at offset: Int, length: Int)
}

/// The observer that wants nothing: ``GraphemeCounter/count(in:_:)`` alone.
struct NoScalarObserver: ScalarObserver {
    @inline(__always) mutating func observeASCII(count: Int) {}
    @inline(__always) mutating func observe(_ value: UInt32, at offset: Int, length: Int) {}
}
