import Foundation
import PatternHighlight
import Testing

/// Mention DIDs are the profile's (`Profile.resolvingMentions(with:)`): every Bluesky post made under it — of an
/// annotation, a live document, a cross-post target's part — names each mapped handle's DID (any case, with or
/// without `@`), a post codes them, and a profile whose posts have no facets ignores them.
@Suite struct MentionDIDTests {
    static let dids = DIDMap(["@Alice.bsky.social": "did:plc:alice"])
    static let text = "hi @alice.bsky.social and @bob.bsky.social https://example.com/a"

    static func mentions(_ post: BlueskyPost) -> [String?] {
        post.facets.filter { $0.kind == .mention }.map { post.did(of: $0) }
    }

    @Test func postsOfAnAnnotationAndADocumentNameTheMappedHandles() throws {
        let profile = Profile.bluesky.resolvingMentions(with: Self.dids)
        #expect(profile.mentionDIDs == Self.dids && profile == .bluesky)
        let post = try #require(BlueskyPost(Highlighter(profile: profile).annotate(Self.text)))
        #expect(Self.mentions(post) == ["did:plc:alice", nil])
        #expect(post.did(of: post.facets.last!) == nil)
        let document = HighlightDocument(Self.text, highlighter: Highlighter(profile: profile, options: .markdownLinks))
        #expect(Self.mentions(try #require(BlueskyPost(document))) == ["did:plc:alice", nil])
        let unresolved = try #require(BlueskyPost(Highlighter(profile: .bluesky).annotate(Self.text)))
        #expect(Self.mentions(unresolved) == [nil, nil])
        #expect(unresolved.resolvingMentions(with: Self.dids) == post)
    }

    @Test func aCrosspostTargetsPostsCarryThem() throws {
        let targets = [Profile.twitter, .bluesky].map { Highlighter(profile: $0.resolvingMentions(with: Self.dids)) }
        let crosspost = try Crosspost(Self.text + String(repeating: " word", count: 70), targets: targets)
        let posts = crosspost.targets[1].parts.compactMap { $0.post as? BlueskyPost }
        #expect(posts.count == 2 && posts.flatMap(Self.mentions) == ["did:plc:alice", nil])
        #expect(Profile.twitter.resolvingMentions(with: Self.dids).mentionDIDs.count == 0)
    }

    @Test func aPostCodesItsDIDs() throws {
        let post = try #require(BlueskyPost(Highlighter(profile: .bluesky.resolvingMentions(with: Self.dids)).annotate(Self.text)))
        let json = try JSONEncoder().encode(post)
        #expect(String(decoding: json, as: UTF8.self).contains(#""dids":{"alice.bsky.social":"did:plc:alice"}"#))
        #expect(try JSONDecoder().decode(BlueskyPost.self, from: json) == post)
        let bad = Data(#"{"text":"hi","facets":[],"dids":{"a.b":"not-a-did"}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BlueskyPost.self, from: bad) }
    }
}
