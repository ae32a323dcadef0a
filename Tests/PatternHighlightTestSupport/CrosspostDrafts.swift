import PatternHighlight

/// Generated cross-post drafts: corpus-like paragraphs (``ThreadChecks/corpusText(words:plain:using:)``) with
/// mentions in every platform's form — of people in ``directory`` and of strangers — and URLs of every shape put in.
package enum CrosspostDrafts {
    /// Three people: one on every platform, one without Mastodon, one on Mastodon alone.
    package static let people: [[Profile.ID: String]] = [
        [.twitter: "jack", .bluesky: "jack.bsky.social", .mastodon: "jack@mastodon.social"],
        [.twitter: "dom_x", .bluesky: "dom.example.com"],
        [.mastodon: "ann@fosstodon.org"],
    ]

    package static let directory = try! MentionDirectory(people)

    /// ``people`` as a `--mentions` file's JSON list, each platform by its name.
    package static var peopleByName: [[String: String]] {
        people.map { person in Dictionary(uniqueKeysWithValues: person.map { ($0.key.rawValue, $0.value) }) }
    }

    /// Every handle of the directory written as a mention, and strangers in each form.
    package static let mentions = people.flatMap { $0.values.map { "@" + $0 } } + ["@stranger", "@someone.bsky.social", "@bob@example.social"]

    package static let urls = [
        "https://example.com", "https://example.com/a/b?q=1#frag", "http://example.org/path", "example.com", "example.org/path?q=1",
        "(https://en.wikipedia.org/wiki/Swift_(programming_language))", "https://münchen.de/straße", "www.example.net",
        "https://bsky.app/profile/alice.bsky.social/post/3k2a", "https://example.com/" + String(repeating: "long/", count: 30),
    ]

    /// A draft of `words` corpus words with mentions and URLs put in between words.
    package static func draft(words: Int, using random: inout SeededRandom) -> String {
        var pieces = ThreadChecks.corpusText(words: words, using: &random).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<Int.random(in: 1...max(2, words / 12), using: &random) {
            let inserted = Bool.random(using: &random) ? mentions.randomElement(using: &random)! : urls.randomElement(using: &random)!
            let end = Int.random(in: 0..<3, using: &random) == 0 ? [".", ",", "!"].randomElement(using: &random)! : ""
            pieces.insert(inserted + end, at: Int.random(in: 0...pieces.count, using: &random))
        }
        return pieces.joined(separator: " ")
    }
}
