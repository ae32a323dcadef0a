import Testing
@_spi(Testing) @testable import PatternHighlight
import PatternHighlightTestSupport

/// Long paragraphs are stored in chunks (`ParagraphPiece`) so that a keystroke edits one chunk, not the
/// paragraph; with a tiny chunk size every edit lands at, near or across chunk edges, and the document must
/// still equal a fresh annotate of its text after every step (entities, runs, reply, offsets in every unit,
/// the update's changed ranges), with the chunks' own rule kept.
@Suite struct DocumentChunkTests {
    /// A document of long paragraphs cut into 48-byte chunks, edited at random (typing, deleting across
    /// chunks, pasting breaks, undo), offsets given in a random unit.
    @Test(arguments: Profile.all.map(\.name))
    func chunkedEditsMatchAFullAnnotate(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        var random = SeededRandom(seed: 0xC4_0C4 &+ UInt64(profileName.utf8.count))
        var model = Array((0..<2).map { _ in TextFragments.text(pieces: 250, breaks: false, using: &random) }.joined(separator: "\n").utf8)
        var document = Self.document(model, highlighter)
        var failures = 0
        var chunkedSteps = 0
        var undo: (range: Range<Int>, text: [UInt8])?
        for step in 0..<1_500 {
            let oldRuns = document.runs
            let edit: (range: Range<Int>, text: [UInt8])
            if let pending = undo, Int.random(in: 0..<4, using: &random) == 0 {
                edit = pending
                undo = nil
            } else if Int.random(in: 0..<8, using: &random) > 0, let edge = Self.chunkEdge(in: document, using: &random) {
                edit = Self.editNear(edge, in: model, using: &random)
            } else if Int.random(in: 0..<3, using: &random) > 0 {
                // Typing (a paragraph is cut into chunks by the first keystroke inside it).
                let at = TextEdits.boundary(in: model, near: Int.random(in: 0...model.count, using: &random))
                edit = (at..<at, Array(TextFragments.words.randomElement(using: &random)!.utf8))
            } else {
                edit = TextEdits.random(in: model, using: &random)
            }
            let update: DocumentUpdate
            (update, undo) = try DocumentDifferentialTests.apply(edit, to: &document, model: &model, using: &random)

            let expected = try highlighter.annotate(utf8: model)
            var ok = try DocumentDifferentialTests.check(document, against: expected, model: model, update: update, oldRuns: oldRuns, step: step)
            ok = Self.checkOffsets(document, model: model, using: &random, step: step) && ok
            if !document.tree.satisfiesInvariants(counting: document.profile.counting) {
                Issue.record("step \(step): tree or chunk invariants broken")
                ok = false
            }
            if Self.chunkCount(document) > 0 { chunkedSteps += 1 }
            if !ok {
                failures += 1
                Issue.record("step \(step) [\(profileName)]: replace \(edit.range) with \(String(decoding: edit.text, as: UTF8.self).debugDescription)")
                if failures > 3 { return }
                document = Self.document(model, highlighter)
            }
            if model.count > 5_000 {
                let cut = TextEdits.middle(of: model, leaving: 3)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
                undo = nil
            }
        }
        #expect(chunkedSteps > 200, "the paragraphs were chunked in only \(chunkedSteps) steps")
    }

    /// Typing into a paragraph much longer than the chunk size changes only the chunk it lands in: the other
    /// chunks keep their storage (the same buffers), and the result equals a fresh annotate.
    @Test func aKeystrokeTouchesOneChunk() throws {
        let highlighter = Highlighter(profile: .twitter)
        let unit = "see @bob and #tag at https://example.com/x now "
        let text = String(repeating: unit, count: 4_000)
        var document = HighlightDocument(text, highlighter: highlighter)
        document.chunkSize = 1_024
        try document.replace(10..<10, in: .utf16, with: "x")  // cuts the paragraph into chunks
        let before = try #require(document.tree.root?.paragraph.chunks)
        #expect(before.count > 100)
        let middle = text.utf8.count / 2 / unit.utf8.count * unit.utf8.count + 1  // a unit start (after the "x" typed above)

        try document.replace(middle..<middle, in: .utf8, with: "@ann ")
        let after = try #require(document.tree.root?.paragraph.chunks)
        let changed = zip(before, after).filter { old, new in
            old.bytes.withUnsafeBufferPointer { $0.baseAddress } != new.bytes.withUnsafeBufferPointer { $0.baseAddress }
        }
        #expect(changed.count == 1)
        #expect(document.entities == highlighter.annotate(document.text).entities)
        let fresh = HighlightDocument(document.text, highlighter: highlighter)
        #expect(document.activeToken(atUTF8: middle + 4) == fresh.activeToken(atUTF8: middle + 4))
        #expect(document.activeToken(atUTF8: middle + 4) != nil)
    }

    // MARK: - Helpers

    static func document(_ model: [UInt8], _ highlighter: Highlighter) -> HighlightDocument {
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        document.windowThreshold = 0
        document.chunkSize = 48
        return document
    }

    /// How many chunks the document's paragraphs have in all (0: every paragraph flat).
    static func chunkCount(_ document: HighlightDocument) -> Int {
        var count = 0
        document.tree.forEach { count += $0.paragraph.chunks.count }
        return count
    }

    /// A random chunk edge (document UTF-8 offset), if a paragraph is chunked.
    static func chunkEdge<G: RandomNumberGenerator>(in document: HighlightDocument, using random: inout G) -> Int? {
        var edges: [Int] = []
        document.tree.forEach { located in
            for number in located.paragraph.chunks.indices.dropFirst() {
                edges.append(located.start + located.paragraph.chunkTotals.before(number).utf8)
            }
        }
        return edges.randomElement(using: &random)
    }

    /// An edit at, just before, just after or across the chunk edge `edge`: typing (multi-byte scalars and
    /// spaces included), deleting the space that ends a chunk, deleting across the edge, pasting a break.
    static func editNear<G: RandomNumberGenerator>(_ edge: Int, in model: [UInt8], using random: inout G) -> (range: Range<Int>, text: [UInt8]) {
        let at = TextEdits.boundary(in: model, near: edge + Int.random(in: -2...1, using: &random))
        let texts = ["x", " ", "@", "#", "😀", "é", "@bob ", " #tag", "家族", "\n", "\r\n", "a\u{2029}b", ""]
        let text = Array(texts.randomElement(using: &random)!.utf8)
        let length = [0, 0, 1, 2, 5, 40].randomElement(using: &random)!
        let end = TextEdits.boundary(in: model, near: min(model.count, at + length))
        return (at..<max(at, end), text)
    }

    /// Offsets in every unit, both ways, at random positions and at the ends, against the standard library;
    /// and the active token against a document that was never chunked.
    static func checkOffsets<G: RandomNumberGenerator>(_ document: HighlightDocument, model: [UInt8], using random: inout G, step: Int) -> Bool {
        var ok = true
        let fresh = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: document.highlighter)
        for _ in 0..<4 {
            let utf8 = TextEdits.boundary(in: model, near: Int.random(in: 0...model.count, using: &random))
            for unit in OffsetUnit.allCases {
                let expected = DocumentDifferentialTests.offset(utf8, in: model, unit: unit)
                let converted = try? document.offset(utf8, in: unit)
                let back = try? document.utf8Offset(expected, in: unit)
                if converted != expected || back != utf8 {
                    Issue.record("step \(step): offset \(utf8) in \(unit): \(converted) (expected \(expected)), back \(String(describing: back))")
                    ok = false
                }
            }
            if document.activeToken(atUTF8: utf8) != fresh.activeToken(atUTF8: utf8) {
                Issue.record("step \(step): active token at \(utf8) differs")
                ok = false
            }
            let range = min(utf8, model.count / 2)..<max(utf8, model.count / 2)
            if (try? document.entities(range, in: .utf8)) != (try? fresh.entities(range, in: .utf8))
                || (try? document.runs(range, in: .utf8)) != (try? fresh.runs(range, in: .utf8)) {
                Issue.record("step \(step): entities or runs in \(range) differ")
                ok = false
            }
        }
        return ok
    }
}
