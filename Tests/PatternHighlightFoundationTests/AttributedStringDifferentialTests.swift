import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightFoundation
import PatternHighlightTestSupport

/// Incremental == fresh build, for the `AttributedString` an editor holds: a seeded stream of edits per
/// profile (and with a custom kind whose equal entities touch often), each applied to the string as an editor
/// would, then `applyHighlight`; after every edit the string equals a fresh `attributedString` run for run.
/// Along the way the app marks stretches of text with its own attribute, which must move with the text and
/// never be lost; and a second document fed the whole new text (`update(to:)`) must end where `replace` does.
/// Now and then an input method composes (``composeRandomly(_:_:_:_:theme:using:)``): its marked text is never
/// restyled while it is marked, and after the commit the string again equals a fresh build.
@Suite struct AttributedStringDifferentialTests {
    static let editsPerCase = 10_000

    static let cases: [String] = Profile.all.map(\.name) + ["custom"]

    static func highlighter(_ name: String) throws -> Highlighter {
        if name == "custom" {
            // Single letters, so that equal entities touch ("aa", "bb" …) and chains of them form and break.
            return try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "letter", regex: "[abx]")])
        }
        return Highlighter(profile: try #require(Profile.named(name)))
    }

    @Test(arguments: cases)
    func randomEditsKeepTheStringEqualToAFreshBuild(_ name: String) throws {
        let highlighter = try Self.highlighter(name)
        let theme: Theme? = name == "simple" ? nil : .standard
        var random = SeededRandom(seed: 0xA77_0000 &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        var model = Array(TextFragments.paragraphs(4, using: &random).utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        var whole = document
        var string = document.attributedString(theme: theme)
        /// The app's mark on each byte (0: none), moved through every edit as the editor moves attributes.
        var marks = [Int](repeating: 0, count: model.count)
        var failures = 0
        var elsewhereChecks = 0
        var compositions = 0

        for step in 0..<Self.editsPerCase {
            if step % 50 == 0 { Self.markRandomStretch(step / 50 + 1, in: &string, marks: &marks, model: model, using: &random) }
            if step % 40 == 20 {
                compositions += 1
                let problems = try Self.composeRandomly(&document, &string, &model, &marks, theme: theme, using: &random)
                whole = document
                if !problems.isEmpty {
                    failures += 1
                    Issue.record("step \(step) [\(name)] composition: \(problems.joined(separator: "; "))")
                    if failures > 3 { return }
                    string = document.attributedString(theme: theme)
                    marks = [Int](repeating: 0, count: model.count)
                }
            }
            let edit = Self.onCharacterBoundaries(TextEdits.random(in: model, using: &random), in: model)
            let inserted = String(decoding: edit.text, as: UTF8.self)
            let removed = Array(model[edit.range])
            let before = string
            let update = try document.replace(edit.range, in: .utf8, withUTF8: edit.text)
            // The editor's edit: typed text takes the attributes of the character before it (as typing does),
            // pasted text none.
            let inherits = edit.text.count <= 4 && edit.range.lowerBound > 0 && Bool.random(using: &random)
            let bounds = string.indices(utf8Range: edit.range)
            var replacement = AttributedString(inserted)
            if inherits {
                let previous = string[string.unicodeScalars.index(before: bounds.lowerBound)..<bounds.lowerBound]
                replacement.setAttributes(previous.runs.first!.attributes)
            }
            string.replaceSubrange(bounds, with: replacement)
            let inheritedMark = inherits ? marks[edit.range.lowerBound - 1] : 0
            marks.replaceSubrange(edit.range, with: repeatElement(inheritedMark, count: edit.text.count))
            model.replaceSubrange(edit.range, with: edit.text)
            string.applyHighlight(update, theme: theme)

            var problems: [String] = []
            let actual = AttributedRuns(string.withoutAppMarks)
            let expected = AttributedRuns(document.attributedString(theme: theme))
            if Array(actual.text.utf8) != model { problems.append("text \(actual.text.debugDescription) != \(String(decoding: model, as: UTF8.self).debugDescription)") }
            if actual != expected { problems.append("runs differ from a fresh build:\n\(actual)\n--- fresh:\n\(expected)") }
            // Each entity exactly one run of the string, with its kind and value (the app's marks aside).
            let entities = document.entities.map { AttributedEntity(range: $0.range, kind: $0.kind, value: $0.value) }
            if actual.entities != entities { problems.append("entities as runs \(actual.entities) != \(entities)") }
            if Self.markRuns(string) != Self.markRuns(marks) { problems.append("app marks \(Self.markRuns(string)) != \(Self.markRuns(marks))") }

            // The whole new text, as a TextEditor binding hands it over.
            let wholeUpdate = try whole.update(to: String(decoding: model, as: UTF8.self))
            if whole.utf8 != document.utf8 || whole.entities != document.entities || whole.runs != document.runs {
                problems.append("update(to:) ended elsewhere than replace")
            }
            // Where update(to:) found another edit than the editor made (in repeated text), the string the editor
            // changed, re-styled from the update(to:) update instead: correct whenever the editor's change has the
            // found edit's size.
            let minimal = Self.trimmed(edit, removed: removed)
            if wholeUpdate.replacedRange != minimal.range && minimal.range.count == wholeUpdate.replacedRange.count
                && minimal.text.count == wholeUpdate.insertedLength
            {
                var editorString = before
                editorString.replaceSubrange(editorString.indices(utf8Range: minimal.range),
                                             with: AttributedString(String(decoding: minimal.text, as: UTF8.self)))
                editorString.applyHighlight(wholeUpdate, theme: theme)
                elsewhereChecks += 1
                if AttributedRuns(editorString.withoutAppMarks) != expected {
                    problems.append("the update(to:) update, applied where the editor edited \(minimal.range), differs from a fresh build")
                }
            }

            if !problems.isEmpty {
                failures += 1
                Issue.record("step \(step) [\(name)]: replace \(edit.range) with \(inserted.debugDescription) in \(before.utf8Text.debugDescription): \(problems.joined(separator: "; "))")
                if failures > 3 { return }
                string = document.attributedString(theme: theme)
                marks = [Int](repeating: 0, count: model.count)
            }
            if model.count > 1_500 && Int.random(in: 0..<4, using: &random) == 0 {
                // Keep documents medium-sized: cut the middle out (a whole-text resync, as on a big paste).
                let cut = TextEdits.middle(of: model, leaving: 4)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
                marks.removeSubrange(cut)
                whole = document
                string = document.attributedString(theme: theme)
                Self.restoreMarks(marks, in: &string)
            }
        }
        // The random edits do land in repeated text now and then ("aa", "  ", "@@"): the path above ran.
        #expect(elsewhereChecks >= 20, "\(elsewhereChecks) edits found elsewhere than the editor made them")
        #expect(compositions == Self.editsPerCase / 40)
    }

    /// What an input method types as marked text: romaji, kana, kanji, and sigils and spaces that make and break
    /// entities around the composition.
    static let compositionPieces = ["k", "か", "な", "仮名", "a", "_", "#", "@", ":", " ", "日本", "é", ".com", "x"]

    /// One input-method session at a random character boundary: one to five edits, each turning the marked text
    /// into a random one (the editor's replacement sometimes taking the attributes before it, as typing does), each
    /// re-styled with the marked range; then a commit, by replacing the marked text (`markedRange` `nil`) or as
    /// typed (``AttributedString/applyHighlight(committing:of:theme:)``). Returns what went wrong: the marked text
    /// restyled while marked, or the string after the commit other than a fresh build.
    static func composeRandomly(
        _ document: inout HighlightDocument, _ string: inout AttributedString, _ model: inout [UInt8], _ marks: inout [Int],
        theme: Theme?, using random: inout SeededRandom
    ) throws -> [String] {
        let near = Int.random(in: 0...model.count, using: &random)
        let start = onCharacterBoundaries((near..<near, []), in: model).range.lowerBound
        var marked = start..<start
        var problems: [String] = []
        func replaceMarked(with text: String, inherits: Bool) throws -> DocumentUpdate {
            let update = try document.replace(marked, in: .utf8, with: text)
            let bounds = string.indices(utf8Range: marked)
            var replacement = AttributedString(text)
            if inherits {
                replacement.setAttributes(string[string.unicodeScalars.index(before: bounds.lowerBound)..<bounds.lowerBound].runs.first!.attributes)
            }
            string.replaceSubrange(bounds, with: replacement)
            marks.replaceSubrange(marked, with: repeatElement(inherits ? marks[marked.lowerBound - 1] : 0, count: text.utf8.count))
            model.replaceSubrange(marked, with: Array(text.utf8))
            marked = marked.lowerBound..<(marked.lowerBound + text.utf8.count)
            return update
        }
        func randomText() -> String {
            (0..<Int.random(in: 1...3, using: &random)).map { _ in compositionPieces.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            let update = try replaceMarked(with: randomText(), inherits: start > 0 && Bool.random(using: &random))
            let editors = AttributedRuns(AttributedString(string[string.indices(utf8Range: marked)]))
            string.applyHighlight(update, theme: theme, markedRange: marked)
            let after = AttributedRuns(AttributedString(string[string.indices(utf8Range: marked)]))
            if after != editors { problems.append("marked text \(marked) restyled:\n\(after)\n--- as the editor made it:\n\(editors)") }
        }
        if Bool.random(using: &random) {
            let update = try replaceMarked(with: randomText(), inherits: false)
            string.applyHighlight(update, theme: theme, markedRange: nil)
        } else {
            string.applyHighlight(committing: marked, of: document, theme: theme)
        }
        let actual = AttributedRuns(string.withoutAppMarks)
        let expected = AttributedRuns(document.attributedString(theme: theme))
        if actual != expected { problems.append("after the commit of \(marked): runs differ from a fresh build:\n\(actual)\n--- fresh:\n\(expected)") }
        if markRuns(string) != markRuns(marks) { problems.append("app marks \(markRuns(string)) != \(markRuns(marks))") }
        return problems
    }

    /// The app marks a random stretch of text with `mark`.
    static func markRandomStretch(
        _ mark: Int, in string: inout AttributedString, marks: inout [Int], model: [UInt8], using random: inout SeededRandom
    ) {
        guard !model.isEmpty else { return }
        let lower = TextEdits.boundary(in: model, near: Int.random(in: 0..<model.count, using: &random))
        let upper = TextEdits.boundary(in: model, near: min(model.count, lower + Int.random(in: 1...30, using: &random)))
        guard lower < upper else { return }
        string[string.indices(utf8Range: lower..<upper)][AppMarkAttribute.self] = mark
        marks.replaceSubrange(lower..<upper, with: repeatElement(mark, count: upper - lower))
    }

    /// Puts the marks back on a rebuilt string.
    static func restoreMarks(_ marks: [Int], in string: inout AttributedString) {
        for (range, mark) in markStretches(marks) { string[string.indices(utf8Range: range)][AppMarkAttribute.self] = mark }
    }

    /// The stretches of equal, non-zero marks.
    static func markStretches(_ marks: [Int]) -> [(Range<Int>, Int)] {
        guard !marks.isEmpty else { return [] }
        var runs: [(Range<Int>, Int)] = []
        var start = 0
        for index in 1...marks.count where index == marks.count || marks[index] != marks[start] {
            if marks[start] != 0 { runs.append((start..<index, marks[start])) }
            start = index
        }
        return runs
    }

    /// The marks as `range:mark` lines, from the model or from the string.
    static func markRuns(_ marks: [Int]) -> [String] { markStretches(marks).map { "\($0.0):\($0.1)" } }

    static func markRuns(_ string: AttributedString) -> [String] {
        string.runs[AppMarkAttribute.self].compactMap { mark, range in mark.map { "\(string.utf8Offsets(range)):\($0)" } }
    }

    /// `edit` widened to whole characters (grapheme clusters) of `model`: an editor edits whole characters.
    /// (This toolchain's `AttributedString` was seen to lose text, and to crash later, after an edit inside
    /// a grapheme cluster.)
    static func onCharacterBoundaries(_ edit: (range: Range<Int>, text: [UInt8]), in model: [UInt8]) -> (range: Range<Int>, text: [UInt8]) {
        // Characters are counted from just after the LF before the edit (a character always ends at an LF)
        // to just after the LF after it.
        let start = model[..<edit.range.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let end = model[edit.range.upperBound...].firstIndex(of: 0x0A).map { $0 + 1 } ?? model.count
        let text = String(decoding: model[start..<end], as: UTF8.self)
        var boundaries = text.indices.map { start + text.utf8.distance(from: text.startIndex, to: $0) }
        boundaries.append(end)
        let lower = boundaries.last { $0 <= edit.range.lowerBound } ?? start
        let upper = boundaries.first { $0 >= edit.range.upperBound } ?? end
        return (lower..<upper, edit.text)
    }

    /// `edit` without what it replaces with itself at either end (whole scalars): the change an editor that
    /// compares old and new text would make. Returns the range in the old text and the bytes put there.
    static func trimmed(_ edit: (range: Range<Int>, text: [UInt8]), removed: [UInt8]) -> (range: Range<Int>, text: [UInt8]) {
        var prefix = zip(removed, edit.text).prefix { $0 == $1 }.count
        func inside(_ bytes: [UInt8], _ offset: Int) -> Bool { offset < bytes.count && bytes[offset] & 0xC0 == 0x80 }
        while prefix > 0 && (inside(removed, prefix) || inside(edit.text, prefix)) { prefix -= 1 }
        var suffix = zip(removed[prefix...].reversed(), edit.text[prefix...].reversed()).prefix { $0 == $1 }.count
        while suffix > 0 && inside(edit.text, edit.text.count - suffix) { suffix -= 1 }
        return ((edit.range.lowerBound + prefix)..<(edit.range.upperBound - suffix), Array(edit.text[prefix..<(edit.text.count - suffix)]))
    }
}
