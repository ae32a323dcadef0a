/// Order statistics of repeated measurements. Medians, not means, are what the report quotes: on a shared
/// machine the slow outliers come from other people's work, not from the code under test.
struct Statistics: Sendable {
    let count: Int
    let min: Double
    let median: Double
    let p99: Double
    let max: Double
    let mean: Double

    /// - Precondition: `samples` is not empty.
    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        count = sorted.count
        min = sorted[0]
        max = sorted[sorted.count - 1]
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        p99 = Self.percentile(0.99, of: sorted)
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }

    /// Nearest-rank percentile of already sorted samples.
    static func percentile(_ fraction: Double, of sorted: [Double]) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }
}
