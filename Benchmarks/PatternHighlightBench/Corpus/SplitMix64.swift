/// SplitMix64 (Steele, Lea & Flood 2014): a tiny, fast, seeded generator whose output is fixed by its
/// definition, so a corpus made from one seed is the same on every machine and every Swift version.
///
/// The helpers below deliberately avoid the standard library's `random(in:using:)`, whose way of
/// drawing from a generator is not specified and could change between releases.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (multiply-high; the bias is below 2⁻⁵⁰ for the small bounds used here).
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A number in `[0, 1)` with 53 random bits.
    mutating func unit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// `expected` rounded up or down at random so that the mean is exactly `expected`.
    mutating func stochasticRound(_ expected: Double) -> Int {
        let whole = expected.rounded(.down)
        return Int(whole) + (chance(expected - whole) ? 1 : 0)
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// Fisher–Yates shuffle.
    mutating func shuffle<Element>(_ elements: inout [Element]) {
        guard elements.count > 1 else { return }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            elements.swapAt(index, below(index + 1))
        }
    }
}
