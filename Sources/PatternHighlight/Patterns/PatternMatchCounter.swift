/// Counts the matches of a ``PatternSet`` over a whole byte buffer in one tight loop: no paragraphs, no
/// entity objects, no strings. It is the naive floor that the benchmark harness compares every profile with,
/// and is visible only inside this package.
///
/// ```swift
/// let counter = try PatternMatchCounter(PatternMatchCounter.simplePatterns)
/// counter.count(in: Array("hi @john #swift".utf8)).total   // 2
/// ```
package struct PatternMatchCounter: Sendable {
    /// Matches per alternative, in the order the patterns were given.
    package struct Counts: Sendable, Equatable {
        /// The kind of each alternative.
        package let kinds: [EntityKind]
        /// The number of matches of each alternative.
        package let perKind: [Int]
        /// Whether the scan stopped early at a PCRE2 match limit.
        package let hitLimit: Bool

        /// All matches.
        package var total: Int { perKind.reduce(0, +) }
    }

    private let patternSet: PatternSet

    /// Compiles `patterns` into one alternation (UTF + UCP, JIT), first alternative wins.
    /// - Throws: ``PatternError`` naming the first pattern that does not compile.
    package init(_ patterns: [(kind: EntityKind, pattern: String)]) throws(PatternError) {
        patternSet = try PatternSet(patterns)
    }

    /// Whether PCRE2's JIT compiled the alternation.
    package var isJITCompiled: Bool { patternSet.regex.isJITCompiled }

    /// Counts the non-empty matches in `bytes` (valid UTF-8), scanning it as one subject.
    ///
    /// - Complexity: one PCRE2 search per match, O(n) for patterns without catastrophic backtracking.
    package func count(in bytes: [UInt8]) -> Counts {
        var perKind = [Int](repeating: 0, count: patternSet.members.count)
        let finished = patternSet.forEachMatch(in: bytes, range: 0..<bytes.count) { match, _ in
            perKind[match.member] += 1
            return nil
        }
        return Counts(kinds: patternSet.members.map(\.kind), perKind: perKind, hitLimit: !finished)
    }
}
