/// An ``OffsetIndex`` built on first use and then shared: a full annotate that never converts an offset
/// (or converts them in order with an ``OffsetConverter``) never pays for one.
final class LazyOffsetIndex: Sendable {
    private let bytes: [UInt8]
    private let index = Locked<OffsetIndex?>(nil)

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The index, built the first time it is asked for.
    ///
    /// - Complexity: O(n) the first time, O(1) after.
    var value: OffsetIndex {
        index.withLock { index in
            if let index { return index }
            let built = OffsetIndex(bytes: bytes)
            index = built
            return built
        }
    }
}
