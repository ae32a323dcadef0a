import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats

/// `--format facets` in the library: `app.bsky.richtext.facet` JSON from an annotation.
@Suite struct FacetsFormatterTests {
    static let bluesky = Highlighter(profile: .bluesky)

    @Test func writesTheLexiconShapeInByteOffsets() {
        let annotation = Self.bluesky.annotate("✨ hi @alice.bsky.social #swift $aapl example.com/x")
        let json = String(decoding: FacetsFormatter().format(annotation), as: UTF8.self)
        #expect(json == #"{"text":"✨ hi @alice.bsky.social #swift $aapl example.com/x","facets":["#
            + #"{"index":{"byteStart":7,"byteEnd":25},"features":[{"$type":"app.bsky.richtext.facet#mention","did":"alice.bsky.social"}]},"#
            + #"{"index":{"byteStart":26,"byteEnd":32},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"swift"}]},"#
            + #"{"index":{"byteStart":33,"byteEnd":38},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"$AAPL"}]},"#
            + #"{"index":{"byteStart":39,"byteEnd":52},"features":[{"$type":"app.bsky.richtext.facet#link","uri":"https://example.com/x"}]}]}"#)
    }

    @Test func byteRangesSliceTheSigilAndTheEntity() throws {
        let text = "日本語の投稿 👩‍💻 ＃タグ と @bob.test (https://x.com/a_(b)) $TSLA!"
        let object = try JSONValue(parsing: FacetsFormatter().format(Self.bluesky.annotate(text)))
        guard case .array(let facets)? = object["facets"] else { Issue.record("no facets array"); return }
        let bytes = Array(text.utf8)
        let slices = facets.compactMap { facet -> String? in
            guard let start = facet["index"]?["byteStart"]?.intValue, let end = facet["index"]?["byteEnd"]?.intValue else { return nil }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        #expect(slices == ["＃タグ", "@bob.test", "https://x.com/a_(b))", "$TSLA"])
        #expect(object["text"]?.stringValue == text)
    }

    @Test func mentionDIDsComeFromTheMapElseTheHandle() throws {
        let dids = DIDMap(["Alice.Bsky.Social": "did:plc:z72i7hdynmk6r22z27h6tvur"])
        let annotation = Highlighter(profile: .bluesky.resolvingMentions(with: dids)).annotate("@alice.bsky.social and @bob.test")
        let object = try JSONValue(parsing: FacetsFormatter().format(annotation))
        guard case .array(let facets)? = object["facets"] else { Issue.record("no facets array"); return }
        let features = facets.compactMap { facet -> JSONValue? in
            guard case .array(let features)? = facet["features"] else { return nil }
            return features.first
        }
        #expect(features.map { $0["$type"]?.stringValue } == [FacetsFormatter.FeatureType.mention, FacetsFormatter.FeatureType.mention])
        #expect(features.map { $0["did"]?.stringValue } == ["did:plc:z72i7hdynmk6r22z27h6tvur", "bob.test"])
    }

    @Test func noEntitiesIsAnEmptyList() {
        let json = String(decoding: FacetsFormatter().format(Self.bluesky.annotate("nothing to see (#here)")), as: UTF8.self)
        #expect(json == #"{"text":"nothing to see (#here)","facets":[]}"#)
    }

    @Test func extraMembersComeFirst() {
        var writer = JSONWriter()
        FacetsFormatter().write(Self.bluesky.annotate("#a"), into: &writer, extraMembers: [("id", .number("7"))])
        #expect(String(decoding: writer.bytes, as: UTF8.self)
            == ##"{"id":7,"text":"#a","facets":[{"index":{"byteStart":0,"byteEnd":2},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"a"}]}]}"##)
    }

    @Test func otherProfilesMapKindsToFeaturesAndSkipTheRest() throws {
        let simple = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "issue", regex: #"GH-\d+"#)])
        let annotation = simple.annotate("GH-12 #123 https://a.com/x @")
        #expect(annotation.entities.map(\.kind) == ["issue", .hashtag, .url, .mention])
        let object = try JSONValue(parsing: FacetsFormatter().format(annotation))
        guard case .array(let facets)? = object["facets"] else { Issue.record("no facets array"); return }
        // The custom kind and the partial `@` have no feature.
        #expect(facets.count == 2)
        #expect(facets.first?["features"] == .array([.object([("$type", .string(FacetsFormatter.FeatureType.tag)), ("tag", .string("123"))])]))
    }

    @Test(arguments: [
        (Entity(kind: .url, range: 0..<11, value: "example.com"), "uri", "https://example.com"),
        (Entity(kind: .url, range: 0..<14, value: "ftp://a.com/x"), "uri", "ftp://a.com/x"),
        (Entity(kind: .url, range: 0..<20, value: "a.com/?u=http://b.c"), "uri", "https://a.com/?u=http://b.c"),
        (Entity(kind: .cashtag, range: 0..<5, value: "aapl"), "tag", "$AAPL"),
        (Entity(kind: .cashtag, range: 0..<5, value: "$AAPL"), "tag", "$AAPL"),
        (Entity(kind: .hashtag, range: 0..<3, value: "#x"), "tag", "#x"),
    ])
    func featureValues(_ entity: Entity, _ key: String, _ value: String) throws {
        let feature = try #require(FacetsFormatter().feature(for: entity))
        #expect(feature.key == key)
        #expect(feature.value == value)
    }

    @Test func partialSigilsHaveNoFeature() {
        #expect(FacetsFormatter().feature(for: Entity(kind: .mention, range: 0..<1, value: "", isPartial: true)) == nil)
    }
}
