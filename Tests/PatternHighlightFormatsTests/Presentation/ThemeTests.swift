import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats

/// The constraint stage: a theme file overrides the standard styles kind by kind, and a wrong entry is named.
@Suite struct ThemeTests {
    @Test func aThemeFileOverridesTheKindsItNamesAndKeepsTheRest() throws {
        let json = ##"{"mention": {"color": "#ff2d55", "darkColor": "#FF375F"}, "issue": {"color": "#8E8E93", "underline": true}}"##
        let theme = try Theme(json: Array(json.utf8))
        #expect(theme.style(for: .mention) == Style(color: HexColor(red: 0xFF, green: 0x2D, blue: 0x55),
                                                    darkColor: HexColor(red: 0xFF, green: 0x37, blue: 0x5F)))
        #expect(theme.style(for: EntityKind("issue"))?.underline == true)
        #expect(theme.style(for: .hashtag) == Theme.standard.style(for: .hashtag))
        #expect(theme.style(for: .url) == Theme.standard.style(for: .url))
    }

    @Test(arguments: [
        (##"[1]"##, ThemeError.notAnObject),
        (##"{"mention": "red"}"##, .invalidStyle(kind: "mention", reason: "expected an object such as {\"color\": \"#RRGGBB\"}")),
        (##"{"mention": {"color": "#12345"}}"##, .invalidStyle(kind: "mention", reason: "\"color\" must be a string \"#RRGGBB\"")),
        (##"{"url": {"color": "#123456", "underline": 1}}"##, .invalidStyle(kind: "url", reason: "\"underline\" must be true or false")),
        (##"{"url": {"color": "#123456", "bold": true}}"##, .invalidStyle(kind: "url", reason: "unknown field 'bold' (known: color, darkColor, underline)")),
    ])
    func aWrongEntryIsNamed(_ json: String, _ expected: ThemeError) {
        #expect(throws: expected) { try Theme(json: Array(json.utf8)) }
    }

    /// Given the kinds that can occur, a theme naming another kind is refused, and the message names the kinds and the
    /// likely one; without them (``Theme/init(json:)``) any kind is taken, as before.
    @Test func aKindThatCannotOccurIsRefused() throws {
        let json = Array(##"{"url": {"color": "#123456"}, "hashtags": {"color": "#00FF00"}}"##.utf8)
        let kinds = Profile.twitter.kinds
        #expect(throws: ThemeError.unknownKind("hashtags", known: kinds)) { try Theme(json: json, knownKinds: kinds) }
        #expect(ThemeError.unknownKind("hashtags", known: kinds).description.contains("mention, hashtag, url, cashtag (did you mean 'hashtag'?)"))
        #expect(!ThemeError.unknownKind("colour", known: kinds).description.contains("did you mean"))
        #expect(try Theme(json: json).style(for: "hashtags") != nil)
        let custom = try Theme(json: Array(##"{"issue": {"color": "#8E8E93"}}"##.utf8), knownKinds: kinds + ["issue"])
        #expect(custom.style(for: "issue")?.color == HexColor(hex: "#8E8E93"))
    }

    @Test(arguments: ["#00ff7F", "#ABCDEF", "#000000"])
    func hexColorsRoundTrip(_ text: String) throws {
        let color = try #require(HexColor(hex: text))
        #expect(color.description == text.uppercased())
        #expect(HexColor(hex: color.description) == color)
    }

    @Test(arguments: ["00FF7F", "#00FF7", "#00FF7FF", "#GG0000", ""])
    func malformedHexColorsAreRefused(_ text: String) {
        #expect(HexColor(hex: text) == nil)
    }
}
