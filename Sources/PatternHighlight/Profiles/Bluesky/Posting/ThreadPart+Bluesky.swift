/// A Bluesky thread's part as the official app would post it.
extension ThreadPart {
    /// The record the official Bluesky app would post for this part (``BlueskyPost``): the part's text with its links
    /// shown by their short forms, its ends trimmed, and its facets (found in the part alone, as the app finds them
    /// when posting) in UTF-8 byte ranges of that text; `nil` for a part not counted under ``CountingRule/bluesky``.
    ///
    /// A part of a Bluesky split is valid by this post (``BlueskyCount/postValid``): its ``text`` may hold more than
    /// 300 graphemes while its post holds at most 300. The post is what a client sends.
    ///
    /// ```swift
    /// let thread = try Highlighter(profile: .bluesky).annotate(longText).split()
    /// for part in thread.parts { send(part.blueskyPost!.text, part.blueskyPost!.facets) }
    /// ```
    /// With ``Highlighter/Options/markdownLinks`` the post is made from ``posted``: each link its label with
    /// a link facet on it.
    ///
    /// - Complexity: O(p), p the part's length: the part is scanned again on each use.
    public var blueskyPost: BlueskyPost? {
        guard count.rule.method is BlueskyCounting else { return nil }
        if let linked = posted { return BlueskyPost(posting: linked) }
        return BlueskyPost(Highlighter(profile: .bluesky).annotate(text))
    }
}
