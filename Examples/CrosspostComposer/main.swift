// A small cross-post composer backend: one draft, three platforms. For each platform it prints the count line a
// composer shows under the text, then the posts it would send, and last what would go wrong.
//
//     swift run CrosspostComposer                       # the built-in draft
//     swift run CrosspostComposer "your draft here"     # your own
import PatternHighlight

let draft = CommandLine.arguments.dropFirst().first ?? """
    Thanks @jack.bsky.social and @dom_x for the review! Notes at example.com and \
    https://en.wikipedia.org/wiki/Swift_(programming_language) — ping @ann@fosstodon.org if anything is off.
    """

// Who is who on each platform (in a real backend: the user's address book).
let directory = try MentionDirectory([
    [.twitter: "jack", .bluesky: "jack.bsky.social", .mastodon: "jack@mastodon.social"],
    [.twitter: "dom_x", .bluesky: "dom.example.com"],
    [.mastodon: "ann@fosstodon.org"],
])

let targets = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]
let crosspost = try Crosspost(draft, targets: targets, directory: directory, contentWarning: "code review", contentWarningPrefix: true)

for target in crosspost.targets {
    // The count line: what the platform limits, out of its limit, and the verdict.
    let verdict = target.valid ? "fits" : "over by \(target.over), \(target.parts.count) posts"
    print("\(target.profile.name): \(target.counter.used)/\(target.counter.limit) — \(verdict)")
    for (number, part) in target.parts.enumerated() {
        // Each platform's own record: Bluesky's carries facets, Mastodon's the content warning.
        var record = ""
        if let post = part.post as? BlueskyPost { record = " [\(post.facets.count) facets]" }
        if let status = part.post as? MastodonStatus { record = " [spoiler_text: \(status.contentWarning)]" }
        print("  \(number + 1). \(part.post.text.debugDescription)\(record)")
    }
}
print(crosspost.verdict.fitsEverywhere ? "fits everywhere" : "does not fit: " + crosspost.verdict.failures.map { "\($0.profile) (+\($0.over))" }.joined(separator: ", "))
for warning in crosspost.warnings {
    print("warning [\(warning.profile)] \(warning.code.rawValue): \(warning.message)")
}
