import PatternHighlight
import PatternHighlightTestSupport
import Testing

/// The posting promise over option combinations: random drafts (mentions of the directory's people and strangers,
/// URLs, markdown links glued to text) × markdown links × directory × content warning as a field or a `CW:` line ×
/// mention DIDs × offset unit. For every target: the parts' draft ranges tile the draft (white space alone between
/// them, in every unit), every post counted again by its platform's rule is the part's count and valid, and the
/// target's verdict is its parts' (one part and valid, or several and not). DIDs name exactly the Bluesky mentions
/// they map, and change nothing else.
@Suite struct CrosspostPostedFormPropertyTests {
    struct Case: CustomStringConvertible, Sendable {
        let markdownLinks: Bool
        let directory: Bool
        let contentWarning: String
        let prefix: Bool
        let dids: Bool
        var description: String {
            "markdown links \(markdownLinks), directory \(directory), content warning \(contentWarning.count), CW: line \(prefix), DIDs \(dids)"
        }
    }

    static let cases: [Case] = [false, true].flatMap { links in
        [false, true].flatMap { directory in
            [("", false), ("spoilers", false), ("spoilers ahead", true), (String(repeating: "long warning ", count: 12), true)].flatMap { warning in
                [false, true].map { Case(markdownLinks: links, directory: directory, contentWarning: warning.0, prefix: warning.1, dids: $0) }
            }
        }
    }

    /// A DID for every Bluesky handle of the directory and one stranger's, written in another case than the drafts.
    static let dids = DIDMap(Dictionary(uniqueKeysWithValues: (CrosspostDrafts.people.compactMap { $0[.bluesky] } + ["someone.bsky.social"])
        .enumerated().map { ($1.uppercased(), "did:plc:person\($0)") }))

    static func draft(using random: inout SeededRandom) -> String {
        var pieces = [CrosspostDrafts.draft(words: Int.random(in: 20...160, using: &random), using: &random)]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let link = "[\(["docs", "@jack", "example.com", "two words"].randomElement(using: &random)!)](\(CrosspostDrafts.urls[0...3].randomElement(using: &random)!))"
            pieces.insert(link, at: Int.random(in: 0...pieces.count, using: &random))
        }
        return pieces.joined(separator: Bool.random(using: &random) ? " " : "")
    }

    @Test(arguments: cases)
    func everyPartIsTheDraftsAndEveryPostIsWhatItsPlatformCounts(_ row: Case) throws {
        let options: Highlighter.Options = row.markdownLinks ? .markdownLinks : []
        let resolving = row.dids ? Self.dids : DIDMap()
        let targets = [Profile.twitter, .bluesky, .mastodon].map {
            Highlighter(profile: $0.resolvingMentions(with: resolving), options: options)
        }
        let unresolved = [Profile.twitter, .bluesky, .mastodon].map { Highlighter(profile: $0, options: options) }
        var random = SeededRandom(seed: UInt64(row.description.utf8.count))
        var parts = 0
        var named = 0
        for _ in 0..<6 {
            let text = Self.draft(using: &random)
            let draft = Highlighter(profile: .simple).annotate(text)
            let crosspost = try Crosspost(
                text, targets: targets, directory: row.directory ? CrosspostDrafts.directory : MentionDirectory(),
                contentWarning: row.contentWarning, contentWarningPrefix: row.prefix)
            if row.dids {
                let plain = try Crosspost(
                    text, targets: unresolved, directory: row.directory ? CrosspostDrafts.directory : MentionDirectory(),
                    contentWarning: row.contentWarning, contentWarningPrefix: row.prefix)
                for (target, other) in zip(crosspost.targets, plain.targets) {
                    #expect(target.count == other.count && target.parts.map(\.draftRange) == other.parts.map(\.draftRange))
                    #expect(target.parts.map(\.post.text) == other.parts.map(\.post.text))
                    #expect(target.parts.map { ($0.post as? BlueskyPost)?.facets } == other.parts.map { ($0.post as? BlueskyPost)?.facets })
                }
            }
            for target in crosspost.targets {
                let name = target.profile.name
                if let failure = target.failure {
                    // Only a CW: line over the limit makes a target fail here, and then it posts nothing.
                    #expect(row.prefix && target.parts.isEmpty && !target.valid, "\(name): \(failure)")
                    continue
                }
                var previousEnd = 0
                for part in target.parts {
                    parts += 1
                    let range = part.draftRange
                    #expect(range.lowerBound >= previousEnd, "\(name)")
                    #expect(try draft.text(in: previousEnd..<max(previousEnd, range.lowerBound)).allSatisfy { $0.isWhitespace }, "\(name)")
                    for unit in OffsetUnit.allCases { #expect(try crosspost.range(range, in: unit) == draft.range(range, in: unit)) }
                    previousEnd = range.upperBound
                    // The post, counted again by the platform's own rule (no markdown links: it is posted text).
                    let recount = Highlighter(profile: target.profile).annotate(part.post.text)
                        .count(contentWarning: (part.post as? MastodonStatus)?.contentWarning ?? "")
                    if let post = part.post as? BlueskyPost {
                        #expect(post.isValid, "\(name): \(post.text.debugDescription)")
                        for facet in post.facets {
                            #expect(post.did(of: facet) == (facet.kind == .mention ? resolving.did(forHandle: facet.value) : nil), "\(facet)")
                            if post.did(of: facet) != nil { named += 1 }
                        }
                        #expect(post.text.utf8.count == part.part.count.bluesky?.postedBytes, "\(name): \(post.text.debugDescription)")
                    } else {
                        #expect(recount == part.part.count && recount.valid, "\(name): \(part.post.text.debugDescription)")
                    }
                }
                #expect(try draft.text(in: previousEnd..<draft.length(in: .utf8)).allSatisfy { $0.isWhitespace }, "\(name)")
                #expect(target.valid == (target.parts.count == 1) || target.parts.isEmpty, "\(name): \(target.parts.count) parts")
            }
        }
        #expect(parts > 18)
        #expect((named > 0) == row.dids, "\(named) mentions named by DID")
    }
}
