import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// 2,000 generated drafts (short and long, mentions in every platform's form, a directory, content warnings with
/// and without the `CW:` prefix, URLs of every shape) cross-posted to X, Bluesky and Mastodon, and judged by each
/// platform's own code: every part of every thread valid (twitter-text's `parseTweet` under `node`; Mastodon's
/// server code with the part's `spoiler_text`, as it stores a post; Bluesky's posting rules on the post's text, its facets naming their
/// own bytes), no entity cut, every mention of a known person posted in that platform's form, and each target's
/// verdict and overrun equal to the platform's own count of the whole draft as posted. The oracles run once each,
/// on every text at once; a missing one is a skip that says so.
@Suite struct CrosspostOracleTests {
    static let targets = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]

    struct Case {
        let draft: String
        let contentWarning: String
        let prefix: Bool
        let crosspost: Crosspost
    }

    /// 1,500 short drafts and 500 long ones.
    static let cases: [Case] = {
        var random = SeededRandom(seed: 4040)
        return (0..<2000).map { index in
            let words = index < 1500 ? Int.random(in: 8...45, using: &random) : Int.random(in: 60...260, using: &random)
            let draft = CrosspostDrafts.draft(words: words, using: &random)
            let contentWarning = index % 3 == 0 ? "" : ["spoilers", "CW: politics, long", "映画のネタバレ"].randomElement(using: &random)!
            let prefix = index % 3 == 2
            let crosspost = try! Crosspost(
                draft, targets: targets, directory: CrosspostDrafts.directory, contentWarning: contentWarning, contentWarningPrefix: prefix)
            return Case(draft: draft, contentWarning: contentWarning, prefix: prefix, crosspost: crosspost)
        }
    }()

    static func target(_ name: Profile.ID, of crosspost: Crosspost) -> CrosspostTarget {
        crosspost.targets.first { $0.profile.id == name }!
    }

    // MARK: - Checks that need no oracle

    @Test func noEntityIsCutAndMentionsAreInEachPlatformsForm() {
        var translated = 0
        for item in Self.cases {
            for target in item.crosspost.targets {
                let name = target.profile.id
                #expect(target.cutEntities.isEmpty, "\(name): \(item.draft.debugDescription)")
                for entity in target.entities where !target.parts.contains(where: { $0.draftRange.contains(entity.range) }) {
                    Issue.record("\(name): entity \(entity) in no part of \(item.draft.debugDescription)")
                }
                // Every mention of a known person, in the whole text and in every post, is in this platform's form; a
                // person with a handle here is mentioned as often as in the draft.
                let draftMentions = DraftMention.scan(Array(item.draft.utf8)).filter { CrosspostDrafts.directory.person(named: $0.handle) != nil }
                let texts = [target.text] + target.parts.map(\.post.text)
                for text in texts {
                    for mention in DraftMention.scan(Array(text.utf8)) {
                        guard let person = CrosspostDrafts.directory.person(named: mention.handle) else { continue }
                        #expect(person.handles[name]?.lowercased() == mention.handle.lowercased(), "\(name): @\(mention.handle) in \(text.debugDescription)")
                    }
                }
                let posted = DraftMention.scan(Array(target.text.utf8)).filter { CrosspostDrafts.directory.person(named: $0.handle) != nil }
                let expected = draftMentions.filter { CrosspostDrafts.directory.person(named: $0.handle)!.handles[name] != nil }
                #expect(posted.count == expected.count, "\(name): \(item.draft.debugDescription)")
                translated += expected.count
                // The content warning: a field where there is one, else the prefix or a warning.
                if !item.contentWarning.isEmpty {
                    if target.parts.first?.post is MastodonStatus {
                        #expect(target.parts.allSatisfy { ($0.post as? MastodonStatus)?.contentWarning == item.contentWarning })
                    } else if item.prefix {
                        #expect(target.parts.first?.post.text.hasPrefix("CW: \(item.contentWarning)") == true)
                    } else {
                        #expect(item.crosspost.warnings.contains { $0.profile == name && $0.code == .noContentWarningField })
                    }
                }
            }
            #expect(item.crosspost.verdict.fitsEverywhere == item.crosspost.targets.allSatisfy(\.valid))
            #expect(item.crosspost.verdict.failures.map(\.profile) == item.crosspost.targets.filter { !$0.valid }.map(\.profile.id))
        }
        #expect(translated > 1000)
        #expect(Self.cases.contains { !$0.crosspost.valid } && Self.cases.contains { $0.crosspost.valid })
    }

    @Test func blueskyPostsKeepThePostingRules() throws {
        for item in Self.cases {
            let target = Self.target("bluesky", of: item.crosspost)
            for part in target.parts {
                let post = try #require(part.post as? BlueskyPost)
                let problems = try BlueskyThreadPostTests.problems(ofPost: try JSONValue(parsing: FacetsFormatter().format(post)))
                #expect(problems.isEmpty, "\(problems) in \(part.post.text.debugDescription)")
            }
            // The verdict by the posting rules on the whole posted text, counted here by Swift's own Character.
            let annotation = Highlighter(profile: .bluesky).annotate(target.text)
            let display = BlueskyPost.display(annotation)!.text
            let posted = BlueskyPost(annotation)!.text
            let fits = !posted.isEmpty && display.count <= 300 && posted.utf8.count <= 3000
            #expect(target.valid == fits, "\(target.text.debugDescription)")
            if !fits && display.count > 300 { #expect(target.over == display.count - 300) }
            if target.valid { #expect(target.parts.count == 1) }
        }
    }

    @Test(.enabled(if: ReferenceOracle.isAvailable, ReferenceOracle.skipReason))
    func twitterPartsAndVerdictAgreeWithTwitterText() throws {
        let targets = Self.cases.map { Self.target("twitter", of: $0.crosspost) }
        let texts = targets.flatMap { [$0.text] + $0.parts.map(\.post.text) }
        let results = try ReferenceOracle.results(for: texts)
        var position = 0
        func next() -> ParseTweetFields? {
            defer { position += 1 }
            return position < results.count ? results[position]["v3"].flatMap(ParseTweetFields.init) : nil
        }
        for target in targets {
            let whole = try #require(next())
            #expect(target.valid == whole.valid, "\(target.text.debugDescription)")
            #expect(target.over == (whole.valid ? 0 : max(0, whole.weightedLength - 280)))
            #expect(target.counter == CrosspostCounter(used: whole.weightedLength, limit: 280))
            for part in target.parts {
                let fields = try #require(next())
                #expect(fields.valid, "part \(part.post.text.debugDescription)")
            }
        }
    }

    @Test(.enabled(if: MastodonOracle.isAvailable, MastodonOracle.skipReason))
    func mastodonPartsAndVerdictAgreeWithTheServer() throws {
        let items = Self.cases.map { ($0, Self.target("mastodon", of: $0.crosspost)) }
        let posts = items.flatMap { item, target in
            [(target.text, item.contentWarning)] + target.parts.map { ($0.post.text, ($0.post as? MastodonStatus)?.contentWarning ?? "") }
        }
        let lengths = try MastodonOracle.lengths(for: posts, validatorOnly: false)
        var position = 0
        func next() -> Int? {
            defer { position += 1 }
            return position < lengths.count ? lengths[position] : nil
        }
        for (item, target) in items {
            let length = try #require(next())
            #expect(target.valid == (length > 0 && length <= 500), "\(target.text.debugDescription)")
            #expect(target.over == max(0, length - 500))
            #expect(target.counter == CrosspostCounter(used: length, limit: 500))
            for part in target.parts {
                let partLength = try #require(next())
                #expect(partLength > 0 && partLength <= 500, "part \(part.post.text.debugDescription) with \(item.contentWarning)")
            }
        }
    }

    // MARK: - Near-miss hints and markdown links

    /// Fragments that some platform does not link, and why (`specs/cli-contract.md`, "Near-miss hints").
    static let nearMisses = ["ko-fi.com", "(#ATL)", "#2026", "$TSLA", "\"#tag\"", "example.notatld", "www.example.net", "@stranger", "日本#タグ"]

    /// Drafts whose mentions none of the directory's people: every target posts the draft as written.
    static let hintDrafts: [String] = {
        var random = SeededRandom(seed: 4041)
        return (0..<150).map { _ in
            var words = ThreadChecks.corpusText(words: Int.random(in: 6...40, using: &random), using: &random)
                .split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let fragment = (nearMisses + CrosspostDrafts.urls).randomElement(using: &random)!
                words.insert(fragment, at: Int.random(in: 0...words.count, using: &random))
            }
            return words.joined(separator: " ")
        }
    }()

    @Test func eachTargetsHintsAreThatProfilesOwn() throws {
        var hinted = 0
        for draft in Self.hintDrafts {
            let crosspost = try Crosspost(draft, targets: Self.targets)
            for target in crosspost.targets {
                let fresh = Highlighter(profile: target.profile, options: .hints).annotate(draft)
                #expect(target.hints == fresh.hints, "\(target.profile.id): \(draft.debugDescription)")
                hinted += target.hints.count
            }
        }
        #expect(hinted > 100)
    }

    @Test func hintsAreInDraftOffsetsPastTranslatedMentionsAndThePrefix() throws {
        let draft = "CW test: @jack.bsky.social see ko-fi.com (#ATL)"
        let crosspost = try Crosspost(
            draft, targets: Self.targets, directory: CrosspostDrafts.directory, contentWarning: "w", contentWarningPrefix: true)
        let bytes = Array(draft.utf8)
        func range(of text: String) -> Range<Int> {
            let start = draft.range(of: text)!.lowerBound.utf16Offset(in: draft)
            return start..<(start + text.utf8.count)
        }
        #expect(Array(bytes[range(of: "ko-fi.com")]) == Array("ko-fi.com".utf8))
        let mastodon = Self.target("mastodon", of: crosspost)
        let bluesky = Self.target("bluesky", of: crosspost)
        #expect(mastodon.hints.contains { $0.range == range(of: "ko-fi.com") && $0.reason == .noScheme }, "\(mastodon.hints)")
        #expect(bluesky.hints.contains { $0.range == range(of: "#ATL") && $0.reason == .notAfterSpace }, "\(bluesky.hints)")
        // Every hint of every target names draft text the target posts unchanged, and lies in the draft.
        for target in crosspost.targets {
            for hint in target.hints {
                #expect(hint.range.upperBound <= bytes.count)
                let text = String(decoding: bytes[hint.range], as: UTF8.self)
                #expect(target.text.contains(text), "\(target.profile.id) \(hint)")
            }
        }
    }

    /// Every `unlinked-url` warning of the generated drafts is over a near-miss hint of that target, of kind url.
    @Test func unlinkedURLWarningsAgreeWithTheTargetsHints() {
        var warned = 0
        for item in Self.cases {
            for warning in item.crosspost.warnings where warning.code == .unlinkedURL {
                let target = Self.target(warning.profile, of: item.crosspost)
                #expect(target.hints.contains { $0.kind == .url && $0.range.overlaps(warning.range) }, "\(warning) in \(item.draft.debugDescription)")
                warned += 1
            }
        }
        #expect(warned > 100)
    }

    static let linked = "[paypal.com](https://evil.example) and [docs](https://example.com/d)"

    /// The markdown-link draft alone and repeated into a thread, for every target with markdown links.
    static let markdownCrossposts: [Crosspost] = [linked, (0..<12).map { "\($0). \(linked)" }.joined(separator: "\n")].map { draft in
        try! Crosspost(draft, targets: targets.map { Highlighter(profile: $0.profile, options: .markdownLinks) })
    }

    @Test func markdownLinksArePostedAsEachPlatformPostsThem() throws {
        for crosspost in Self.markdownCrossposts {
            let links = Highlighter(profile: .simple, options: .markdownLinks).annotate(crosspost.text).entities.filter { $0.kind == .link }
            for target in crosspost.targets {
                let name = target.profile.id
                let own = Highlighter(profile: target.profile, options: .markdownLinks).annotate(crosspost.text)
                #expect(target.count == own.count, "\(name)")
                // One link-facade warning per paypal.com link, on every target, over the whole markup.
                let facades = crosspost.warnings.filter { $0.profile == name && $0.code == .linkFacade }
                #expect(facades.map(\.range) == links.filter { $0.label == "paypal.com" }.map(\.range), "\(name)")
                #expect(target.entities.filter { $0.facade != nil }.count == facades.count)
                var labels: [String] = []
                for part in target.parts {
                    let text = part.post.text
                    #expect(!text.contains("]("), "\(name): \(text)")
                    guard name == "bluesky" else { continue }
                    // Bluesky posts the label, with a link facet on exactly its bytes; `paypal.com`, which Bluesky reads
                    // as a link of its own, is posted as that link (to https://paypal.com, never to evil.example).
                    #expect(!text.contains("(https://"))
                    for facet in try #require(part.post as? BlueskyPost).facets where facet.kind == .link || facet.kind == .url {
                        labels.append("\(String(decoding: Array(text.utf8)[facet.range], as: UTF8.self)) \(facet.value)")
                    }
                }
                let posted = target.parts.map(\.post.text).joined(separator: "\n")
                if name == "bluesky" {
                    #expect(labels.count == links.count && Set(labels) == ["paypal.com https://paypal.com", "docs https://example.com/d"], "\(labels)")
                } else {
                    #expect(posted.contains("docs (https://example.com/d)") && posted.contains("paypal.com (https://evil.example)"), "\(name)")
                }
            }
        }
        #expect(["twitter", "mastodon"].allSatisfy { Self.target($0, of: Self.markdownCrossposts[1]).parts.count > 1 })
        for crosspost in Self.markdownCrossposts {
            // The checker takes a link facet for the app's own (its bytes the URL's short form); a markdown link's
            // facet is on its label instead, and only that is allowed here.
            let labelled = Set(Highlighter(profile: .simple, options: .markdownLinks).annotate(crosspost.text).entities
                .compactMap { link in link.label.map { "link \($0) for \(link.value)" } })
            for part in Self.target("bluesky", of: crosspost).parts {
                let post = try #require(part.post as? BlueskyPost)
                let problems = try BlueskyThreadPostTests.problems(ofPost: try JSONValue(parsing: FacetsFormatter().format(post)))
                    .filter { !labelled.contains($0) }
                #expect(problems.isEmpty, "\(problems) in \(part.post.text.debugDescription)")
            }
        }
    }

    @Test(.enabled(if: ReferenceOracle.isAvailable, ReferenceOracle.skipReason))
    func markdownLinkPostsAreValidByTwitterText() throws {
        let posts = Self.markdownCrossposts.flatMap { Self.target("twitter", of: $0).parts.map(\.post.text) }
        let results = try ReferenceOracle.results(for: posts)
        #expect(results.count == posts.count)
        for (text, result) in zip(posts, results) {
            #expect(result["v3"].flatMap(ParseTweetFields.init)?.valid == true, "\(text.debugDescription)")
        }
    }

    @Test(.enabled(if: MastodonOracle.isAvailable, MastodonOracle.skipReason))
    func markdownLinkPostsAreValidByTheMastodonServer() throws {
        let posts = Self.markdownCrossposts.flatMap { Self.target("mastodon", of: $0).parts.map { ($0.post.text, "") } }
        let lengths = try MastodonOracle.lengths(for: posts, validatorOnly: false)
        #expect(lengths.count == posts.count)
        for (post, length) in zip(posts, lengths) {
            #expect(length > 0 && length <= 500, "\(post.0.debugDescription)")
        }
    }
}
