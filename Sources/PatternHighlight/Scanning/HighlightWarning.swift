/// Something the highlighter could not do in full, that the person who configured it should hear about.
///
/// The cause is a custom pattern that hit the PCRE2 match or depth limit in a paragraph (catastrophic
/// backtracking, such as `(a+)+$` against a long run of `a`), or that was skipped in a paragraph because it
/// had already hit them repeatedly in the same text (see ``Reason``). Rather than hang, the highlighter leaves that
/// paragraph unhighlighted **for that kind only** and reports it here; every other kind is still found.
public struct HighlightWarning: Sendable, Hashable, CustomStringConvertible {
    /// Why the warning was raised.
    public enum Reason: String, Sendable, Hashable {
        /// The pattern's match attempt was abandoned at the PCRE2 match, depth or JIT stack limit.
        case matchLimitExceeded = "match_limit_exceeded"
        /// The pattern already hit the limits `ScanBudget.limitHitsPerPattern` times in this scan of the text
        /// (on the command line: twice in the run, in any of its texts), so it was not run on this paragraph (a
        /// text, or a run, of many pathological paragraphs stays fast).
        case skippedAfterRepeatedLimits = "pattern_skipped"
    }

    /// Why.
    public let reason: Reason
    /// The custom kind whose matches were dropped.
    public let kind: EntityKind
    /// The kind's pattern, as written.
    public let pattern: String
    /// The paragraph left unhighlighted for ``kind``, in UTF-8 bytes of the text (breaks excluded).
    public let paragraph: Range<Int>

    public init(reason: Reason, kind: EntityKind, pattern: String, paragraph: Range<Int>) {
        self.reason = reason
        self.kind = kind
        self.pattern = pattern
        self.paragraph = paragraph
    }

    /// The same warning moved by `delta` bytes.
    func shifted(by delta: Int) -> HighlightWarning {
        HighlightWarning(reason: reason, kind: kind, pattern: pattern,
                         paragraph: (paragraph.lowerBound + delta)..<(paragraph.upperBound + delta))
    }

    public var description: String {
        switch reason {
        case .matchLimitExceeded:
            return "pattern for kind '\(kind)' (\(pattern)) hit the regex match limit in the paragraph at bytes "
                + "\(paragraph.lowerBound)..<\(paragraph.upperBound); that paragraph is left unhighlighted for "
                + "'\(kind)'. Simplify the pattern (avoid nested quantifiers such as (a+)+)"
        case .skippedAfterRepeatedLimits:
            return "pattern for kind '\(kind)' (\(pattern)) was not run on the paragraph at bytes "
                + "\(paragraph.lowerBound)..<\(paragraph.upperBound) after hitting the regex match limit repeatedly; "
                + "that paragraph is left unhighlighted for '\(kind)'. Simplify the pattern (avoid nested quantifiers such as (a+)+)"
        }
    }
}
