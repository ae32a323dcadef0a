import Dispatch
import PatternHighlight

/// The annotate object's `count` for a large text, weighed on two other threads while the entities and runs are
/// written: the text is cut in two at the first paragraph break after its middle (else before its last paragraph),
/// and the two parts are weighed at once.
///
/// Summaries of consecutive parts cut after a paragraph break add up to the whole text's (``CountSummary``), and
/// the valid prefix lies in the first part unless all of it is valid, when the second part is weighed again after
/// it for the rest (as ``CountingRule/count(of:segments:summaries:)`` descends): the count is exactly
/// ``Annotation/count``, which a test checks through the binary on texts above the threshold. A smaller text is
/// counted on the calling thread when the member is written.
final class ConcurrentCount: Sendable {
    /// Texts from this size are weighed on other threads: below it, starting them costs more than it saves.
    static let threshold = 1 << 16

    private struct Parts {
        var first: (summary: CountSummary, validPrefix: UnitLengths)?
        var second: CountSummary?
    }

    private let annotation: Annotation
    private let cut: Int?
    private let group = DispatchGroup()
    private let parts = Locked(Parts())

    /// Starts weighing `annotation`'s text when it is large.
    init(_ annotation: Annotation) {
        self.annotation = annotation
        let bytes = annotation.utf8
        // A rule that counts the whole text at once (Mastodon's) has no parts to weigh apart.
        // Under markdown links the posted text is counted (`Annotation.count`).
        guard bytes.count >= Self.threshold, !annotation.profile.counting.countsWholeText, annotation.profile.postsAsWritten
        else {
            cut = nil
            return
        }
        // The first paragraph after the middle (found without splitting the whole text), else the last one.
        let middle = bytes.count / 2
        if let start = CountingRule.firstSegmentStart(in: bytes, from: middle) {
            cut = start
        } else {
            let lastStart = CountingRule.segments(of: bytes).last?.lowerBound ?? 0
            cut = lastStart > 0 ? lastStart : bytes.count
        }
        let rule = annotation.profile.counting
        let cut = self.cut!
        DispatchQueue.global().async(group: group) { [self] in
            let first = rule.summaryAndValidPrefix(
                of: bytes, segment: 0..<cut, startsText: true, reuse: annotation.countReuse)
            self.parts.withLock { $0.first = first }
        }
        if cut < bytes.count {
            DispatchQueue.global().async(group: group) { [self] in
                let second = rule.summaryAndValidPrefix(
                    of: bytes, segment: cut..<bytes.count, startsText: false, reuse: annotation.countReuse).summary
                self.parts.withLock { $0.second = second }
            }
        }
    }

    /// The text's count: waits for the two parts (when they were started) and combines them.
    func value() -> TextCount {
        guard let cut else { return annotation.count }
        group.wait()
        let (first, second) = parts.withLock { ($0.first!, $0.second) }
        let rule = annotation.profile.counting
        let bytes = annotation.utf8
        guard let second else {
            return rule.count(total: rule.completed(first.summary, wholeText: bytes), validPrefix: first.validPrefix)
        }
        var validPrefix = first.validPrefix
        if rule.locatesValidPrefix && rule.staysValid(first.summary) {
            validPrefix = first.summary.normalizedLength + rule.validPrefix(
                of: bytes, segment: cut..<bytes.count, startsText: false, after: first.summary)
        }
        return rule.count(total: rule.completed(first.summary + second, wholeText: bytes), validPrefix: validPrefix)
    }
}
