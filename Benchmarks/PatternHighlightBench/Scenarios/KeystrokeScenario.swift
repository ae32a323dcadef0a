import PatternHighlight

/// Scenario 2: keystrokes in a live document. Per profile and document size (1 KB … 100 MB): type 1,000
/// characters into a middle paragraph, then delete them, timing each `replace`; plus one 5 KB
/// multi-paragraph paste (and its undo). Compared in the same run with a full annotate of the same document.
///
/// Checks: after sampled keystrokes and at the end, the document's entities equal a full annotate of the
/// same text.
struct KeystrokeScenario: Scenario {
    let id = "keystrokes"
    let title = "2. keystrokes in a live HighlightDocument (type 1,000 characters, delete them; 5 KB paste)"

    func run(in context: BenchContext) throws {
        if let reason = LiveDocumentFactory.unavailableReason {
            for (byteCount, typed) in context.plan.keystrokes {
                context.record(.unavailable(
                    key: "keystrokes.\(byteCount).median-us", scenario: id,
                    subject: "\(sizeLabel(byteCount)) document, \(typed) typed + \(typed) deleted",
                    metric: "median / p99 / max per keystroke", unit: "µs", reason: reason))
            }
            context.record(.unavailable(
                key: "keystrokes.paste.\(context.plan.pasteBytes)", scenario: id,
                subject: "\(sizeLabel(context.plan.pasteBytes)) multi-paragraph paste", metric: "time per paste",
                unit: "µs", reason: reason))
            return
        }
        for profile in Profile.all {
            let highlighter = try Highlighter(profile: profile)
            for (byteCount, typed) in context.plan.keystrokes {
                try measureTyping(profile: profile, highlighter: highlighter, byteCount: byteCount, typed: typed, in: context)
            }
            try measurePaste(profile: profile, highlighter: highlighter, in: context)
        }
    }

    private func measureTyping(
        profile: Profile, highlighter: Highlighter, byteCount: Int, typed: Int, in context: BenchContext
    ) throws {
        let original = context.corpus(byteCount)
        let size = sizeLabel(byteCount)
        guard var document = try LiveDocumentFactory.make(bytes: original, profile: profile) else { return }
        context.log("  \(profile.name), \(size): \(2 * typed) keystrokes")
        let script = KeystrokeScript(document: original, characters: typed)
        let (_, fullSeconds) = try Stopwatch.time { try highlighter.annotate(utf8: original) }
        var seconds: [Double] = []
        seconds.reserveCapacity(script.edits.count)
        var updateSizes = 0
        // A shadow copy of the text, to check the document against a full annotate now and then.
        let sampleEvery = byteCount <= 1_000_000 ? 97 : Int.max
        var shadow = original
        for (index, edit) in script.edits.enumerated() {
            let (reported, time) = try Stopwatch.time { try document.replace(edit.range, with: edit.text) }
            seconds.append(time)
            updateSizes &+= reported
            if sampleEvery != .max {
                shadow.replaceSubrange(edit.range, with: edit.bytes)
                if index % sampleEvery == 0 {
                    try expectSameEntities(document, highlighter, shadow, "\(profile.name)/\(size) after keystroke \(index)", context)
                }
            }
        }
        try expectSameEntities(document, highlighter, original, "\(profile.name)/\(size) after the session", context)
        let statistics = Statistics(seconds.map { $0 * 1e6 })
        let subject = "\(profile.name), \(size) document"
        let base = "keystrokes.\(profile.name).\(byteCount)"
        context.record(Figure(
            key: "\(base).median-us", scenario: id, subject: subject, metric: "median per keystroke",
            value: statistics.median, unit: "µs",
            note: "\(seconds.count) keystrokes; full annotate of this document: \(Report.format(fullSeconds * 1e3)) ms",
            statistics: statistics))
        context.record(Figure(
            key: "\(base).p99-us", scenario: id, subject: subject, metric: "p99 per keystroke", value: statistics.p99, unit: "µs"))
        context.record(Figure(
            key: "\(base).max-us", scenario: id, subject: subject, metric: "max per keystroke", value: statistics.max, unit: "µs"))
        context.record(Figure(
            key: "\(base).speedup", scenario: id, subject: subject, metric: "full annotate ÷ median keystroke",
            value: fullSeconds / (statistics.median / 1e6), unit: "×", note: "update sizes sum \(updateSizes)"))
    }

    private func measurePaste(profile: Profile, highlighter: Highlighter, in context: BenchContext) throws {
        let byteCount = 1_000_000
        let original = context.corpus(byteCount)
        guard var document = try LiveDocumentFactory.make(bytes: original, profile: profile) else { return }
        // Text from another seed, so that the paste is new paragraphs, not a copy of neighbouring ones.
        let pasted = String(decoding: CorpusGenerator(seed: context.options.seed &+ 1).generate(byteCount: context.plan.pasteBytes), as: UTF8.self)
        let caret = KeystrokeScript.middleCaret(in: original)
        let (_, pasteTime) = try Stopwatch.time { try document.replace(caret..<caret, with: pasted) }
        var shadow = original
        shadow.replaceSubrange(caret..<caret, with: Array(pasted.utf8))
        try expectSameEntities(document, highlighter, shadow, "\(profile.name)/paste", context)
        let (_, undoTime) = try Stopwatch.time { try document.replace(caret..<(caret + pasted.utf8.count), with: "") }
        try expectSameEntities(document, highlighter, original, "\(profile.name)/paste undone", context)
        let subject = "\(profile.name), \(sizeLabel(context.plan.pasteBytes)) paste into 1 MB"
        context.record(Figure(
            key: "keystrokes.\(profile.name).paste-us", scenario: id, subject: subject, metric: "paste",
            value: pasteTime * 1e6, unit: "µs", note: "undo (delete it again): \(Report.format(undoTime * 1e6)) µs"))
    }

    private func expectSameEntities(
        _ document: any LiveDocument, _ highlighter: Highlighter, _ text: [UInt8], _ label: String, _ context: BenchContext
    ) throws {
        let expected = EntityFingerprint(try highlighter.annotate(utf8: text).entities)
        let actual = EntityFingerprint(document.entities)
        context.checks.expect(actual == expected, "keystrokes/\(label): document equals full annotate", "document \(actual), annotate \(expected)")
    }
}
