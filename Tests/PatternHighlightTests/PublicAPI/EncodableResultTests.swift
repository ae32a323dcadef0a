import Foundation
import PatternHighlight
import Testing

/// `Annotation`, `CrosspostTarget` and `Crosspost` are `Encodable` (issue #48, item 3): what they write decodes back
/// into the `Codable` values they hold. Through the public API only.
@Suite struct EncodableResultTests {
    struct AnnotationWire: Decodable {
        let profile: String
        let text: String
        let reply: String?
        let entities: [Entity]
        let hints: [Hint]?
        let count: TextCount
    }

    struct PartWire: Decodable {
        let part: ThreadPart
        let draftStart: Int
        let draftEnd: Int
    }

    struct TargetWire: Decodable {
        let profile: String
        let text: String
        let count: TextCount
        let counter: CrosspostCounter
        let valid: Bool
        let over: Int
        let entities: [Entity]
        let hints: [Hint]
        let parts: [PartWire]
        let cutEntities: [Entity]
        let failure: String?
    }

    struct CrosspostWire: Decodable {
        let text: String
        let valid: Bool
        let targets: [TargetWire]
        let warnings: [CrosspostWarning]
        let verdict: CrosspostVerdict
    }

    static let texts = [
        "@bob hi 👋🏽 #tag https://example.com", "日本語の #タグ と @jack ko-fi.com",
        "[paypal.com](https://evil.example) (#ATL) " + String(repeating: "長い文章です。", count: 50),
    ]

    @Test(arguments: texts)
    func annotationsDecodeIntoTheirValues(text: String) throws {
        for highlighter in [
            Highlighter(profile: .twitter, options: [.hints, .markdownLinks]), Highlighter(profile: .bluesky, options: .hints),
            Highlighter(profile: .mastodon),
        ] {
            let annotation = highlighter.annotate(text)
            let wire = try JSONDecoder().decode(AnnotationWire.self, from: JSONEncoder().encode(annotation))
            #expect(wire.profile == annotation.profile.name && wire.text == text && wire.reply == annotation.replyScreenName)
            #expect(wire.entities == annotation.entities && wire.count == annotation.count)
            #expect(wire.hints == (highlighter.options.contains(.hints) ? annotation.hints : nil))
        }
    }

    @Test(arguments: texts)
    func crosspostsDecodeIntoTheirValues(draft: String) throws {
        let crosspost = try Crosspost(
            draft,
            targets: [
                Highlighter(profile: .twitter, options: .markdownLinks), Highlighter(profile: .bluesky, options: .markdownLinks),
                Highlighter(profile: .mastodon, options: .markdownLinks),
            ],
            directory: try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social"]]), contentWarning: "film")
        let data = try JSONEncoder().encode(crosspost)
        let wire = try JSONDecoder().decode(CrosspostWire.self, from: data)
        #expect(wire.text == draft && wire.valid == crosspost.valid)
        #expect(wire.warnings == crosspost.warnings && wire.verdict == crosspost.verdict)
        #expect(wire.targets.count == crosspost.targets.count)
        for (decoded, target) in zip(wire.targets, crosspost.targets) {
            #expect(decoded.profile == target.profile.name && decoded.text == target.text && decoded.count == target.count)
            #expect(decoded.counter == target.counter && decoded.valid == target.valid && decoded.over == target.over)
            #expect(decoded.entities == target.entities && decoded.hints == target.hints)
            #expect(decoded.cutEntities == target.cutEntities && decoded.failure == target.failure?.description)
            #expect(decoded.parts.map(\.part) == target.parts.map(\.part))
            #expect(decoded.parts.map { $0.draftStart..<$0.draftEnd } == target.parts.map(\.draftRange))
        }
        // Each part's post is the platform's record.
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        let json = String(decoding: try sorted.encode(crosspost), as: UTF8.self)
        #expect(json.contains(#""post":{"spoiler_text":"film","status":"#))
        #expect(json.contains(#""post":{"facets":["#))
    }
}
