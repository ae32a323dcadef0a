import Testing
@_spi(Testing) @testable import PatternHighlight
import PatternHighlightTestSupport

/// Emoji shortcodes (`Highlighter.Options.shortcodes`): which `:name:` are entities in every profile, their values,
/// runs and offsets in every unit, that nothing changes without the option, and that a document edited at random
/// keeps the entities a fresh scan finds.
@Suite struct ShortcodeEntityTests {
    static func highlighter(_ name: String, shortcodes: Bool = true) throws -> Highlighter {
        Highlighter(profile: try #require(Profile.named(name)), options: shortcodes ? .shortcodes : [])
    }

    /// Text → the shortcodes' texts, the same in every profile.
    static let cases: [(String, [String])] = [
        (":smile:", [":smile:"]),
        ("nice :tada: and :ok_hand:!", [":tada:", ":ok_hand:"]),
        (":+1:", []),                       // `+` is no name character
        (":a:", []),                        // one name character
        ("::ab:", []),                      // the colon follows a colon
        ("12:30:45", []),                   // after a digit
        ("a:bc:", []),                      // after a letter
        ("日本:ab:", []),                   // after a letter of any script
        ("(:ab:)", [":ab:"]),
        ("_:ab:", [":ab:"]),
        ("：ab：", []),                      // full-width colons are no shortcode colons
        (":ab::cd:", [":ab:"]),             // the second opens after the first's colon
        (":ab: :cd:", [":ab:", ":cd:"]),
        ("line\n:ab:", [":ab:"]),
        (":smile", []),                     // not closed
        (":ab:cd:", [":ab:"]),
    ]

    @Test(arguments: Profile.all.map(\.name))
    func shortcodesAreFoundAsTheRuleSays(_ profile: String) throws {
        let highlighter = try Self.highlighter(profile)
        for (text, expected) in Self.cases {
            let annotation = highlighter.annotate(text)
            let found = try annotation.entities.filter { $0.kind == .shortcode }.map { try annotation.text(in: $0.range) }
            #expect(found == expected, "\(profile): \(text.debugDescription)")
            for entity in annotation.entities where entity.kind == .shortcode {
                #expect(try ":" + entity.value + ":" == annotation.text(in: entity.range))
            }
            // The same text in a document, scanned paragraph by paragraph.
            let document = HighlightDocument(text, highlighter: highlighter)
            #expect(document.entities == annotation.entities, "\(profile): \(text.debugDescription)")
        }
    }

    @Test(arguments: Profile.all.map(\.name))
    func withoutTheOptionNothingChanges(_ profile: String) throws {
        let plain = try Self.highlighter(profile, shortcodes: false)
        #expect(!plain.profile.kinds.contains(.shortcode))
        #expect(try Self.highlighter(profile).profile.kinds.contains(.shortcode))
        let text = "hi :smile: @bob #tag $AAPL https://example.com/:ab: 12:30"
        #expect(!plain.annotate(text).entities.contains { $0.kind == .shortcode })
        // With the option, the profile's own entities stay; only shortcodes are added.
        let with = try Self.highlighter(profile).annotate(text).entities.filter { $0.kind != .shortcode }
        #expect(with == plain.annotate(text).entities)
    }

    @Test(arguments: Profile.all.map(\.name))
    func anEarlierEntityWinsTheOverlap(_ profile: String) throws {
        let annotation = try Self.highlighter(profile).annotate("see https://example.com/a:bc:d/:ef: ok :gh:")
        let url = try #require(annotation.entities.first { $0.kind == .url })
        #expect(try annotation.text(in: url.range).hasPrefix("https://example.com/a:bc:d"))
        #expect(!annotation.entities.contains { $0.kind == .shortcode && $0.range.overlaps(url.range) })
        #expect(try annotation.entities.last.map { try annotation.text(in: $0.range) } == ":gh:")
    }

    @Test func offsetsInEveryUnit() throws {
        let annotation = try Self.highlighter("twitter").annotate("😀 é :tada:")
        let entity = try #require(annotation.entities.first)
        #expect(entity.kind == .shortcode && entity.value == "tada")
        #expect(try annotation.range(entity.range, in: .utf8) == 8..<14)
        #expect(try annotation.range(entity.range, in: .utf16) == 5..<11)
        #expect(try annotation.range(entity.range, in: .scalars) == 4..<10)
    }

    @Test func runsAndTheStandardTheme() throws {
        let annotation = try Self.highlighter("simple").annotate("a :ok_hand: b")
        #expect(annotation.runs.map(\.range) == [0..<2, 2..<11, 11..<13])
        #expect(annotation.runs.map(\.kind) == [nil, .shortcode, nil])
        #expect(Theme.standard.style(for: .shortcode) != nil)
    }

    /// A custom kind named `shortcode` is refused with the option (the profile reports the kind) and without it (a
    /// built-in kind all the same: the same name would mean two things).
    @Test func aCustomKindNamedShortcodeIsRefused() throws {
        let pattern = CustomPattern(kind: "shortcode", regex: ":x:")
        #expect(throws: PatternError.builtInKind(.shortcode, profile: "simple")) {
            try Highlighter(profile: .simple, options: .shortcodes, customPatterns: [pattern])
        }
        #expect(throws: PatternError.optionalBuiltInKind(.shortcode)) {
            try Highlighter(profile: .simple, customPatterns: [pattern])
        }
    }

    /// Shortcode material for random edits: whole shortcodes, their pieces, and what must not become one.
    static let pieces = [":smile:", ":", "::", ":a", ":ab", "ab:", "12:30", "http://x.com/:ab:", ":ok_hand:", "_", "ab", "：", " "]

    @Test(arguments: Profile.all.map(\.name))
    func randomEditsMatchAFreshScan(_ profileName: String) throws {
        let highlighter = try Self.highlighter(profileName)
        var random = SeededRandom(seed: 0x5C0D_E000 &+ UInt64(profileName.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        var model: [UInt8] = Array((TextFragments.paragraphs(3, using: &random) + " :tada: 12:30 :ab:cd:").utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        // Windows and small chunks: what a keystroke in a long line re-scans and where a caret token is looked for.
        document.windowThreshold = 0
        document.chunkSize = 48
        var failures = 0
        var shortcodesSeen = 0
        var shortcodeTokens = 0
        for step in 0..<3_000 {
            let oldRuns = document.runs
            var edit = TextEdits.random(in: model, using: &random)
            if Int.random(in: 0..<2, using: &random) == 0 {
                edit.text = Array(Self.pieces.randomElement(using: &random)!.utf8)
            }
            let (update, _) = try DocumentDifferentialTests.apply(edit, to: &document, model: &model, using: &random)
            let expected = try highlighter.annotate(utf8: model)
            shortcodesSeen += expected.entities.count { $0.kind == .shortcode }
            // The caret token, in the chunked document and in one never chunked, at the edit's end and elsewhere.
            let fresh = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
            let carets = [edit.range.lowerBound + edit.text.count] + (0..<3).map { _ in Int.random(in: 0...model.count, using: &random) }
            for caret in carets.map({ TextEdits.boundary(in: model, near: $0) }) {
                let token = document.activeToken(atUTF8: caret)
                if token != fresh.activeToken(atUTF8: caret) { Issue.record("step \(step): active token at \(caret) differs") }
                if token?.kind == .shortcode { shortcodeTokens += 1 }
            }
            let ok = try DocumentDifferentialTests.check(document, against: expected, model: model, update: update, oldRuns: oldRuns, step: step)
            if !ok {
                failures += 1
                Issue.record("step \(step) [\(profileName)]: replace \(edit.range) with \(String(decoding: edit.text, as: UTF8.self).debugDescription)")
                if failures > 3 { return }
                document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
            }
            if model.count > 1_500 {
                let cut = TextEdits.middle(of: model, leaving: 4)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
            }
        }
        #expect(shortcodesSeen > 1_000, "the edits made \(shortcodesSeen) shortcodes")
        #expect(shortcodeTokens > 100, "\(shortcodeTokens) shortcode tokens")
    }
}
