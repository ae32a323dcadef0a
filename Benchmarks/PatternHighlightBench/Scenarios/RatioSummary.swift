import PatternHighlight

/// Ratios between figures of the same run (the numbers that survive a noisy, shared machine).
enum RatioSummary {
    static func add(to context: BenchContext) {
        let report = context.report
        for (byteCount, _) in context.plan.rehighlight {
            let foundation = report.value("rehighlight.nsregularexpression.\(byteCount).median-ms")
            if let foundation, let annotate = report.value("rehighlight.annotate-simple.\(byteCount).median-ms") {
                context.record(Figure(
                    key: "ratio.rehighlight.\(byteCount).nsregularexpression-vs-annotate", scenario: "ratios",
                    subject: "full re-highlight per keystroke, \(sizeLabel(byteCount))",
                    metric: "NSRegularExpression ÷ full annotate", value: foundation / annotate, unit: "×",
                    note: "both redo the whole text on every keystroke"))
            }
            for profile in context.profiles {
                guard let foundation, let live = report.value("keystrokes.\(profile.name).\(byteCount).median-us") else { continue }
                context.record(Figure(
                    key: "ratio.keystroke.\(profile.name).\(byteCount).nsregularexpression-vs-document", scenario: "ratios",
                    subject: "per keystroke, \(sizeLabel(byteCount)), \(profile.name) live document",
                    metric: "NSRegularExpression full re-highlight ÷ live document", value: foundation * 1e3 / live, unit: "×",
                    note: "what composers do today vs the incremental document (medians)"))
            }
        }
        if let smallest = context.plan.keystrokes.first?.bytes, let largest = context.plan.keystrokes.last?.bytes, largest > smallest {
            for profile in context.profiles {
                guard let small = report.value("keystrokes.\(profile.name).\(smallest).p99-us"),
                    let large = report.value("keystrokes.\(profile.name).\(largest).p99-us")
                else { continue }
                context.record(Figure(
                    key: "ratio.keystroke.\(profile.name).p99-\(largest)-vs-\(smallest)", scenario: "ratios",
                    subject: "\(profile.name) live document", metric: "p99 keystroke \(sizeLabel(largest)) ÷ \(sizeLabel(smallest))",
                    value: large / small, unit: "×", note: "target ≤ 1.5: a keystroke costs the same in a large document"))
            }
        }
        for profile in context.profiles {
            guard let rate = report.value("throughput.\(profile.name).mbps") else { continue }
            if let floor = report.value("baseline.pcre2.mbps") {
                context.record(Figure(
                    key: "ratio.\(profile.name).vs-pcre2-floor", scenario: "ratios", subject: "\(profile.name) profile",
                    metric: "annotate speed ÷ PCRE2 floor speed", value: rate / floor, unit: "×",
                    note: "1 = as fast as counting raw matches; the rest is paragraphs, entities, runs, offsets"))
            }
            if let foundation = report.value("baseline.nsregularexpression.mbps") {
                context.record(Figure(
                    key: "ratio.\(profile.name).vs-nsregularexpression", scenario: "ratios", subject: "\(profile.name) profile",
                    metric: "annotate speed ÷ NSRegularExpression speed", value: rate / foundation, unit: "×",
                    note: "> 1: a full annotate beats Foundation merely matching the simple patterns"))
            }
        }
    }
}
