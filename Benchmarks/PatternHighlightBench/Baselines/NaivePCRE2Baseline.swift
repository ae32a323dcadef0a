import PatternHighlight

/// Baseline (b), the naive floor: the three `simple` patterns as one PCRE2 JIT alternation over the whole
/// text in a tight loop, counting matches — no paragraphs, no entity objects, no strings.
struct NaivePCRE2Baseline: RegexBaseline {
    let key = "pcre2"
    let name = "PCRE2 JIT alternation (naive floor)"
    private let counter: PatternMatchCounter
    private var bytes: [UInt8] = []

    init() throws {
        counter = try PatternMatchCounter(PatternSource.simple)
    }

    var isJITCompiled: Bool { counter.isJITCompiled }

    mutating func prepare(_ bytes: [UInt8]) { self.bytes = bytes }

    func countMatches() -> [Int] {
        let counts = counter.count(in: bytes)
        precondition(!counts.hitLimit, "the simple patterns hit a PCRE2 match limit on the corpus")
        return counts.perKind
    }
}
