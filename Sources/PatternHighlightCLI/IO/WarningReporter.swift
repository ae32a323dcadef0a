import PatternHighlight

/// Says on standard error what the highlighter could not do: one line per custom kind, however many
/// paragraphs it gave up on (a hostile document must not turn into a flood of identical lines).
enum WarningReporter {
    /// The stderr lines for `warnings`, one per kind in order of first appearance.
    static func lines(for warnings: [HighlightWarning]) -> [String] {
        var order: [EntityKind] = []
        var byKind: [EntityKind: [HighlightWarning]] = [:]
        for warning in warnings {
            if byKind[warning.kind] == nil { order.append(warning.kind) }
            byKind[warning.kind, default: []].append(warning)
        }
        return order.map { kind in
            let group = byKind[kind]!
            let first = group[0]
            if group.count == 1 { return "warning: \(first)" }
            let hits = group.filter { $0.reason == .matchLimitExceeded }.count
            let skipped = group.count - hits
            return "warning: pattern for kind '\(kind)' (\(first.pattern)) hit the regex match limit in \(hits) "
                + "paragraph(s) (the first at bytes \(first.paragraph.lowerBound)..<\(first.paragraph.upperBound))"
                + (skipped > 0 ? " and was not run on \(skipped) more" : "")
                + "; they are left unhighlighted for '\(kind)'. Simplify the pattern (avoid nested quantifiers such as (a+)+)"
        }
    }

    static func report(_ warnings: [HighlightWarning]) {
        for line in lines(for: warnings) { StandardIO.printError(line) }
    }
}
