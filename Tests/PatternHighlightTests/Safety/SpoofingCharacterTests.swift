import Testing
@testable import PatternHighlight

/// No entity ever contains a bidi control or an invisible formatting character, in any profile, with or
/// without custom patterns, in annotate and in documents; ZWJ, ZWNJ and emoji tags stay allowed.
@Suite struct SpoofingCharacterTests {
    static let forbidden: [Unicode.Scalar] = [
        "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
        "\u{2067}", "\u{2068}", "\u{2069}", "\u{00AD}", "\u{034F}", "\u{115F}", "\u{1160}", "\u{180E}", "\u{200B}",
        "\u{2060}", "\u{2061}", "\u{2062}", "\u{2063}", "\u{2064}", "\u{3164}", "\u{FEFF}", "\u{FFA0}",
    ]

    /// Each forbidden character inside, before and after a URL, a mention, a tag and a cashtag.
    static func texts(with scalar: Unicode.Scalar) -> [String] {
        let c = String(scalar)
        return [
            "see https://example.com/\(c)moc.lapyap now", "see https://exa\(c)mple.com now", "go \(c)https://example.com\(c) x",
            "hi @ad\(c)min x", "hi \(c)@admin\(c) x", "hi @alice.bsky\(c).social x", "tag #ta\(c)g x", "tag \(c)#tag\(c) x",
            "cash $AA\(c)PL x", "x.com\(c)/path", "www.exa\(c)mple.com", "#\(c)tag", "@\(c)bob",
        ]
    }

    @Test(arguments: Profile.all.map(\.name))
    func noEntityContainsAForbiddenCharacter(_ profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        let highlighter = try Highlighter(profile: profile, customPatterns: [
            CustomPattern(kind: "anything", regex: #"\S+\x{202E}\S+"#), CustomPattern(kind: "invisible", regex: #"[\x{200B}\x{FEFF}]\w+"#),
        ])
        for scalar in Self.forbidden {
            for text in Self.texts(with: scalar) {
                let annotation = highlighter.annotate(text)
                for entity in annotation.entities {
                    let covered = try annotation.text(in: entity.range)
                    #expect(!covered.unicodeScalars.contains(scalar), "\(profileName): \(text.debugDescription) → \(covered.debugDescription)")
                }
                var document = HighlightDocument("", highlighter: highlighter)
                try document.replace(0..<0, in: .utf8, with: text)
                #expect(document.entities == annotation.entities)
            }
        }
    }

    @Test(arguments: Profile.all.map(\.name))
    func entitiesAroundForbiddenCharactersAreStillFound(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        // The markers sit outside the entities (as in the conformance suite's RTL cases; spaced here, since
        // bluesky wants whitespace before a link or tag): nothing is lost.
        let plain = highlighter.annotate("see https://example.com/ and #tag")
        let marked = highlighter.annotate("see \u{2066}\u{202A} https://example.com/ \u{202C}\u{2069} and \u{200F} #tag \u{200F}")
        #expect(marked.entities.map(\.value) == plain.entities.map(\.value))
        #expect(!plain.entities.isEmpty)
    }

    @Test func scannerFlagsExactlyTheListedCharacters() {
        for scalar in Self.forbidden {
            let bytes = Array("a\(scalar)b".utf8)
            #expect(SpoofingCharacters.occurs(in: bytes, range: 0..<bytes.count), "U+\(String(scalar.value, radix: 16))")
            #expect(!SpoofingCharacters.occurs(in: bytes, range: 0..<1))
        }
        // Needed by scripts and emoji: never flagged. Neighbours of listed characters: not flagged either.
        let allowed = ["\u{200C}", "\u{200D}", "👨‍👩‍👧", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "\u{2065}",
                       "\u{2029}", "\u{2070}", "\u{202F}", "\u{00AC}", "\u{034E}", "\u{FEFE}", "\u{FFA1}", "\u{3165}", "é", "日本"]
        for text in allowed {
            let bytes = Array(text.utf8)
            #expect(!SpoofingCharacters.occurs(in: bytes, range: 0..<bytes.count), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// A dropped built-in entity does not hide a custom match elsewhere, and a dropped custom match does not
    /// hide a built-in one.
    @Test func droppingHappensBeforeMerging() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "word", regex: #"\bmin\b"#)])
        let annotation = highlighter.annotate("https://ad\u{202E}min.com @bob")
        #expect(annotation.entities.map(\.kind) == ["word", .mention] || annotation.entities.map(\.kind) == [.mention])
        #expect(!annotation.entities.contains { $0.kind == .url })
    }
}
