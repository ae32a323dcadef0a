import PatternHighlight
import PatternHighlightTestSupport
import Testing

/// The posting promise over option combinations: random drafts (mentions of the directory's people and strangers,
/// URLs, markdown links glued to text) × markdown links × directory × content warning as a field or a `CW:` line ×
/// offset unit. For every target: the parts' draft ranges tile the draft (white space alone between them, in every
/// unit), every post counted again by its platform's rule is the part's count and valid, and the target's verdict is
/// its parts' (one part and valid, or several and not).
@Suite struct CrosspostPostedFormPropertyTests {
    struct Case: CustomStringConvertible, Sendable {
        let markdownLinks: Bool
        let directory: Bool
        let contentWarning: String
        let prefix: Bool
        var description: String {
            "markdown links \(markdownLinks), directory \(directory), content warning \(contentWarning.count), CW: line \(prefix)"
        }
    }

    static let cases: [Case] = [false, true].flatMap { links in
        [false, true].flatMap { directory in
            [("", false), ("spoilers", false), ("spoilers ahead", true), (String(repeating: "long warning ", count: 12), true)].map {
                Case(markdownLinks: links, directory: directory, contentWarning: $0.0, prefix: $0.1)
            }
        }
    }

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
        let targets = [Highlighter(profile: .twitter, options: options), Highlighter(profile: .bluesky, options: options),
                       Highlighter(profile: .mastodon, options: options)]
        var random = SeededRandom(seed: UInt64(row.description.utf8.count))
        var parts = 0
        for _ in 0..<6 {
            let text = Self.draft(using: &random)
            let draft = Highlighter(profile: .simple).annotate(text)
            let crosspost = try Crosspost(
                text, targets: targets, directory: row.directory ? CrosspostDrafts.directory : MentionDirectory(),
                contentWarning: row.contentWarning, contentWarningPrefix: row.prefix)
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
    }
}
