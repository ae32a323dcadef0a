/// Spare scan objects (PCRE2 scratch, match data) kept between scans, so that short scans — a keystroke's few
/// words — allocate none: a scan takes a spare (or makes one when there is none), uses it alone, and gives it
/// back. At most ``limit`` are kept (one per thread scanning at once); more are freed.
final class SparePool<Element: Sendable>: Sendable {
    private let spares = Locked<[Element]>([])
    /// How many spares the pool keeps.
    let limit: Int

    init(limit: Int = 8) {
        self.limit = limit
    }

    /// Runs `body` with an element no other scan uses meanwhile: a spare, or `make()` when there is none.
    func withSpare<Result>(make: () -> Element, _ body: (Element) throws -> Result) rethrows -> Result {
        let element = spares.withLock { $0.popLast() } ?? make()
        defer { spares.withLock { if $0.count < limit { $0.append(element) } } }
        return try body(element)
    }
}
