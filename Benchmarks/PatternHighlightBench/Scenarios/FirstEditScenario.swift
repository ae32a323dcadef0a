import PatternHighlight

/// The first edit of one huge paragraph (issue #48, item 8): a document made from one paragraph of 10 MB (1 MB with
/// `--quick`), per profile, then one keystroke in its middle, timed alone, then 50 more. A paragraph that long is
/// stored flat when it is made and cut into chunks of about 8 KB by the first edit that reaches it through a
/// window (`HighlightDocument`'s costs): the first edit pays that O(paragraph) cut once, the later ones a
/// keystroke's cost. Figures: the first edit (median of the fresh documents), the later keystrokes (median and
/// p99), and the build of the document for scale.
///
/// Checks: the paragraph is one paragraph; after the edits the document's entities equal a full annotate's.
struct FirstEditScenario: Scenario {
    let id = "first-edit"
    let title = "the first edit of one huge paragraph, beside the keystrokes after it"

    func run(in context: BenchContext) throws {
        let byteCount = context.options.quick ? 1_000_000 : 10_000_000
        let paragraph = Self.oneParagraph(context.corpus(byteCount))
        let documents = context.options.quick ? 2 : 5
        for profile in context.profiles {
            context.log("  \(profile.name): \(documents) documents of one \(sizeLabel(byteCount)) paragraph, first edit and 50 after")
            let highlighter = Highlighter(profile: profile, maximumTextBytes: .max)
            var builds: [Double] = []
            var firsts: [Double] = []
            var laters: [Double] = []
            for _ in 0..<documents {
                var (document, build) = try Stopwatch.time { try HighlightDocument(utf8: paragraph, highlighter: highlighter) }
                builds.append(build)
                context.checks.expect(document.paragraphCount == 1, "first-edit/\(profile.name): one paragraph", "\(document.paragraphCount)")
                var caret = Self.boundary(in: paragraph, near: paragraph.count / 2)
                for index in 0...50 {
                    let seconds = try Stopwatch.time { try document.replace(caret..<caret, in: .utf8, with: "a") }.seconds
                    if index == 0 { firsts.append(seconds) } else { laters.append(seconds) }
                    caret += 1
                }
                let fresh = try highlighter.annotate(utf8: document.utf8)
                context.checks.expect(EntityFingerprint(document.entities) == EntityFingerprint(fresh.entities),
                                      "first-edit/\(profile.name): entities equal a full annotate after the edits", "")
            }
            let first = Statistics(firsts.map { $0 * 1e3 })
            let later = Statistics(laters.map { $0 * 1e6 })
            let subject = "\(profile.name) profile, one \(sizeLabel(byteCount)) paragraph"
            context.record(Figure(
                key: "first-edit.\(profile.name).first-ms", scenario: id, subject: subject,
                metric: "first edit after the document is made (median)", value: first.median, unit: "ms",
                note: "median of \(first.count) fresh documents, range \(Report.format(first.min))–\(Report.format(first.max)) ms; "
                    + "the document's build \(Report.format(Statistics(builds).median * 1e3)) ms",
                statistics: first))
            context.record(Figure(
                key: "first-edit.\(profile.name).later-p99-us", scenario: id, subject: subject,
                metric: "the 50 keystrokes after it, p99", value: later.p99, unit: "µs",
                note: "median \(Report.format(later.median)) µs over \(later.count) keystrokes", statistics: later))
        }
    }

    /// `bytes` with every paragraph break (LF, CR, U+2028, U+2029) made a space: one paragraph.
    static func oneParagraph(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        var index = 0
        while index < result.count {
            if result[index] == 0x0A || result[index] == 0x0D {
                result[index] = 0x20
            } else if result[index] == 0xE2, index + 2 < result.count, result[index + 1] == 0x80, result[index + 2] & 0xFE == 0xA8 {
                result.replaceSubrange(index...(index + 2), with: [0x20, 0x20, 0x20])
            }
            index += 1
        }
        return result
    }

    /// The nearest code point boundary at or after `offset`.
    static func boundary(in bytes: [UInt8], near offset: Int) -> Int {
        var offset = offset
        while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }
}
