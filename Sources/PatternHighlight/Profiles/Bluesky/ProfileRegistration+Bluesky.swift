extension ProfileRegistration {
    /// The bluesky profile, with its two output formats: `facets` and `post`.
    static let bluesky = ProfileRegistration(
        name: "bluesky", formats: [.facets, .post],
        help: ProfileHelp(
            count: [
                #"bluesky adds "bytes", "maxGraphemes" 300, "maxBytes" 3000; and what the Bluesky app counts and posts, where every"#,
                #"http(s) link shows as its short form (example.com/some/path/to/p...): "displayGraphemes" (its counter),"#,
                #""postedBytes" (the text it would post, ends trimmed) and "postValid" (that text not empty, displayGraphemes"#,
                #"<= 300, postedBytes <= 3000), which "valid" is too; --format post writes that post as {"text", "facets"}"#,
                "(facets as --format facets writes them).",
            ],
            card: "the first link with // and a plausible host", partLimit: "postValid",
            split: #"Under bluesky each part also has "post": {"text", "facets"}, the part as the app would post it (links "#
                + #"shortened, ends trimmed; the part is valid by it), and split --format post writes {"profile", "parts": "#
                + #"[{"text", "facets"}, …]}, the posts alone."#,
            post: #"{"text", "facets"}"#, handleExample: "jack.bsky.social", domainMention: "a bluesky handle")
    ) { .bluesky }
}

extension ProfileFormat {
    /// Bluesky's facets (`app.bsky.richtext.facet`) of the text.
    static let facets = ProfileFormat(name: "facets", summary: "Bluesky's facets (app.bsky.richtext.facet)")
    /// `{text, facets}`: the record the Bluesky app would post, links shortened and ends trimmed.
    static let post = ProfileFormat(
        name: "post", summary: "{text, facets} as the Bluesky app would post the text, links shortened and ends trimmed")
}
