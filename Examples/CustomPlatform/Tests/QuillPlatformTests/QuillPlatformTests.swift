import Foundation
import PatternHighlight
import PatternHighlightCLI
import PatternHighlightFormats
import PatternHighlightFoundation
import QuillFormats
import QuillPlatform
import Testing

/// Quill, a platform defined in this package on PatternHighlight's public products alone (no `@testable`), served by
/// everything the built-in platforms are: annotate, a live document, split, cross-posting beside them, the
/// AttributedString module and the command line.
@Suite struct QuillPlatformTests {
    static let highlighter = Highlighter(profile: .quill())

    // MARK: - Recognition

    /// Quill's rules, case by case: (text, the entities' kinds and values).
    static let cases: [(String, [String])] = [
        ("+swift and @Ana", ["hashtag swift", "mention ana"]),
        ("a+b c@d +123 +x1", ["hashtag x1"]),
        ("(@ana) +tag, and +tag.", ["mention ana", "hashtag tag", "hashtag tag"]),
        ("@" + String(repeating: "a", count: 20) + " @" + String(repeating: "b", count: 21), ["mention " + String(repeating: "a", count: 20)]),
        ("@ana-b @ana!", ["mention ana"]),
        ("see https://quill.example/notes/1. or http://x.y/(a)?", ["url https://quill.example/notes/1", "url http://x.y/(a"]),
        ("line\n+one\r\n\t@two", ["hashtag one", "mention two"]),
        ("日本+語 +語", []),
        ("ftp://no https:// +", []),
    ]

    @Test(arguments: cases)
    func annotateFollowsQuillsRules(text: String, expected: [String]) {
        let annotation = Self.highlighter.annotate(text)
        #expect(annotation.entities.map { "\($0.kind) \($0.value)" } == expected)
        for entity in annotation.entities {
            let written = String(decoding: Array(text.utf8)[entity.range], as: UTF8.self)
            #expect(written.hasSuffix(entity.value) || written.lowercased().hasSuffix(entity.value), "\(written)")
        }
    }

    // MARK: - A live document

    /// Random edits of a live document under Quill, its content warning changed now and then: its entities and count
    /// always equal a fresh annotate's of the same text.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aLiveDocumentEqualsAFreshAnnotate(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let pieces = ["+tag", " ", "@", "ana", "\n", "https://a.b/c", ".", "(", "é", "👩‍👩‍👧", "+", "x", "\r\n", "\t", "日本"]
        var model = Array("+start here\nand @more https://q.example".utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: Self.highlighter)
        for step in 0..<300 {
            let boundaries = (0...model.count).filter { $0 == model.count || model[$0] & 0xC0 != 0x80 }
            let start = boundaries[Int(random.next() % UInt64(boundaries.count))]
            let ends = boundaries.filter { $0 >= start && $0 <= start + 8 }
            let end = random.next() % 2 == 0 ? start : ends[Int(random.next() % UInt64(ends.count))]
            let piece = Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8)
            try document.replace(start..<end, in: .utf8, withUTF8: piece)
            model.replaceSubrange(start..<end, with: piece)
            if step % 13 == 0 { document.contentWarning = ["", "cw", "spoilers 🎬"][Int(random.next() % 3)] }
            let fresh = Self.highlighter.annotate(String(decoding: model, as: UTF8.self))
            #expect(document.entities == fresh.entities, "step \(step)")
            #expect(document.count == fresh.count(contentWarning: document.contentWarning), "step \(step)")
        }
    }

    // MARK: - Counting and split

    /// Every grapheme counts once, the content warning's twice, within the limit.
    @Test func theCountIsQuills() throws {
        let count = Highlighter(profile: .quill(maxGraphemes: 10)).annotate("héllo 👩‍👩‍👧").count(contentWarning: "cw")
        let figures = try #require(count.figures(QuillCount.self))
        #expect(figures.graphemes == 7 + 4 && figures.maxGraphemes == 10)
        #expect(!count.valid)
        #expect(Highlighter(profile: .quill(maxGraphemes: 11)).annotate("héllo 👩‍👩‍👧").count(contentWarning: "cw").valid)
    }

    /// Split cuts a long text into notes that each fit, the content warning counted in each, and joined they are the text.
    @Test func splitCutsNotesThatFit() throws {
        let long = (0..<40).map { "+topic\($0) some words" }.joined(separator: " ")
        let thread = try Highlighter(profile: .quill(maxGraphemes: 60)).annotate(long).split(contentWarning: "cw")
        #expect(thread.parts.count > 10)
        for part in thread.parts {
            let figures = try #require(part.count.figures(QuillCount.self))
            #expect(part.count.valid && figures.graphemes == part.text.count + 4 && figures.graphemes <= 60, "\(part.text)")
        }
        #expect(thread.parts.map(\.text).joined(separator: " ") == long)
    }

    // MARK: - Cross-posting

    /// One draft for Quill and the three built-in platforms: Quill's parts are Quill's notes (tags posted `#tag`),
    /// the others' their own records, and each target is counted by its own rule.
    @Test func crosspostsBesideTheBuiltInPlatforms() throws {
        let targets = [Self.highlighter, Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]
        let crosspost = try Crosspost("+swift 6 is out, 1+1 https://swift.org", targets: targets)
        #expect(crosspost.targets.map(\.profile.name) == ["quill", "twitter", "bluesky", "mastodon"])
        let quill = crosspost.targets[0]
        let note = try #require(quill.parts.first?.post as? QuillNote)
        #expect(note.body == "#swift 6 is out, 1+1 https://swift.org" && note.tags == ["swift"])
        #expect(quill.counter.limit == QuillRegistration.defaultMaxGraphemes && quill.valid)
        #expect(crosspost.targets[1].parts.first?.post.text == "+swift 6 is out, 1+1 https://swift.org")
        #expect(Profile.quill().isCrosspostTarget)
    }

    // MARK: - AttributedString

    /// The AttributedString module highlights Quill's entities as it does any platform's: one run each.
    @Test func anAttributedStringHasARunPerEntity() throws {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
        let text = Self.highlighter.annotate("hi +tag @ana").attributedString()
        #expect(text.runs.map(\.patternKind) == [nil, .hashtag, nil, .mention])
        #expect(text.runs.compactMap(\.patternValue) == ["tag", "ana"])
    }

    // MARK: - The command line

    /// Quill's own `pattern-highlight` (``QuillCommandLine``): `--profile quill`, `--quill-max-graphemes` and
    /// `--format quill-note` parse and write, `--help` lists them, and other profiles refuse them.
    @Test func itsCommandLineServesIt() throws {
        try QuillCommandLine.withRegistered {
            let note = try CommandLineTool.annotate("+swift rocks", arguments: ["--profile", "quill", "--format", "quill-note"])
            #expect(note == ##"{"note":{"body":"#swift rocks","tags":["swift"]}}"##)
            let json = try CommandLineTool.annotate("+swift rocks", arguments: ["--profile", "quill", "--quill-max-graphemes", "5"])
            #expect(json.contains(#""quillGraphemes":12,"quillMaxGraphemes":5,"valid":false"#), "\(json)")
            #expect(CommandLineTool.helpText.contains("--quill-max-graphemes N") && CommandLineTool.helpText.contains("quill-note"))
            #expect(throws: CommandLineError.self) { try CommandLineTool.annotate("x", arguments: ["--quill-max-graphemes", "5"]) }
            #expect(throws: CommandLineError.self) { try CommandLineTool.annotate("x", arguments: ["--format", "quill-note"]) }
        }
        #expect(!Profile.allNames.contains("quill"), "registered for the test's task alone")
    }

    /// `--help` says Quill's own sentences (its registration's ``ProfileHelp``) where it says the built-in platforms':
    /// its count's lines, its record among the targets' posts, its handle in the `--mentions` example, and Quill in the
    /// lists built from the registry (targets, active tokens, markdown posting).
    @Test func itsHelpSaysItsOwnSentences() {
        let help = QuillCommandLine.withRegistered { CommandLineTool.helpText }
        let text = help.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        for line in QuillRegistration.registration.help.count {
            let found = help.contains(line)
            #expect(found, "\(line)")
        }
        for said in [
            #"quill {"body", "warning"}"#, #""quill": "ana_b""#, "--targets twitter,bluesky,mastodon,quill",
            "quill quillGraphemes <= quillMaxGraphemes", "mastodon, simple and quill the first http(s) URL",
            "content-warning member of every part's post under mastodon and quill", "simple and quill the markup",
        ] {
            let found = text.contains(said)
            #expect(found, "\(said)")
        }
        #expect(!CommandLineTool.helpText.contains("quill"), "Quill is registered for the test's task alone")
    }

    /// The coded counting rule names Quill's method and its settings, and decodes back while Quill is registered.
    @Test func theCountingRuleCodesItsSettings() throws {
        let rule = Profile.quill(maxGraphemes: 99).counting
        let data = try JSONEncoder().encode(rule)
        #expect(String(decoding: data, as: UTF8.self).contains("99"))
        let decoded = try QuillCommandLine.withRegistered { () throws -> CountingRule in
            try JSONDecoder().decode(CountingRule.self, from: data)
        }
        #expect(decoded == rule)
    }
}

/// A seeded generator (Knuth's MMIX linear congruential step, the high bits taken), so that a failing seed fails again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 2_862_933_555_777_941_757 &+ 1 }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 32 | state << 32
    }
}
