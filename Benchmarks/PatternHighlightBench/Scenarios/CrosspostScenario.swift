import PatternHighlight

/// Cross-posting one draft to X, Bluesky and Mastodon.
///
/// 1. Keystrokes in a `CrosspostDocument` with the three targets against the same three profiles' own
///    `HighlightDocument`s alone, per document size (the keystroke scenario's sizes and script: type into a middle
///    paragraph, then delete), sessions taken in turns; the figure is the p99 of the three-target keystroke over
///    the p99 of each single profile's. The three-target document starts as copies of the single ones (they share
///    their storage until edited), so a 100 MB size costs one build per profile. Every document looks for near-miss
///    hints, as a cross-post's targets always do.
/// 2. `Crosspost` over drafts cut from the corpus (every few paragraphs, 200 bytes to 3 KB, with a mention directory
///    and a content warning): MB/s of drafts, each counted, split and posted for every target.
///
/// Checks: after every session the three-target document's text and every target's entities are the original's;
/// every draft's parts are valid by their platform's count.
struct CrosspostScenario: Scenario {
    let id = "crosspost"
    let title = "cross-posting: three-target keystrokes vs one profile's; Crosspost of drafts in MB/s"

    static let targetProfiles: [Profile] = [.twitter, .bluesky, .mastodon]

    func run(in context: BenchContext) throws {
        // Hints on, as every cross-post target has them (`CrosspostDocument`, `Crosspost`); the single profiles'
        // documents, the comparison, have them too.
        let highlighters = Self.targetProfiles.map { Highlighter(profile: $0, options: .hints, maximumTextBytes: .max) }
        for (byteCount, typed) in context.plan.keystrokes {
            try measureKeystrokes(highlighters: highlighters, byteCount: byteCount, typed: typed, in: context)
        }
        try measureDrafts(highlighters: highlighters, in: context)
    }

    private func measureKeystrokes(highlighters: [Highlighter], byteCount: Int, typed: Int, in context: BenchContext) throws {
        let original = context.corpus(byteCount)
        let size = sizeLabel(byteCount)
        let script = KeystrokeScript(document: original, characters: typed)
        let sessions = context.plan.keystrokeSessions
        context.log("  \(size): build \(highlighters.count) documents, \(sessions) × \(script.edits.count) keystrokes, alone and together")
        var singles = try highlighters.map { try HighlightDocument(utf8: original, highlighter: $0) }
        var together = try CrosspostDocument(documents: singles)
        var singleSeconds = Array(repeating: [Double](), count: singles.count)
        var togetherSeconds: [Double] = []
        var reported = 0
        for session in 0..<sessions {
            // Turns: the three-target document first on even sessions, last on odd ones.
            if session % 2 == 0 { try type(script, into: &together, seconds: &togetherSeconds, reported: &reported) }
            for index in singles.indices {
                for edit in script.edits {
                    let range = try singles[index].range(edit.range, in: .utf16)
                    let (update, time) = try Stopwatch.time { try singles[index].replace(range, in: .utf16, with: edit.text) }
                    singleSeconds[index].append(time)
                    reported &+= update.entities.count
                }
            }
            if session % 2 == 1 { try type(script, into: &together, seconds: &togetherSeconds, reported: &reported) }
        }
        let entitiesBack = zip(together.documents, singles).allSatisfy { EntityFingerprint($0.entities) == EntityFingerprint($1.entities) }
        context.checks.expect(
            together.documents[0].utf8 == original && entitiesBack, "crosspost/keystrokes/\(size): text and every target's entities are the original's after the sessions",
            "\(together.documents.count) targets")
        let all = Statistics(togetherSeconds.map { $0 * 1e6 })
        let alone = singleSeconds.map { Statistics($0.map { $0 * 1e6 }) }
        let ratios = zip(highlighters, alone).map { "\($0.profile.name) p99 \(Report.format($1.p99)) µs (×\(Report.format(all.p99 / $1.p99)))" }
        let slowest = alone.map(\.p99).max() ?? 1
        context.record(Figure(
            key: "crosspost.keystrokes.\(byteCount).p99-us", scenario: id, subject: "three targets, \(size) document",
            metric: "p99 per keystroke", value: all.p99, unit: "µs",
            note: "\(togetherSeconds.count) keystrokes (median \(Report.format(all.median)) µs); alone: " + ratios.joined(separator: ", ")
                + "; update sizes \(reported)",
            statistics: all))
        context.record(Figure(
            key: "crosspost.keystrokes.\(byteCount).p99-ratio", scenario: id, subject: "three targets, \(size) document",
            metric: "p99 ÷ the slowest single profile's p99", value: all.p99 / slowest, unit: "×",
            note: "the goal is at most 3: a three-target keystroke is the three profiles' keystrokes one after the other"))
    }

    private func type(_ script: KeystrokeScript, into document: inout CrosspostDocument, seconds: inout [Double], reported: inout Int) throws {
        for edit in script.edits {
            let range = try document.documents[0].range(edit.range, in: .utf16)
            let (update, time) = try Stopwatch.time { try document.replace(range, in: .utf16, with: edit.text) }
            seconds.append(time)
            reported &+= update.targets.count
        }
    }

    /// Drafts of a few paragraphs each, cut from the corpus at line breaks: 200 bytes to about 3 KB.
    static func drafts(of corpus: [UInt8]) -> [[UInt8]] {
        var drafts: [[UInt8]] = []
        var start = 0
        var breaks = 0
        for index in corpus.indices where corpus[index] == 0x0A {
            breaks += 1
            if (index - start >= 200 && breaks % 4 == 0) || index - start >= 3_000 {
                drafts.append(Array(corpus[start..<index]))
                start = index + 1
            }
        }
        if start < corpus.count { drafts.append(Array(corpus[start...])) }
        return drafts
    }

    /// How many of the cross-post's parts, over every target, are not valid by their platform's count (Bluesky's
    /// `postValid`, the others' `valid`).
    static func invalidPartCount(of crosspost: Crosspost) -> Int {
        crosspost.targets.reduce(0) { invalid, target in
            invalid + target.parts.filter { !($0.part.count.bluesky?.postValid ?? $0.part.count.valid) }.count
        }
    }

    private func measureDrafts(highlighters: [Highlighter], in context: BenchContext) throws {
        let corpus = context.corpus(context.plan.throughputBytes)
        let drafts = Self.drafts(of: corpus)
        let directory = try MentionDirectory([
            ["twitter": "ana_dev", "bluesky": "ana.bsky.social", "mastodon": "ana@mastodon.social"], ["twitter": "bob"],
        ])
        context.log("  \(drafts.count) drafts of \(sizeLabel(corpus.count)) ×\(context.plan.throughputRepetitions + 1)")
        var rates: [Double] = []
        var parts = 0
        var invalid = 0
        for repetition in 0...context.plan.throughputRepetitions {
            var count = 0
            let seconds = try Stopwatch.time {
                for draft in drafts {
                    let crosspost = try Crosspost(
                        validatedBytes: draft, targets: highlighters, directory: directory, contentWarning: "spoilers",
                        contentWarningPrefix: true)
                    for target in crosspost.targets {
                        count &+= target.parts.count
                    }
                    if repetition == 0 { invalid += Self.invalidPartCount(of: crosspost) }
                }
            }.seconds
            parts = count
            if repetition > 0 { rates.append(Double(corpus.count) / seconds / 1e6) }
        }
        context.checks.expect(invalid == 0, "crosspost/drafts: every part is valid by its platform's count", "\(parts) parts, \(invalid) invalid")
        let statistics = Statistics(rates)
        context.record(Figure(
            key: "crosspost.drafts.mbps", scenario: id, subject: "\(drafts.count) drafts, \(sizeLabel(corpus.count)), three targets",
            metric: "Crosspost throughput (median)", value: statistics.median, unit: "MB/s",
            note: "each draft counted, split and posted for twitter, bluesky and mastodon with a directory and a CW prefix; "
                + "\(parts) parts; median of \(rates.count)",
            statistics: statistics))
    }
}
