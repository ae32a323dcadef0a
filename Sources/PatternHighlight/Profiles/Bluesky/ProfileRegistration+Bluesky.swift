extension ProfileRegistration {
    /// The bluesky profile, with its two output formats: `facets` and `post`.
    static let bluesky = ProfileRegistration(name: "bluesky", formats: [.facets, .post]) { .bluesky }
}

extension ProfileFormat {
    /// Bluesky's facets (`app.bsky.richtext.facet`) of the text.
    static let facets = ProfileFormat(name: "facets", summary: "Bluesky's facets (app.bsky.richtext.facet)")
    /// `{text, facets}`: the record the Bluesky app would post, links shortened and ends trimmed.
    static let post = ProfileFormat(
        name: "post", summary: "{text, facets} as the Bluesky app would post the text, links shortened and ends trimmed")
}
