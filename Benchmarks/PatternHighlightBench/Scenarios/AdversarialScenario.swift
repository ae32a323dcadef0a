import PatternHighlight

/// Hostile input in linear time: every ``AdversarialText`` at two sizes, eight times apart, through a full
/// annotate by every profile. Throughput (MB/s, median) at both sizes is recorded; the check compares the best
/// repetition at each size (the least disturbed by other work on a shared machine) and fails when the larger
/// size runs at less than 35% of the smaller one's throughput: quadratic work would give 12.5%, while cache
/// effects of a bigger text cost linear code up to about half.
///
/// Then typing inside one enormous paragraph: a live document of a single paragraph (1.25 and 10 MB), 20
/// characters typed in its middle and deleted again. The check fails when a keystroke costs more than 10% of
/// a full annotate of the same text: the document must re-scan a window, not the paragraph. (What is left
/// per keystroke is copying: the paragraph's bytes and stored entities, O(p) memory traffic, about 2.5 ms
/// per MB; splitting huge paragraphs into several tree leaves would remove it.)
struct AdversarialScenario: Scenario {
    let id = "adversarial"
    let title = "adversarial texts: throughput at two sizes (linear time)"
    /// The smallest allowed ratio of large-size to small-size throughput.
    static let minimumRatio = 0.35

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
        let sizes = context.options.quick ? [1_000_000] : [1_250_000, 10_000_000]
        let paragraph = AdversarialText.all.first { $0.id == "paragraph" }!
        for profile in context.profiles {
            let highlighter = try Highlighter(profile: profile)
            for size in sizes {
                let bytes = paragraph.make(size)
                let (_, annotateSeconds) = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }
                var document = try HighlightDocument(utf8: bytes, highlighter: highlighter)
                var middle = bytes.count / 2
                while bytes[middle] != UInt8(ascii: " ") { middle += 1 }
                var samples: [Double] = []
                for index in 0..<20 {
                    let (_, seconds) = try Stopwatch.time { try document.replace((middle + index)..<(middle + index), in: .utf8, with: "x") }
                    samples.append(seconds * 1e6)
                }
                for index in (0..<20).reversed() {
                    let (_, seconds) = try Stopwatch.time { try document.replace((middle + index)..<(middle + index + 1), in: .utf8, with: "") }
                    samples.append(seconds * 1e6)
                }
                let statistics = Statistics(samples)
                context.checks.expect(document.utf8 == bytes, "adversarial/keystroke/\(profile.name): typing and deleting restores the text", "\(bytes.count) bytes")
                context.checks.expect(statistics.median < annotateSeconds * 1e6 * 0.10,
                                      "adversarial/keystroke/\(profile.name)/\(sizeLabel(bytes.count)): a keystroke re-scans a window",
                                      "median keystroke \(Report.format(statistics.median)) µs vs full annotate \(Report.format(annotateSeconds * 1e6)) µs")
                context.record(Figure(
                    key: "adversarial.keystroke-paragraph.\(profile.name).\(bytes.count).us", scenario: id,
                    subject: "keystroke inside one \(sizeLabel(bytes.count)) paragraph, \(profile.name)",
                    metric: "per keystroke (median)", value: statistics.median, unit: "µs",
                    note: "full annotate of the same text: \(Report.format(annotateSeconds * 1e3)) ms", statistics: statistics))
            }
        }
    }
}
