import PatternHighlight

/// Scenario 2: keystrokes in a live `HighlightDocument`. Per profile and document size (1 KB … 100 MB): type
/// 1,000 characters into a middle paragraph, then delete them, timing each `replace` (UTF-16 offsets, as a
/// text view reports edits), every profile's sessions taken in turns; plus one 5 KB multi-paragraph paste into
/// 1 MB and its undo. Compared in the same run with a full annotate of the same document.
///
/// Checks: the document equals a full annotate of the same text after sampled keystrokes (documents up to
/// 1 MB, on a replay of the session so that the timed one runs undisturbed), after every session (text and
/// entities back to the original), after the paste and after its undo.
struct KeystrokeScenario: Scenario {
    let id = "keystrokes"
    let title = "2. keystrokes in a live HighlightDocument (type 1,000 characters, delete them; 5 KB paste)"

    func run(in context: BenchContext) throws {
        // The documents reach 100 MB, past the default size limit for untrusted text.
        let highlighters = context.profiles.map {
            Highlighter(profile: $0, options: context.options.highlighterOptions, maximumTextBytes: .max)
        }
        for (byteCount, typed) in context.plan.keystrokes {
            try measureTyping(highlighters: highlighters, byteCount: byteCount, typed: typed, in: context)
        }
        for highlighter in highlighters {
            try measurePaste(profile: highlighter.profile, highlighter: highlighter, in: context)
        }
    }

    /// One profile's live document at one size, and what its timed sessions measured.
    private struct TypingRun {
        let highlighter: Highlighter
        var document: HighlightDocumentAdapter
        let originalEntities: EntityFingerprint
        let fullSeconds: Double
        let buildSeconds: Double
        var seconds: [Double] = []
        var sessionP99s: [Double] = []
        var updateSizes = 0

        var profile: Profile { highlighter.profile }

        /// Types and deletes the script once, timing each `replace`; the text is as it was afterwards.
        mutating func runSession(_ script: KeystrokeScript) throws {
            let first = seconds.count
            for edit in script.edits {
                let range = document.editRange(utf8: edit.range)
                let (reported, time) = try Stopwatch.time { try document.replace(range, with: edit.text) }
                seconds.append(time)
                updateSizes &+= reported
            }
            sessionP99s.append(Statistics(seconds[first...].map { $0 * 1e6 }).p99)
        }
    }

    /// Every profile's document of `byteCount` bytes, typed into in turns: session 1 of each profile, then session
    /// 2 of each (starting one profile further on), and so on. A burst of other processes' work on this shared
    /// machine then falls on every profile's keystrokes alike, and the profiles' figures compare within the run.
    private func measureTyping(highlighters: [Highlighter], byteCount: Int, typed: Int, in context: BenchContext) throws {
        let original = context.corpus(byteCount)
        let size = sizeLabel(byteCount)
        let script = KeystrokeScript(document: original, characters: typed)
        let sessions = context.plan.keystrokeSessions
        let caret = KeystrokeScript.surroundings(of: script.caret, in: original)
        var runs: [TypingRun] = []
        for highlighter in highlighters {
            context.log("  \(highlighter.profile.name), \(size): build the document, \(sessions) × \(script.edits.count) keystrokes at \(caret)")
            let (annotation, fullSeconds) = try Stopwatch.time { try highlighter.annotate(utf8: original) }
            let (document, buildSeconds) = try Stopwatch.time { try HighlightDocumentAdapter(bytes: original, highlighter: highlighter) }
            var run = TypingRun(
                highlighter: highlighter, document: document, originalEntities: EntityFingerprint(annotation.entities),
                fullSeconds: fullSeconds, buildSeconds: buildSeconds)
            run.seconds.reserveCapacity(sessions * script.edits.count)
            runs.append(run)
        }
        // The timed sessions run undisturbed at every size: nothing but keystrokes between keystrokes.
        for session in 0..<sessions {
            for turn in runs.indices {
                try runs[(turn + session) % runs.count].runSession(script)
            }
        }
        for run in runs {
            try record(run, script: script, original: original, byteCount: byteCount, caret: caret, in: context)
        }
    }

    /// Checks what `run` left and records its figures.
    private func record(
        _ run: TypingRun, script: KeystrokeScript, original: [UInt8], byteCount: Int, caret: String, in context: BenchContext
    ) throws {
        let profile = run.profile
        let size = sizeLabel(byteCount)
        let sessions = run.sessionP99s.count
        let label = "keystrokes/\(profile.name)/\(size)"
        // Up to 1 MB, the same session is replayed on a second document and compared with a full annotate now
        // and then (checking between timed keystrokes would leave the next one to run on cold caches).
        var cold: Statistics?
        if byteCount <= 1_000_000 {
            let replay = try replayWithChecks(script, original: original, highlighter: run.highlighter)
            cold = replay.afterCheck
            context.checks.expect(
                replay.mismatches.isEmpty, "\(label): document equals full annotate while typing",
                "\(replay.samples) sampled keystrokes (a replay of the session)" + (replay.mismatches.first.map { "; first mismatch at \($0)" } ?? ""))
        }
        let finalEntities = EntityFingerprint(run.document.entities)
        context.checks.expect(
            run.document.utf8 == original && finalEntities == run.originalEntities,
            "\(label): after typing and deleting, text and entities are the original's",
            "document \(finalEntities), annotate \(run.originalEntities)")

        let statistics = Statistics(run.seconds.map { $0 * 1e6 })
        let sessionP99s = Statistics(run.sessionP99s)
        let subject = "\(profile.name), \(size) document"
        let base = "keystrokes.\(profile.name).\(byteCount)"
        let counter = Statistics(counterSeconds(script, original: original, rule: profile.counting).map { $0 * 1e6 })
        context.record(Figure(
            key: "\(base).counter-median-us", scenario: id, subject: subject, metric: "counter's share: median per keystroke",
            value: counter.median, unit: "µs",
            note: "the document's count is kept in every keystroke above; this is the part that counts again the words around "
                + "the edit, timed alone on the same keystrokes: \(Report.format(counter.median / statistics.median * 100)) % of the "
                + "median keystroke; p99 \(Report.format(counter.p99)) µs",
            statistics: counter))
        context.record(Figure(
            key: "\(base).median-us", scenario: id, subject: subject, metric: "median per keystroke",
            value: statistics.median, unit: "µs",
            note: "\(sessions) × \(script.edits.count) keystrokes, sessions taken in turns with the other profiles'; "
                + "full annotate \(Report.format(run.fullSeconds * 1e3)) ms, building the document \(Report.format(run.buildSeconds * 1e3)) ms"
                + (cold.map { "; right after a check's full annotate (cold caches): median \(Report.format($0.median)) µs, max \(Report.format($0.max)) µs of \($0.count)" } ?? ""),
            statistics: statistics))
        context.record(Figure(
            key: "\(base).p99-us", scenario: id, subject: subject, metric: "p99 per keystroke", value: statistics.p99, unit: "µs",
            note: "over all \(run.seconds.count) keystrokes of \(sessions) session\(sessions == 1 ? "" : "s"); per session "
                + run.sessionP99s.map { Report.format($0) }.joined(separator: ", ") + " µs; caret \(caret)"))
        context.record(Figure(
            key: "\(base).session-p99-median-us", scenario: id, subject: subject, metric: "median of the sessions' p99s",
            value: sessionP99s.median, unit: "µs",
            note: "each session's own p99, the median of the \(sessions): a burst of other work that spoils a few sessions does "
                + "not move it; range \(Report.format(sessionP99s.min))–\(Report.format(sessionP99s.max)) µs"))
        context.record(Figure(
            key: "\(base).max-us", scenario: id, subject: subject, metric: "max per keystroke", value: statistics.max, unit: "µs"))
        context.record(Figure(
            key: "\(base).speedup", scenario: id, subject: subject, metric: "full annotate ÷ median keystroke",
            value: run.fullSeconds / (statistics.median / 1e6), unit: "×",
            note: "update sizes (changed ranges + entities + runs) sum to \(run.updateSizes)"))
    }

    /// The counting each keystroke of `script` does inside `HighlightDocument.replace`, timed alone: the piece
    /// between the count cuts around the edit (`CountCuts`, in the caret's paragraph, where the session stays)
    /// counted under `rule` before and after the edit. Once per session, on a copy of that paragraph.
    private func counterSeconds(_ script: KeystrokeScript, original: [UInt8], rule: CountingRule) -> [Double] {
        let paragraph = KeystrokeScript.paragraph(around: script.caret, in: original)
        var bytes = Array(original[paragraph])
        var seconds: [Double] = []
        seconds.reserveCapacity(script.edits.count)
        for edit in script.edits {
            let local = (edit.range.lowerBound - paragraph.lowerBound)..<(edit.range.upperBound - paragraph.lowerBound)
            let inserted = edit.bytes
            let piece = CountCuts.piece(in: bytes, segment: 0..<bytes.count, around: local)
            let before = Stopwatch.time { rule.summary(of: bytes, segment: piece, startsText: false) }.seconds
            bytes.replaceSubrange(local, with: inserted)
            let newPiece = piece.lowerBound..<(piece.upperBound + inserted.count - local.count)
            let after = Stopwatch.time { rule.summary(of: bytes, segment: newPiece, startsText: false) }.seconds
            seconds.append(before + after)
        }
        return seconds
    }

    /// Replays `script` on a new document built from `original`, comparing it with a full annotate of the
    /// same text after sampled keystrokes. Also times the keystroke right after each comparison (its caches
    /// cold from the annotate): what a keystroke costs when the app did other work since the last one.
    private func replayWithChecks(
        _ script: KeystrokeScript, original: [UInt8], highlighter: Highlighter
    ) throws -> (samples: Int, mismatches: [String], afterCheck: Statistics?) {
        var document = try HighlightDocumentAdapter(bytes: original, highlighter: highlighter)
        var shadow = original
        var samples = 0
        var mismatches: [String] = []
        var afterCheck: [Double] = []
        var checked = false
        for (index, edit) in script.edits.enumerated() {
            let range = document.editRange(utf8: edit.range)
            let time = try Stopwatch.time { try document.replace(range, with: edit.text) }.seconds
            if checked { afterCheck.append(time * 1e6) }
            checked = false
            shadow.replaceSubrange(edit.range, with: edit.bytes)
            if index % 97 == 0 || index == script.edits.count / 2 - 1 {
                samples += 1
                let expected = EntityFingerprint(try highlighter.annotate(utf8: shadow).entities)
                let actual = EntityFingerprint(document.entities)
                if actual != expected { mismatches.append("keystroke \(index): document \(actual), annotate \(expected)") }
                checked = true
            }
        }
        return (samples, mismatches, afterCheck.isEmpty ? nil : Statistics(afterCheck))
    }

    private func measurePaste(profile: Profile, highlighter: Highlighter, in context: BenchContext) throws {
        let byteCount = 1_000_000
        let original = context.corpus(byteCount)
        var document = try HighlightDocumentAdapter(bytes: original, highlighter: highlighter)
        // Text from another seed, so that the paste is new paragraphs, not a copy of neighbouring ones.
        let pasted = String(decoding: CorpusGenerator(seed: context.options.seed &+ 1).generate(byteCount: context.plan.pasteBytes), as: UTF8.self)
        let caret = KeystrokeScript.middleCaret(in: original)
        let pastedBytes = Array(pasted.utf8)
        var shadow = original
        shadow.replaceSubrange(caret..<caret, with: pastedBytes)
        let expectedAfterPaste = EntityFingerprint(try highlighter.annotate(utf8: shadow).entities)
        let expectedAfterUndo = EntityFingerprint(try highlighter.annotate(utf8: original).entities)
        var pasteSeconds: [Double] = []
        var undoSeconds: [Double] = []
        var mismatches: [String] = []
        for repetition in 0..<21 {
            let pasteRange = document.editRange(utf8: caret..<caret)
            pasteSeconds.append(try Stopwatch.time { try document.replace(pasteRange, with: pasted) }.seconds)
            if repetition == 0 || repetition == 20 {
                let actual = EntityFingerprint(document.entities)
                if actual != expectedAfterPaste || document.utf8 != shadow {
                    mismatches.append("after paste \(repetition): document \(actual), annotate \(expectedAfterPaste)")
                }
            }
            let undoRange = document.editRange(utf8: caret..<(caret + pastedBytes.count))
            undoSeconds.append(try Stopwatch.time { try document.replace(undoRange, with: "") }.seconds)
            if repetition == 0 || repetition == 20 {
                let actual = EntityFingerprint(document.entities)
                if actual != expectedAfterUndo || document.utf8 != original {
                    mismatches.append("after undo \(repetition): document \(actual), annotate \(expectedAfterUndo)")
                }
            }
        }
        context.checks.expect(
            mismatches.isEmpty, "keystrokes/\(profile.name)/paste: document equals full annotate after paste and after undo",
            mismatches.first ?? "checked after the first and last of 21 paste/undo pairs")
        let pasteStatistics = Statistics(pasteSeconds.map { $0 * 1e6 })
        let undoStatistics = Statistics(undoSeconds.map { $0 * 1e6 })
        let paragraphs = pasted.utf8.filter { $0 == 0x0A }.count
        context.record(Figure(
            key: "keystrokes.\(profile.name).paste-us", scenario: id,
            subject: "\(profile.name), \(sizeLabel(context.plan.pasteBytes)) paste (\(paragraphs) line breaks) into 1 MB",
            metric: "median per paste", value: pasteStatistics.median, unit: "µs",
            note: "21 paste/undo pairs; undo (delete it again) median \(Report.format(undoStatistics.median)) µs",
            statistics: pasteStatistics))
    }
}
