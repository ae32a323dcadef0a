import PatternHighlight

/// Counting's cost beside a full annotate, on the counting corpus (``CountingCorpus``: the benchmark corpus with
/// one paragraph in sixteen in NFD and every emoji shape; its mix is printed and checked). Per profile, each figure
/// paired with an annotate of the same bytes right before it:
/// - the whole text counted under the profile's rule (`CountingRule.count`, what `Annotation.count` and the
///   command line's `count` member compute: NFC, URLs and emoji sequences under twitter, graphemes and bytes under
///   the others): count time ÷ annotate time, and annotate time ÷ count time (the throughput ratio);
/// - per post (each paragraph on its own, ~300 characters): annotate, annotate with its `count`, and the count
///   alone, against the whole-text throughputs;
/// - a `HighlightDocument` built on the whole text (entities and count): annotate time ÷ build time;
/// - the count of the whole text in NFD ÷ the count of its NFC form.
/// The document's incremental count is measured inside the keystroke scenario.
struct CountingScenario: Scenario {
    let id = "counting"
    let title = "counting the whole text beside a full annotate"

    func run(in context: BenchContext) throws {
        let corpus = CountingCorpus(from: context.corpus(context.plan.throughputBytes))
        let bytes = corpus.mixed
        let text = String(decoding: bytes, as: UTF8.self)
        let nfcText = String(decoding: corpus.nfc, as: UTF8.self)
        let nfdText = String(decoding: corpus.nfd, as: UTF8.self)
        let postTexts = corpus.posts.map { String(decoding: $0, as: UTF8.self) }
        let size = sizeLabel(bytes.count)
        let mix = corpus.mix
        context.checks.expect(
            mix.nonASCIIByteShare >= 0.40 && mix.nfdParagraphShare >= 0.05 && mix.shapes.values.allSatisfy { $0 },
            "counting: corpus has ≥ 40 % non-ASCII bytes, ≥ 5 % NFD paragraphs and every emoji shape", mix.description)
        context.record(Figure(
            key: "counting.corpus.non-ascii-share", scenario: id, subject: "counting corpus, \(size)",
            metric: "bytes above ASCII", value: mix.nonASCIIByteShare * 100, unit: "%",
            note: mix.description + "; \(corpus.posts.count) posts"))
        for profile in context.profiles {
            context.log("  \(profile.name): count, posts, document and NFD on \(size) ×\(context.plan.throughputRepetitions + 1)")
            let highlighter = Highlighter(profile: profile)
            var counts = [profile.counting.count(text)]
            var countRates: [Double] = []
            var ratios: [Double] = []
            var postRatios: (annotate: [Double], annotateAndCount: [Double], count: [Double]) = ([], [], [])
            var buildRatios: [Double] = []
            var nfdRatios: [Double] = []
            var wholeCountSeconds: [Double] = []
            for _ in 0..<context.plan.throughputRepetitions {
                let annotateSeconds = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }.seconds
                let (count, seconds) = Stopwatch.time { profile.counting.count(text) }
                counts.append(count)
                countRates.append(Double(bytes.count) / seconds / 1e6)
                ratios.append(seconds / annotateSeconds)
                wholeCountSeconds.append(seconds)

                let postAnnotate = try Stopwatch.time {
                    for post in corpus.posts { _ = try highlighter.annotate(utf8: post) }
                }.seconds
                let postBoth = try Stopwatch.time {
                    var graphemes = 0
                    for post in corpus.posts { graphemes += try highlighter.annotate(utf8: post).count.graphemes }
                    return graphemes
                }.seconds
                let postCount = Stopwatch.time {
                    var graphemes = 0
                    for post in postTexts { graphemes += profile.counting.count(post).graphemes }
                    return graphemes
                }.seconds
                postRatios.annotate.append(annotateSeconds / postAnnotate)
                postRatios.annotateAndCount.append((annotateSeconds + seconds) / postBoth)
                postRatios.count.append(seconds / postCount)

                let annotateAgain = try Stopwatch.time { try highlighter.annotate(utf8: bytes) }.seconds
                let build = try Stopwatch.time { try HighlightDocument(utf8: bytes, highlighter: highlighter) }.seconds
                buildRatios.append(annotateAgain / build)

                let nfc = Stopwatch.time { profile.counting.count(nfcText) }.seconds
                let nfd = Stopwatch.time { profile.counting.count(nfdText) }.seconds
                nfdRatios.append(nfd / nfc)
            }
            context.checks.expect(
                counts.allSatisfy { $0 == counts[0] }, "counting/\(profile.name): same count on every repetition",
                "graphemes \(counts[0].graphemes), valid \(counts[0].valid)")
            let rates = Statistics(countRates)
            context.record(Figure(
                key: "counting.\(profile.name).mbps", scenario: id, subject: "\(profile.name) profile, \(size)",
                metric: "whole-text count throughput (median)", value: rates.median, unit: "MB/s",
                note: "rule \(profile.counting); \(counts[0].graphemes) graphemes; median of \(countRates.count)", statistics: rates))
            let paired = Statistics(ratios)
            context.record(Figure(
                key: "counting.\(profile.name).vs-annotate.paired", scenario: id, subject: "\(profile.name) profile, \(size)",
                metric: "count time ÷ annotate time, paired runs", value: paired.median, unit: "×",
                note: "median of \(ratios.count) back-to-back pairs (annotate then count, same bytes); range "
                    + "\(Report.format(paired.min))–\(Report.format(paired.max))×; throughput ratio "
                    + "\(Report.format(1 / paired.median))×", statistics: paired))
            record(postRatios.count, key: "counting.\(profile.name).per-post-vs-whole", subject: "\(profile.name) profile, \(corpus.posts.count) posts",
                   metric: "per-post count throughput ÷ whole-text count throughput", in: context,
                   note: "each paragraph counted on its own (`CountingRule.count`) against the whole text at once")
            record(postRatios.annotate, key: "counting.\(profile.name).per-post-annotate-vs-whole", subject: "\(profile.name) profile, \(corpus.posts.count) posts",
                   metric: "per-post annotate throughput ÷ whole-text annotate throughput", in: context,
                   note: "each paragraph annotated on its own")
            record(postRatios.annotateAndCount, key: "counting.\(profile.name).per-post-annotate-count-vs-whole",
                   subject: "\(profile.name) profile, \(corpus.posts.count) posts",
                   metric: "per-post annotate + count throughput ÷ whole-text annotate + count throughput", in: context,
                   note: "each paragraph annotated and its `Annotation.count` read (the scan's hint reused)")
            record(buildRatios, key: "counting.\(profile.name).document-build-vs-annotate", subject: "\(profile.name) profile, \(size)",
                   metric: "HighlightDocument build throughput ÷ annotate throughput", in: context,
                   note: "annotate time ÷ build time (entities and count), paired")
            record(nfdRatios, key: "counting.\(profile.name).nfd-vs-nfc", subject: "\(profile.name) profile, \(size)",
                   metric: "count time of the text in NFD ÷ of its NFC form", in: context,
                   note: "every paragraph decomposed against every paragraph composed, paired")
        }
    }

    private func record(_ samples: [Double], key: String, subject: String, metric: String, in context: BenchContext, note: String) {
        let statistics = Statistics(samples)
        context.record(Figure(
            key: key, scenario: id, subject: subject, metric: metric, value: statistics.median, unit: "×",
            note: note + "; median of \(samples.count), range \(Report.format(statistics.min))–\(Report.format(statistics.max))×",
            statistics: statistics))
    }
}
