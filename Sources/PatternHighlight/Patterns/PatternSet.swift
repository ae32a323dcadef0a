/// Several kinds' patterns compiled into one PCRE2 alternation, one named group per kind, so that a
/// paragraph is scanned once for all of them. Immutable and `Sendable`: compile once, share everywhere.
///
/// Alternatives are tried in the order given; at each position the first one that matches wins.
struct PatternSet: Sendable {
    /// One alternative: the kind it reports and its capturing group in the combined pattern.
    struct Member: Sendable {
        let kind: EntityKind
        let group: Int
    }

    /// One match: which alternative (index into ``members``) and where.
    struct Match {
        let member: Int
        let range: Range<Int>
    }

    let regex: CompiledRegex
    let members: [Member]

    /// Compiles `alternatives` (in PCRE2 syntax) into one pattern.
    init(
        _ alternatives: [(kind: EntityKind, pattern: String)],
        options: RegexOptions = [.unicodeProperties],
        limits: RegexLimits = RegexLimits()
    ) throws(PatternError) {
        let combined = alternatives.enumerated()
            .map { index, alternative in "(?<ph\(index)>\(alternative.pattern))" }
            .joined(separator: "|")
        let regex: CompiledRegex
        do {
            regex = try CompiledRegex(combined, options: options, limits: limits)
        } catch {
            // Compile each alternative on its own to name the culprit with an offset into its own text.
            for alternative in alternatives {
                do {
                    _ = try CompiledRegex(alternative.pattern, options: options, limits: limits)
                } catch {
                    throw .invalidPattern(kind: alternative.kind, message: error.message, offset: error.offset)
                }
            }
            throw .invalidPattern(kind: alternatives.first?.kind ?? "?", message: error.message, offset: error.offset)
        }
        self.regex = regex
        self.members = alternatives.indices.map { index in
            Member(kind: alternatives[index].kind, group: regex.groupNumber(named: "ph\(index)")!)
        }
    }

    /// Scans `bytes[range]` left to right and calls `body` with each match and the matcher (for its groups).
    /// `body` returns where to continue: `nil` for the end of the match. Empty matches are skipped.
    ///
    /// - Returns: `false` when a match attempt hit the PCRE2 limits (the rest of the range was not scanned).
    /// - Complexity: one PCRE2 search per match, O(`range.count`) for patterns without catastrophic backtracking.
    @discardableResult
    func forEachMatch(in bytes: [UInt8], range: Range<Int>, _ body: (Match, RegexMatcher) -> Int?) -> Bool {
        regex.withMatcher(over: bytes, range: range) { matcher in
            var offset = range.lowerBound
            while offset <= range.upperBound {
                switch matcher.search(from: offset) {
                case .noMatch:
                    return true
                case .limitExceeded:
                    return false
                case .match(let found):
                    if found.isEmpty {
                        offset = Self.nextScalarBoundary(in: bytes, after: found.lowerBound, limit: range.upperBound)
                        continue
                    }
                    let member = members.firstIndex { matcher.group($0.group) != nil } ?? 0
                    let next = body(Match(member: member, range: found), matcher) ?? found.upperBound
                    offset = max(next, found.lowerBound + 1)
                    while offset < range.upperBound && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                }
            }
            return true
        }
    }

    private static func nextScalarBoundary(in bytes: [UInt8], after offset: Int, limit: Int) -> Int {
        var next = offset + 1
        while next < limit && bytes[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }
}
