#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock timing on the monotonic clock.
enum Stopwatch {
    /// Nanoseconds on CLOCK_MONOTONIC.
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Runs `body` once; returns its result and the seconds it took.
    @inline(never)
    static func time<Result>(_ body: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
        let start = now()
        let result = try body()
        return (result, Double(now() - start) / 1e9)
    }
}
