import Foundation
import PatternHighlight

/// Scenario 3 (a): what composers do today — rebuild the highlighting of the whole text on every keystroke.
///
/// The same typing session as the live-document scenario (type in a middle paragraph, then delete), on
/// 1 KB and 1 MB documents, re-highlighting everything after each keystroke in two ways:
/// - `NSRegularExpression` with the `simple` patterns over the whole `String`, collecting each match's
///   range and kind (the attributes an app would apply);
/// - this library's full `annotate` with the `simple` profile (the engine without its incremental document).
///
/// Only the re-highlight is timed, not the edit of the string itself.
struct FullRehighlightScenario: Scenario {
    let id = "rehighlight"
    let title = "3a. full re-highlight on every keystroke (what composers do today)"

    func run(in context: BenchContext) throws {
        let regex = try NSRegularExpression(pattern: SimpleAlternation.pattern)
        let highlighter = Highlighter(profile: .simple)
        for (byteCount, typed) in context.plan.rehighlight {
            let original = context.corpus(byteCount)
            let size = sizeLabel(byteCount)
            let script = KeystrokeScript(document: original, characters: typed)
            context.log("  \(size): \(script.edits.count) keystrokes, each re-highlighted twice")
            var text = String(decoding: original, as: UTF8.self)
            let startEntities = EntityFingerprint(highlighter.annotate(text).entities)
            var foundationSeconds: [Double] = []
            var annotateSeconds: [Double] = []
            var disagreements = 0
            for edit in script.edits {
                text.replaceUTF8Range(edit.range, with: edit.text)
                let (attributes, foundationTime) = Stopwatch.time { Self.attributes(regex, text) }
                let (annotation, annotateTime) = Stopwatch.time { highlighter.annotate(text) }
                foundationSeconds.append(foundationTime)
                annotateSeconds.append(annotateTime)
                if attributes.count != annotation.entities.lazy.filter({ !$0.isPartial }).count { disagreements += 1 }
            }
            context.checks.expect(
                Array(text.utf8) == original, "rehighlight/\(size): typing then deleting restores the document",
                "\(script.edits.count) edits")
            let endEntities = EntityFingerprint(highlighter.annotate(text).entities)
            context.checks.expect(
                startEntities == endEntities, "rehighlight/\(size): same entities before and after the session",
                "before \(startEntities), after \(endEntities)")
            let agreement = disagreements == 0
                ? "same entity count as the engine on every keystroke"
                : "entity count differs from the engine on \(disagreements) keystrokes (ICU \\w rules)"
            for (key, name, seconds, note) in [
                ("nsregularexpression", "NSRegularExpression full re-highlight", foundationSeconds, agreement),
                ("annotate-simple", "full annotate (simple profile)", annotateSeconds, "the engine, non-incrementally"),
            ] {
                let statistics = Statistics(seconds.map { $0 * 1e3 })
                let subject = "\(name), \(size) document"
                context.record(Figure(
                    key: "rehighlight.\(key).\(byteCount).median-ms", scenario: id, subject: subject,
                    metric: "median per keystroke", value: statistics.median, unit: "ms",
                    note: "\(seconds.count) keystrokes; \(note)", statistics: statistics))
                context.record(Figure(
                    key: "rehighlight.\(key).\(byteCount).p99-ms", scenario: id, subject: subject,
                    metric: "p99 per keystroke", value: statistics.p99, unit: "ms", note: "max \(Report.format(statistics.max)) ms"))
            }
        }
    }

    /// What an app computes after each change: every match of the simple patterns with its kind.
    static func attributes(_ regex: NSRegularExpression, _ text: String) -> [(range: NSRange, kind: Int)] {
        regex.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)).map { match in
            let kind = (1...regex.numberOfCaptureGroups).first { match.range(at: $0).location != NSNotFound } ?? 0
            return (match.range, kind)
        }
    }
}
