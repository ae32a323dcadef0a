import Foundation
import PatternHighlight
import PatternHighlightFoundation

/// Scenario: the composer's own representation. Per profile and document size (1 KB, 1 MB, 10 MB), the same
/// typing session as the keystroke scenario (type in a middle paragraph, then delete), each keystroke done as
/// a composer does it with an `AttributedString`: the document edit (UTF-16 offsets), the editor's edit of the
/// string's text (UTF-16 offsets to indices, `replaceSubrange`), and `applyHighlight`. Each part is timed on
/// its own; the keystroke is their sum. Compared in the same run with a fresh `attributedString()` of the
/// whole document, what a composer without this library rebuilds on every change (the build alone, no scan).
///
/// Checks: after the session the string's text is the original and its runs (bounds and attributes) equal a
/// fresh build's, at every size; the targets (1 MB: the keystroke at least 1,000× cheaper than the fresh
/// build; `applyHighlight` no more than the text edit, medians) are checks too.
struct AttributedScenario: Scenario {
    let id = "attributed"
    let title = "AttributedString: keystroke (document + text edit + applyHighlight) vs a fresh attributedString()"

    func run(in context: BenchContext) throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
            context.log("  skipped: needs AttributedString's UTF-8 and UTF-16 views (macOS 26)")
            return
        }
        let sizes: [(bytes: Int, typed: Int, builds: Int)] = context.options.quick
            ? [(1_000, 200, 50), (1_000_000, 200, 3)]
            : [(1_000, 1_000, 200), (1_000_000, 1_000, 11), (10_000_000, 1_000, 3)]
        for profile in context.profiles {
            let highlighter = Highlighter(profile: profile, maximumTextBytes: .max)
            for size in sizes {
                try measure(profile: profile, highlighter: highlighter, size: size, in: context)
            }
        }
    }

    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    private func measure(
        profile: Profile, highlighter: Highlighter, size: (bytes: Int, typed: Int, builds: Int), in context: BenchContext
    ) throws {
        let original = context.corpus(size.bytes)
        let label = sizeLabel(size.bytes)
        let script = KeystrokeScript(document: original, characters: size.typed)
        context.log("  \(profile.name), \(label): \(size.builds) fresh builds, \(script.edits.count) keystrokes")
        var document = try HighlightDocument(utf8: original, highlighter: highlighter)
        var fresh: [Double] = []
        var string = AttributedString()
        for _ in 0..<size.builds {
            let (built, seconds) = Stopwatch.time { document.attributedString() }
            fresh.append(seconds * 1e6)
            string = built
        }
        var documentEdit: [Double] = []
        var textEdit: [Double] = []
        var apply: [Double] = []
        var keystroke: [Double] = []
        var updateSizes = 0
        for edit in script.edits {
            let range = try document.range(edit.range, in: .utf16)   // what the text view reports; not timed
            let (update, documentSeconds) = try Stopwatch.time { try document.replace(range, in: .utf16, with: edit.text) }
            let textSeconds = Stopwatch.time {
                let lower = string.utf16.index(string.startIndex, offsetBy: range.lowerBound)
                string.replaceSubrange(lower..<string.utf16.index(lower, offsetBy: range.count), with: AttributedString(edit.text))
            }.seconds
            let applySeconds = Stopwatch.time { string.applyHighlight(update) }.seconds
            documentEdit.append(documentSeconds * 1e6)
            textEdit.append(textSeconds * 1e6)
            apply.append(applySeconds * 1e6)
            keystroke.append((documentSeconds + textSeconds + applySeconds) * 1e6)
            updateSizes &+= update.changed.count + update.entities.count
        }

        let name = "attributed/\(profile.name)/\(label)"
        context.checks.expect(
            document.utf8 == original && string.utf8.count == original.count,
            "\(name): after typing and deleting, the document and the string hold the original text",
            "\(script.edits.count) keystrokes")
        let expected = document.attributedString()
        let same = Array(string.runs).count == Array(expected.runs).count
            && zip(string.runs, expected.runs).allSatisfy { $0.range == $1.range && $0.attributes == $1.attributes }
        context.checks.expect(same, "\(name): the kept string equals a fresh attributedString() run for run",
                              "\(Array(string.runs).count) runs kept, \(Array(expected.runs).count) fresh")

        let total = Statistics(keystroke)
        let build = Statistics(fresh)
        let text = Statistics(textEdit)
        let applied = Statistics(apply)
        let base = "attributed.\(profile.name).\(size.bytes)"
        let subject = "\(profile.name), \(label) document"
        context.record(Figure(
            key: "\(base).keystroke-median-us", scenario: id, subject: subject, metric: "median per keystroke", value: total.median,
            unit: "µs", note: "document edit + text edit + applyHighlight, \(script.edits.count) keystrokes; p99 \(Report.format(total.p99)) µs; "
                + "document edit alone median \(Report.format(Statistics(documentEdit).median)) µs", statistics: total))
        context.record(Figure(
            key: "\(base).text-edit-median-us", scenario: id, subject: subject, metric: "median text edit (editor)", value: text.median,
            unit: "µs", note: "UTF-16 offsets to indices + replaceSubrange; p99 \(Report.format(text.p99)) µs", statistics: text))
        context.record(Figure(
            key: "\(base).apply-median-us", scenario: id, subject: subject, metric: "median applyHighlight", value: applied.median,
            unit: "µs", note: "p99 \(Report.format(applied.p99)) µs; \(Report.format(applied.median / text.median)) × the text edit", statistics: applied))
        context.record(Figure(
            key: "\(base).fresh-median-us", scenario: id, subject: subject, metric: "median fresh attributedString()", value: build.median,
            unit: "µs", note: "\(size.builds) builds; p99 \(Report.format(build.p99)) µs", statistics: build))
        let speedup = build.median / total.median
        context.record(Figure(
            key: "\(base).speedup", scenario: id, subject: subject, metric: "fresh build ÷ median keystroke", value: speedup, unit: "×",
            note: "update sizes (changed ranges + entities) sum to \(updateSizes)"))
        if size.bytes == 1_000_000 {
            context.checks.expect(speedup >= 1_000, "\(name): a keystroke is at least 1,000× cheaper than a fresh build",
                                  "\(Report.format(speedup))×")
            context.checks.expect(applied.median <= text.median, "\(name): applyHighlight costs no more than the text edit (medians)",
                                  "applyHighlight \(Report.format(applied.median)) µs, text edit \(Report.format(text.median)) µs")
        }
    }
}
