import Synchronization

/// Spare ``RegexMatchData`` for one set of regexes, so that short scans (a keystroke's paragraph) allocate no
/// match data: a scan takes one, uses it alone, and gives it back.
///
/// It keeps spares as ``CompiledRegex`` keeps its search scratch; it calls no `pcre2_*` function itself (the
/// match data is made and freed in `CompiledRegex.swift`).
final class RegexMatchDataPool: Sendable {
    private let regexes: [CompiledRegex]
    private let spare = Mutex<[RegexMatchData]>([])
    /// How many spares the pool keeps (one per thread scanning at once); more are freed.
    private static let spareLimit = 8

    /// A pool of match data with room for the groups of every regex in `regexes`.
    init(for regexes: [CompiledRegex]) {
        self.regexes = regexes
    }

    /// Runs `body` with match data no other scan uses meanwhile (a spare, or new when there is none).
    func withMatchData<Result>(_ body: (RegexMatchData) throws -> Result) rethrows -> Result {
        let data = spare.withLock { $0.popLast() } ?? RegexMatchData(for: regexes)
        defer { spare.withLock { if $0.count < Self.spareLimit { $0.append(data) } } }
        return try body(data)
    }
}
