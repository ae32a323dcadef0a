import Testing
import PatternHighlight

/// A custom pattern the highlighter cannot honour is refused with a `PatternError` that says what happened (issue
/// #48, item 6): an empty regex, and a kind named like a built-in kind that an option adds (`link`, `shortcode`),
/// with or without that option. Through the public API only.
@Suite struct CustomPatternVerdictTests {
    /// (options, pattern, the error expected).
    static let refused: [(options: Highlighter.Options, pattern: CustomPattern, error: PatternError)] = [
        ([], CustomPattern(kind: "ticket", regex: ""), .emptyPattern(kind: "ticket")),
        (.shortcodes, CustomPattern(kind: "ticket", regex: ""), .emptyPattern(kind: "ticket")),
        ([], CustomPattern(kind: "link", regex: "L-[0-9]+"), .optionalBuiltInKind(.link)),
        ([], CustomPattern(kind: "shortcode", regex: ":x:"), .optionalBuiltInKind(.shortcode)),
        (.shortcodes, CustomPattern(kind: "link", regex: "L-[0-9]+"), .optionalBuiltInKind(.link)),
        (.markdownLinks, CustomPattern(kind: "link", regex: "L-[0-9]+"), .builtInKind(.link, profile: "twitter")),
        (.shortcodes, CustomPattern(kind: "shortcode", regex: ":x:"), .builtInKind(.shortcode, profile: "twitter")),
    ]

    @Test(arguments: refused)
    func refusedWithTheReason(options: Highlighter.Options, pattern: CustomPattern, error: PatternError) {
        #expect(throws: error) { try Highlighter(profile: .twitter, options: options, customPatterns: [pattern]) }
    }

    /// The messages name the kind and say what to do.
    @Test func messagesSayWhatToDo() {
        #expect(PatternError.emptyPattern(kind: "ticket").description
            == "pattern for kind 'ticket' is empty: give a regex that matches the text to highlight")
        #expect(PatternError.optionalBuiltInKind(.link).description.contains("Highlighter.Options.markdownLinks"))
        #expect(PatternError.optionalBuiltInKind(.shortcode).description.contains("Highlighter.Options.shortcodes"))
        #expect(PatternError.optionalBuiltInKind(.link).description.hasSuffix("give the pattern another kind"))
    }

    /// A kind that only contains a built-in name, and a regex of one character, are fine.
    @Test func nearbyNamesAndShortRegexesAreAccepted() throws {
        let highlighter = try Highlighter(profile: .twitter, customPatterns: [
            CustomPattern(kind: "links", regex: "L-[0-9]+"), CustomPattern(kind: "shortcode-like", regex: "§"),
        ])
        #expect(highlighter.annotate("see L-12 §").entities.map(\.kind) == ["links", "shortcode-like"])
    }
}
