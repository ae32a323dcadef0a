import PatternHighlight

/// Hostile input in linear time: every ``AdversarialText`` at two sizes, eight times apart, through a full
/// annotate by every profile. Throughput (MB/s, median) at both sizes is recorded; the check compares the best
/// repetition at each size (the least disturbed by other work on a shared machine) and fails when the larger
/// size runs at less than 35% of the smaller one's throughput: quadratic work would give 12.5%, while cache
/// effects of a bigger text cost linear code up to about half.
///
/// Then typing inside one enormous paragraph: a live document of a single paragraph (1.25, 10 and 50 MB, the
/// largest under the highlighter's default 64 MiB maximum), 100 characters typed in its middle and deleted
/// again, and the same keystrokes in the middle paragraph of the normal 1 MB corpus document, same profile,
/// same run. The check states the target: the enormous paragraph's median keystroke is the same order
/// as a normal one — at most ``maximumKeystrokeRatio`` times the normal document's median at every size (the
/// paragraph is stored in chunks, so a keystroke edits and re-scans one chunk and updates the chunk totals in
/// O(log k) for k chunks, not the paragraph).
struct AdversarialScenario: Scenario {
    let id = "adversarial"
    let title = "adversarial texts: throughput at two sizes (linear time)"
    /// The smallest allowed ratio of large-size to small-size throughput.
    static let minimumRatio = 0.35
    /// The largest allowed ratio of the median keystroke in one enormous paragraph to the median keystroke
    /// in the normal 1 MB document.
    static let maximumKeystrokeRatio = 5.0
    /// Characters typed (then deleted) per keystroke measurement.
    static let typedCharacters = 100
    /// The sizes of the enormous paragraph typed into (bytes); `--quick` types into one of 1 MB.
    static let hugeParagraphSizes = [1_250_000, 10_000_000, 50_000_000]

    func run(in context: BenchContext) throws {
        let repetitions = context.options.quick ? 2 : 3
        for text in AdversarialText.all {
            let sizes = context.options.quick ? text.sizes.quick : text.sizes.standard
            for profile in context.profiles {
                let highlighter = try Highlighter(profile: profile, customPatterns: text.customPatterns)
                var rates: [Double] = []
                for size in sizes {
                    let bytes = text.make(size)
                    context.log("  \(profile.name): \(text.id) \(sizeLabel(bytes.count)) ×\(repetitions)")
                    var samples: [Double] = []
                    var warnings = 0
                    for _ in 0..<repetitions {
                        let (annotation, seconds) = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }
                        samples.append(Double(bytes.count) / seconds / 1e6)
                        warnings = annotation.warnings.count
                        context.checks.expect(annotation.runs.last?.range.upperBound ?? 0 == bytes.count,
                                              "adversarial/\(text.id)/\(profile.name): runs cover the text", "\(bytes.count) bytes")
                    }
                    let statistics = Statistics(samples)
                    rates.append(statistics.max)
                    context.record(Figure(
                        key: "adversarial.\(text.id).\(profile.name).\(bytes.count).mbps", scenario: id,
                        subject: "\(text.title), \(profile.name), \(sizeLabel(bytes.count))",
                        metric: "annotate throughput (median)", value: statistics.median, unit: "MB/s",
                        note: warnings > 0 ? "\(warnings) warning(s): the custom pattern hit the regex limits" : "median of \(samples.count)",
                        statistics: statistics))
                }
                if rates.count == 2 {
                    let ratio = rates[1] / rates[0]
                    context.checks.expect(ratio >= Self.minimumRatio, "adversarial/\(text.id)/\(profile.name): linear time",
                                          "best throughput \(Report.format(rates[0])) → \(Report.format(rates[1])) MB/s at 8× the size (ratio \(Report.format(ratio)))")
                }
            }
        }
        try typeInsideOneHugeParagraph(in: context)
    }

    func typeInsideOneHugeParagraph(in context: BenchContext) throws {
        let sizes = context.options.quick ? [1_000_000] : Self.hugeParagraphSizes
        let paragraph = AdversarialText.all.first { $0.id == "paragraph" }!
        for profile in context.profiles {
            let highlighter = Highlighter(profile: profile)
            // The reference: the same keystrokes in the middle paragraph of the normal 1 MB corpus document.
            let corpus = context.corpus(1_000_000)
            let normal = try typeAndDelete(in: corpus, at: KeystrokeScript.middleCaret(in: corpus), highlighter: highlighter)
            context.checks.expect(normal.restored, "adversarial/keystroke/\(profile.name): typing and deleting restores the 1 MB document", "\(corpus.count) bytes")
            context.record(Figure(
                key: "adversarial.keystroke-normal.\(profile.name).\(corpus.count).us", scenario: id,
                subject: "keystroke in the normal \(sizeLabel(corpus.count)) document, \(profile.name)",
                metric: "per keystroke (median)", value: normal.statistics.median, unit: "µs",
                note: "reference for the enormous paragraph, same run", statistics: normal.statistics))
            for size in sizes {
                let bytes = paragraph.make(size)
                let (_, annotateSeconds) = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }
                var middle = bytes.count / 2
                while bytes[middle] != UInt8(ascii: " ") { middle += 1 }
                let huge = try typeAndDelete(in: bytes, at: middle, highlighter: highlighter)
                let statistics = huge.statistics
                let ratio = statistics.median / normal.statistics.median
                context.checks.expect(huge.restored, "adversarial/keystroke/\(profile.name): typing and deleting restores the text", "\(bytes.count) bytes")
                context.checks.expect(ratio <= Self.maximumKeystrokeRatio,
                                      "adversarial/keystroke/\(profile.name)/\(sizeLabel(bytes.count)): the same order as a normal keystroke",
                                      "median keystroke \(Report.format(statistics.median)) µs vs \(Report.format(normal.statistics.median)) µs in the normal 1 MB document (ratio \(Report.format(ratio)), at most \(Report.format(Self.maximumKeystrokeRatio)))")
                context.record(Figure(
                    key: "adversarial.keystroke-paragraph.\(profile.name).\(bytes.count).us", scenario: id,
                    subject: "keystroke inside one \(sizeLabel(bytes.count)) paragraph, \(profile.name)",
                    metric: "per keystroke (median)", value: statistics.median, unit: "µs",
                    note: "full annotate of the same text: \(Report.format(annotateSeconds * 1e3)) ms", statistics: statistics))
                context.record(Figure(
                    key: "adversarial.keystroke-paragraph.\(profile.name).\(bytes.count).ratio", scenario: id,
                    subject: "keystroke inside one \(sizeLabel(bytes.count)) paragraph, \(profile.name)",
                    metric: "median ÷ normal 1 MB document's median", value: ratio, unit: "×",
                    note: "\(Report.format(statistics.median)) µs ÷ \(Report.format(normal.statistics.median)) µs, same run"))
            }
        }
    }

    /// Types ``typedCharacters`` characters at `caret` (UTF-8) in a live document of `bytes`, then deletes
    /// them, timing each `replace`; whether the text came back.
    private func typeAndDelete(in bytes: [UInt8], at caret: Int, highlighter: Highlighter) throws -> (statistics: Statistics, restored: Bool) {
        var document = try HighlightDocument(utf8: bytes, highlighter: highlighter)
        var samples: [Double] = []
        for index in 0..<Self.typedCharacters {
            let (_, seconds) = try Stopwatch.time { try document.replace((caret + index)..<(caret + index), in: .utf8, with: "x") }
            samples.append(seconds * 1e6)
        }
        for index in (0..<Self.typedCharacters).reversed() {
            let (_, seconds) = try Stopwatch.time { try document.replace((caret + index)..<(caret + index + 1), in: .utf8, with: "") }
            samples.append(seconds * 1e6)
        }
        return (Statistics(samples), document.utf8 == bytes)
    }
}
