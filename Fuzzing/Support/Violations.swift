/// Broken promises found while checking one input. The fuzz targets abort on any (libFuzzer then saves the
/// input as a crash); `swift test` replays the saved crashes and the seed corpus and expects none.
public struct Violations {
    public private(set) var messages: [String] = []

    public init() {}

    /// Records `message` when `condition` is false; returns `condition`.
    @discardableResult
    public mutating func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) -> Bool {
        if condition() { return true }
        if messages.count < 20 { messages.append(message()) }
        return false
    }

    public var isEmpty: Bool { messages.isEmpty }
}
