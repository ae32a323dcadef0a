import Testing
@_spi(Testing) @testable import PatternHighlight
import PatternHighlightTestSupport

/// The document's count, kept through edits (`HighlightDocument.count`, `DocumentUpdate.count`), equals a fresh
/// count of the same text after every edit; and an edit counts again only the words around it.
@Suite struct DocumentCountTests {
    static let editsPerRule = 10_000

    /// Each profile with its counting rule, twitter under all three configurations.
    static let profiles: [String: Profile] = [
        "twitter-v1": Profile.twitter.counting(.twitter(.v1)), "twitter-v2": Profile.twitter.counting(.twitter(.v2)),
        "twitter-v3": Profile.twitter, "bluesky": Profile.bluesky, "simple": Profile.simple,
    ]

    /// Random edits anywhere on scalar boundaries (so emoji sequences and NFC pairs are split and joined, a
    /// combining mark lands after a space, a chunk's first byte changes), in short and long texts that cross
    /// 140/280 and the Bluesky limits; in documents whose paragraphs are cut into 48-byte chunks and re-scanned
    /// in windows (`chunked`), and in documents with the default settings.
    @Test(arguments: profiles.keys.sorted(), [false, true])
    func countAfterEveryEditEqualsAFreshCount(_ name: String, chunked: Bool) throws {
        let profile = try #require(Self.profiles[name])
        let highlighter = Highlighter(profile: profile)
        var random = SeededRandom(seed: 0xC0_0A7 &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }) &+ (chunked ? 1 : 0))
        var model = Array(CountingFragments.text(pieces: 60, breaks: true, using: &random).utf8)
        var document = Self.document(model, highlighter, chunked: chunked)
        var undo: (range: Range<Int>, text: [UInt8])?
        var failures = 0
        for step in 0..<Self.editsPerRule {
            let edit: (range: Range<Int>, text: [UInt8])
            if let pending = undo, Int.random(in: 0..<4, using: &random) == 0 {
                edit = pending
                undo = nil
            } else {
                edit = Self.randomEdit(in: model, using: &random)
            }
            let update: DocumentUpdate
            (update, undo) = try DocumentDifferentialTests.apply(edit, to: &document, model: &model, using: &random)
            let expected = profile.counting.count(utf8: model)
            if document.count != expected || update.count != expected {
                failures += 1
                Issue.record("step \(step) [\(name)]: replace \(edit.range) with \(String(decoding: edit.text, as: UTF8.self).debugDescription), now \(String(decoding: model, as: UTF8.self).debugDescription): \(document.count) != \(expected)")
                if failures > 3 { return }
                document = Self.document(model, highlighter, chunked: chunked)
            }
            if step % 250 == 0 { #expect(document.tree.satisfiesInvariants(counting: profile.counting)) }
            if model.count > 2_400 {
                let cut = TextEdits.middle(of: model, leaving: 3)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
                undo = nil
            }
        }
        if chunked { #expect(DocumentChunkTests.chunkCount(document) > 0, "the edits went through chunked paragraphs") }
    }

    /// A keystroke in the middle of a long text counts again a few words: no paragraph, no document. Under twitter the
    /// valid range's end, far before the caret, is not located again.
    @Test(arguments: ["twitter-v3", "bluesky", "simple"])
    func aKeystrokeCountsOnlyTheWordsAroundIt(_ name: String) throws {
        let profile = try #require(Self.profiles[name])
        let paragraph = "Typing a long post with @alice and #tags, https://example.com/a and 👨‍👩‍👧 e\u{301}t\u{E9} here. "
        let text = String(repeating: String(repeating: paragraph, count: 4) + "\n", count: 200)
        let recorder = ScanRecorder()
        var document = HighlightDocument(validatedBytes: Array(text.utf8), highlighter: Highlighter(profile: profile), scanRecorder: recorder)
        let middle = text.utf8.count / 2
        var caret = middle
        while document.utf8[caret - 1] != UInt8(ascii: " ") { caret += 1 }  // after a space, before a word
        var model = Array(text.utf8)
        for (number, character) in "hello wor\u{301}ld 👍🏽".unicodeScalars.enumerated() {
            recorder.reset()
            let typed = Array(String(character).utf8)
            let update = try document.replace(caret..<caret, in: .utf8, withUTF8: typed)
            model.insert(contentsOf: typed, at: caret)
            caret += typed.count
            let counted = recorder.counted.reduce(0) { $0 + $1.utf8.count }
            #expect(counted <= 2 * 40, "keystroke \(number) counted \(counted) bytes: \(recorder.counted)")
            #expect(update.count == profile.counting.count(utf8: model))
        }
    }

    /// Under twitter, typing and deleting before, inside or after the window where the valid range ends (in the
    /// first paragraph of a long text) counts a few words per keystroke: the window moves from where it was. Only a
    /// keystroke on the window's first byte finds it from scratch (counting its paragraph up to it): once while
    /// typing and once while deleting, as the caret passes the window's start.
    @Test(arguments: [10, 270, 277, 280, 282, 300, 1_600, 40_000])
    func keystrokesNearTheLimitCountAFewWords(_ start: Int) throws {
        let paragraph = String(repeating: "word ", count: 400) + "\n"  // 2,000 units: crosses 280 in the first one
        let text = String(repeating: paragraph, count: 50)
        let recorder = ScanRecorder()
        let profile = Profile.twitter
        var document = HighlightDocument(validatedBytes: Array(text.utf8), highlighter: Highlighter(profile: profile), scanRecorder: recorder)
        var model = Array(text.utf8)
        var caret = start
        var edits: [(Range<Int>, String)] = []
        for character in "hi 日本 👍🏽 ab" {
            edits.append((caret..<caret, String(character)))
            caret += character.utf8.count
        }
        for character in "hi 日本 👍🏽 ab".reversed() {
            edits.append(((caret - character.utf8.count)..<caret, ""))
            caret -= character.utf8.count
        }
        var counted: [Int] = []
        for (range, typed) in edits {
            recorder.reset()
            let update = try document.replace(range, in: .utf8, with: typed)
            model.replaceSubrange(range, with: Array(typed.utf8))
            counted.append(recorder.counted.reduce(0) { $0 + $1.utf8.count })
            #expect(update.count == profile.counting.count(utf8: model), "keystroke \(counted.count) from \(start)")
        }
        #expect(counted.filter { $0 > 120 }.count <= 2 && counted.allSatisfy { $0 <= paragraph.utf8.count + 120 },
                "bytes counted per keystroke from \(start): \(counted)")
    }

    /// A long paragraph whose spaces are followed by Arabic, CJK or emoji (never ASCII) is still cut into chunks,
    /// not at a space followed by a combining mark, and keeps its count through edits at its chunks' edges.
    @Test func aParagraphInAnyScriptIsCutIntoChunksWhereTheCountAllows() throws {
        var random = SeededRandom(seed: 0xA7AB)
        let words = ["مرحبا", "بالعالم", "كتاب", "日本語", "한국어", "👍🏽", "\u{301}ب", "\u{200D}👩", "🇫🇷"]
        var text = ""
        while text.utf8.count < 12_000 { text += words.randomElement(using: &random)! + " " }
        let highlighter = Highlighter(profile: .twitter)
        var document = HighlightDocument(text, highlighter: highlighter)
        document.chunkSize = 1_024
        var model = Array(text.utf8)
        for step in 0..<400 {
            let afterSpaces = model.indices.filter { $0 > 0 && model[$0 - 1] == UInt8(ascii: " ") }
            let at = afterSpaces.randomElement(using: &random)!
            let edit: (Range<Int>, [UInt8]) = step % 3 == 2
                ? (at..<TextEdits.boundary(in: model, near: at + 4), [])
                : (at..<at, Array(["\u{301}", "ب", "\u{200D}", "a", "🏽"].randomElement(using: &random)!.utf8))
            let update = try document.replace(edit.0, in: .utf8, withUTF8: edit.1)
            model.replaceSubrange(edit.0, with: edit.1)
            let expected = highlighter.profile.counting.count(utf8: model)
            #expect(update.count == expected, "step \(step)")
            if update.count != expected { return }
        }
        #expect(DocumentChunkTests.chunkCount(document) > 1, "the paragraph was cut into chunks")
        #expect(document.tree.satisfiesInvariants(counting: highlighter.profile.counting))
    }

    // MARK: - Helpers

    static func document(_ model: [UInt8], _ highlighter: Highlighter, chunked: Bool) -> HighlightDocument {
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        if chunked {
            document.windowThreshold = 0
            document.chunkSize = 48
        }
        return document
    }

    /// Typing a piece or a break, a mark after a space, deleting a few bytes' worth of scalars, replacing a stretch
    /// with a random text, pasting a long run.
    static func randomEdit<G: RandomNumberGenerator>(in model: [UInt8], using random: inout G) -> (range: Range<Int>, text: [UInt8]) {
        let position = TextEdits.boundary(in: model, near: Int.random(in: 0...model.count, using: &random))
        func end(within length: ClosedRange<Int>) -> Int {
            TextEdits.boundary(in: model, near: min(model.count, position + Int.random(in: length, using: &random)))
        }
        switch Int.random(in: 0..<22, using: &random) {
        case 0..<9: return (position..<position, Array(CountingFragments.pieces.randomElement(using: &random)!.utf8))
        case 20, 21:
            // Right after a space (where chunks and count cuts begin), a scalar that joins the space's cluster.
            let afterSpaces = model.indices.filter { $0 > 0 && model[$0 - 1] == UInt8(ascii: " ") }
            let at = afterSpaces.randomElement(using: &random) ?? position
            return (at..<at, Array(["\u{301}", "\u{200D}", "\u{FE0F}", "🏽", "\u{20E3}", "\u{327}\u{301}"].randomElement(using: &random)!.utf8))
        case 9..<13: return (position..<end(within: 1...8), [])
        case 13: return (position..<position, Array(CountingFragments.breaks.randomElement(using: &random)!.utf8))
        case 14..<17:
            return (position..<end(within: 0...30), Array(CountingFragments.text(pieces: Int.random(in: 1...6, using: &random), breaks: true, using: &random).utf8))
        case 17..<19:
            return (position..<position, Array(CountingFragments.text(pieces: Int.random(in: 1...4, using: &random), breaks: false, using: &random).utf8))
        default: return (position..<end(within: 10...200), [])
        }
    }
}
