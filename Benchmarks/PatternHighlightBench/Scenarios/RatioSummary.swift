import PatternHighlight

/// Ratios between figures of the same run (the numbers that survive a noisy, shared machine).
enum RatioSummary {
    static func add(to context: BenchContext) {
        let report = context.report
        for profile in Profile.all {
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
