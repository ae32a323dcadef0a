import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// Incremental == full re-scan: a seeded stream of edits per profile, checked after every step against a
/// fresh `annotate` of the same text, plus the changed-range promise.
@Suite struct DocumentDifferentialTests {
    static let editsPerProfile = 10_000

    @Test(arguments: Profile.all.map(\.name))
    func randomEditsMatchAFullAnnotate(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        var random = SeededRandom(seed: 0x5EED_0000 &+ UInt64(profileName.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        var model: [UInt8] = Array(TextFragments.paragraphs(4, using: &random).utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        var failures = 0
        var undo: (range: Range<Int>, text: [UInt8])?

        for step in 0..<Self.editsPerProfile {
            let before = document
            let oldRuns = before.runs
            let edit: (range: Range<Int>, text: [UInt8])
            if let pending = undo, Int.random(in: 0..<3, using: &random) == 0 {
                edit = pending
                undo = nil
            } else {
                edit = TextEdits.random(in: model, using: &random)
            }
            let update: DocumentUpdate
            (update, undo) = try Self.apply(edit, to: &document, model: &model, using: &random)

            let expected = try highlighter.annotate(utf8: model)
            let ok = try Self.check(document, against: expected, model: model, update: update, oldRuns: oldRuns, step: step)
            if !ok {
                failures += 1
                Issue.record("step \(step) [\(profileName)]: replace \(edit.range) in \(String(decoding: before.utf8, as: UTF8.self).debugDescription) with \(String(decoding: edit.text, as: UTF8.self).debugDescription)")
                if failures > 3 { return }
                document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
            }
            if step % 250 == 0 { #expect(document.tree.satisfiesInvariants(counting: document.profile.counting)) }
            if model.count > 1_500 && Int.random(in: 0..<4, using: &random) == 0 {
                // Keep documents medium-sized: cut the middle out.
                let cut = TextEdits.middle(of: model, leaving: 4)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
                undo = nil
            }
        }
    }

    /// Applies `edit` (a UTF-8 range of `model`) to `document`, its offsets given in a random unit, and to
    /// `model`; returns the document's update and the edit that undoes it.
    static func apply(
        _ edit: (range: Range<Int>, text: [UInt8]), to document: inout HighlightDocument, model: inout [UInt8],
        using random: inout SeededRandom
    ) throws -> (update: DocumentUpdate, undo: (range: Range<Int>, text: [UInt8])) {
        let unit = OffsetUnit.allCases.randomElement(using: &random)!
        let start = offset(edit.range.lowerBound, in: model, unit: unit)
        let end = offset(edit.range.upperBound, in: model, unit: unit)
        let update = try document.replace(start..<end, in: unit, withUTF8: edit.text)
        let removed = Array(model[edit.range])
        model.replaceSubrange(edit.range, with: edit.text)
        return (update, (edit.range.lowerBound..<(edit.range.lowerBound + edit.text.count), removed))
    }

    /// A UTF-8 offset of `bytes` in `unit`, counted by the standard library (independently of the engine).
    static func offset(_ utf8Offset: Int, in bytes: [UInt8], unit: OffsetUnit) -> Int {
        let prefix = String(decoding: bytes[..<utf8Offset], as: UTF8.self)
        switch unit {
        case .utf8: return utf8Offset
        case .utf16: return prefix.utf16.count
        case .scalars: return prefix.unicodeScalars.count
        }
    }

    /// The parts of `range` outside every range of `changed`, cut at the offsets `cuts`.
    static func outside(_ range: Range<Int>, changed: [Range<Int>], splitAt cuts: [Int]) -> [Range<Int>] {
        var parts = [range]
        for change in changed where !change.isEmpty {
            parts = parts.flatMap { part -> [Range<Int>] in
                guard part.overlaps(change) else { return [part] }
                return [part.lowerBound..<max(part.lowerBound, change.lowerBound), min(part.upperBound, change.upperBound)..<part.upperBound]
                    .filter { !$0.isEmpty }
            }
        }
        for cut in cuts {
            parts = parts.flatMap { part in
                part.lowerBound < cut && cut < part.upperBound ? [part.lowerBound..<cut, cut..<part.upperBound] : [part]
            }
        }
        return parts
    }

    /// Checks the document against a full annotate and the update against the promise.
    static func check(_ document: HighlightDocument, against expected: Annotation, model: [UInt8], update: DocumentUpdate,
                      oldRuns: [Run], step: Int) throws -> Bool {
        var ok = true
        func expect(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition {
                ok = false
                Issue.record("step \(step): \(what())")
            }
        }
        expect(document.utf8 == model, "text differs")
        expect(document.entities == expected.entities, "entities \(document.entities) != \(expected.entities)")
        expect(document.runs == expected.runs, "runs differ")
        expect(document.replyScreenName == expected.replyScreenName, "reply \(String(describing: document.replyScreenName))")
        for unit in OffsetUnit.allCases {
            expect(document.length(in: unit) == expected.length(in: unit), "length in \(unit)")
        }
        expect(update.length == model.count, "update length")
        expect(document.count == expected.count, "count \(document.count) != \(expected.count)")
        expect(update.count == document.count, "update count \(update.count) != \(document.count)")

        // The update: sorted, merged changed ranges covering the inserted text; entities and runs inside them.
        let changed = update.changed
        expect(zip(changed, changed.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "changed not sorted and merged")
        let inserted = update.replacedRange.lowerBound..<(update.replacedRange.lowerBound + update.insertedLength)
        if !inserted.isEmpty {
            expect(changed.contains { $0.lowerBound <= inserted.lowerBound && inserted.upperBound <= $0.upperBound }, "inserted text outside changed")
        }
        func intersects(_ range: Range<Int>, _ change: Range<Int>) -> Bool {
            change.isEmpty ? range.lowerBound < change.lowerBound && change.lowerBound < range.upperBound
                : range.lowerBound < change.upperBound && change.lowerBound < range.upperBound
        }
        let expectedEntities = expected.entities.filter { entity in changed.contains { intersects(entity.range, $0) } }
        expect(update.entities == expectedEntities, "update entities \(update.entities) != \(expectedEntities)")
        // The runs cover the changed ranges exactly: entity runs whole, plain runs cut at the ranges' edges.
        var expectedRuns: [Run] = []
        for change in changed where !change.isEmpty {
            for run in expected.runs where run.range.overlaps(change) {
                let piece = run.entity == nil ? Run(range: run.range.clamped(to: change)) : run
                if expectedRuns.last != piece { expectedRuns.append(piece) }
            }
        }
        expect(update.runs == expectedRuns, "update runs \(update.runs) != \(expectedRuns)")

        // The promise: every byte outside `changed` keeps its style moved by the edit: plain stays plain, and a
        // byte of an entity belongs to the same entity, moved (kind, extent, value).
        let insertedStart = update.replacedRange.lowerBound
        let insertedEnd = insertedStart + update.insertedLength
        let delta = update.insertedLength - update.replacedRange.count
        for run in expected.runs {
            for part in outside(run.range, changed: changed, splitAt: [insertedStart, insertedEnd]) {
                guard part.upperBound <= insertedStart || part.lowerBound >= insertedEnd else {
                    expect(false, "inserted text \(insertedStart..<insertedEnd) outside changed \(changed)")
                    continue
                }
                let shift = part.lowerBound < insertedStart ? 0 : delta
                let from = part.lowerBound - shift
                let to = part.upperBound - shift - 1
                guard let old = oldRuns.first(where: { $0.range.contains(from) }), old.range.contains(to) else {
                    expect(false, "bytes \(part) outside changed \(changed) were not one old run")
                    continue
                }
                if let entity = run.entity {
                    let moved = old.entity?.shifted(by: shift)
                    expect(moved == entity && old.range.lowerBound + shift == run.range.lowerBound
                        && old.range.count == run.range.count,
                        "entity \(entity) reaches outside changed \(changed) but is not old run \(old.range) moved")
                } else {
                    expect(old.entity == nil, "plain bytes \(part) outside changed \(changed) were entity \(old.range)")
                }
            }
        }
        // The paragraphs are exactly those of the text (a CR typed before an LF makes one CRLF break).
        let paragraphs = ParagraphBreaks.paragraphRanges(in: model, 0..<model.count)
        expect(document.paragraphContentRanges == paragraphs, "paragraphs \(document.paragraphContentRanges) != \(paragraphs)")
        return ok
    }
}
