import Testing
@testable import PatternHighlight

/// `print(value)` of a public type shows its public figures: never the storage behind them (a count's summary,
/// a document's tree, a highlighter's compiled patterns) nor module-qualified type names.
@Suite struct DescriptionTests {
    static let text = "@john hi #swift https://example.com/a 👋🏽\nnext"
    static let internalNames = ["PatternHighlight.", "CountSummary", "summary:", "validPrefix:", "tree:", "ParagraphTree",
                                "offsets:", "LazyOffsetIndex", "customSets", "PatternSet", "profileStates", "storedValue"]

    /// The descriptions of `value` are free of internal names: what `print` shows, and what `debugPrint` shows
    /// unless `reflecting` is false (a plain struct's debug print names its module: Swift's own convention).
    static func expectNoInternals(_ value: Any, _ what: String, reflecting: Bool = true) {
        for printed in [String(describing: value)] + (reflecting ? [String(reflecting: value)] : []) {
            for name in internalNames {
                #expect(!printed.contains(name), "\(what) prints \(name): \(printed)")
            }
        }
    }

    @Test(arguments: Profile.all.map(\.name))
    func textCountPrintsItsFigures(_ profileName: String) throws {
        let count = Highlighter(profile: try #require(Profile.named(profileName))).annotate(Self.text).count
        let printed = String(describing: count)
        Self.expectNoInternals(count, "TextCount")
        #expect(printed.hasPrefix("\(count.graphemes) graphemes (\(count.length.utf8) UTF-8 bytes, \(count.length.utf16) UTF-16 units"))
        #expect(printed.contains(count.valid ? ", valid" : ", not valid"))
        count.forEachPlatformFigure(in: .utf8) { name, figure in
            let value: String = switch figure {
            case .integer(let number): "\(number)"
            case .boolean(let flag): "\(flag)"
            }
            #expect(printed.contains("\(name) \(value)"), "\(printed) lacks \(name)")
        }
        #expect(String(reflecting: count) == "TextCount(\(printed))")
    }

    @Test func platformCountsPrintTheirFigures() throws {
        let twitter = try #require(Highlighter(profile: .twitter).annotate(Self.text).count.twitter)
        Self.expectNoInternals(twitter, "TwitterCount", reflecting: false)
        #expect(String(describing: twitter).contains("weightedLength: \(twitter.weightedLength)"))
        let bluesky = try #require(Highlighter(profile: .bluesky).annotate(Self.text).count.bluesky)
        Self.expectNoInternals(bluesky, "BlueskyCount", reflecting: false)
        #expect(String(describing: bluesky).contains("displayGraphemes: \(bluesky.displayGraphemes)"))
        let mastodon = try #require(Highlighter(profile: .mastodon).annotate(Self.text).count.figures(MastodonCount.self))
        Self.expectNoInternals(mastodon, "MastodonCount", reflecting: false)
        #expect(String(describing: mastodon).contains("length: \(mastodon.length)"))
        let lengths = UnitLengths(utf8: 5, utf16: 4, scalars: 3)
        #expect(String(describing: lengths) == "UnitLengths(utf8: 5, utf16: 4, scalars: 3)")
    }

    @Test func annotationPrintsItsEntities() {
        let annotation = Highlighter(profile: .twitter).annotate(Self.text)
        let printed = String(describing: annotation)
        Self.expectNoInternals(annotation, "Annotation")
        #expect(printed.hasPrefix("Annotation(twitter, \(annotation.utf8.count) UTF-8 bytes, \(annotation.entities.count) entities ["))
        for entity in annotation.entities { #expect(printed.contains(entity.description)) }
        #expect(printed.contains("reply \"john\""))
        // A long text prints in bounded length.
        let long = Highlighter(profile: .simple).annotate(String(repeating: "@a ", count: 1_000))
        #expect(String(describing: long).count < 1_000)
        #expect(String(describing: long).contains("1000 entities"))
    }

    @Test func documentPrintsItsFigures() {
        let document = HighlightDocument(Self.text, highlighter: Highlighter(profile: .twitter))
        let printed = String(describing: document)
        Self.expectNoInternals(document, "HighlightDocument")
        #expect(printed == "HighlightDocument(twitter, \(document.length(in: .utf8)) UTF-8 bytes, \(document.paragraphCount) paragraphs, "
            + "\(document.entityCount) entities, count: \(document.count))")
    }

    @Test func updatePrintsWhatChanged() throws {
        var document = HighlightDocument("hi @jo and #tag", highlighter: Highlighter(profile: .twitter))
        let update = try document.replace(6..<6, in: .utf8, with: "hn")
        let printed = String(describing: update)
        Self.expectNoInternals(update, "DocumentUpdate")
        #expect(printed.hasPrefix("DocumentUpdate(replaced 6..<6 with 2 bytes, changed [3..<8], entities [\(update.entities[0])], 1 run"))
        #expect(printed.contains("count: \(update.count)"))
    }

    @Test func entityAndHighlighterPrintTheirPublicFields() throws {
        let entity = Highlighter(profile: .twitter).annotate("@john").entities[0]
        Self.expectNoInternals(entity, "Entity")
        #expect(String(describing: entity) == #"mention 0..<5 "john""#)
        let highlighter = try Highlighter(profile: .simple, options: .shortcodes, customPatterns: [CustomPattern(kind: EntityKind("ticket"), regex: "TKT-[0-9]+")])
        Self.expectNoInternals(highlighter, "Highlighter")
        #expect(String(describing: highlighter) == "Highlighter(simple, custom kinds [ticket (TKT-[0-9]+)], maximumTextBytes \(highlighter.maximumTextBytes), shortcodes)")
    }
}
