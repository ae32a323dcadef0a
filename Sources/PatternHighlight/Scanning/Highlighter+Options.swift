extension Highlighter {
    /// What a highlighter recognises beyond its profile's own kinds.
    ///
    /// ```swift
    /// let highlighter = Highlighter(profile: .twitter, options: .shortcodes)
    /// highlighter.annotate("nice :tada:").entities.map(\.value)   // ["tada"]
    /// ```
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Emoji shortcodes in every profile: `:name:` (two or more of `[A-Za-z0-9_]`, the first colon not after a
        /// letter, a digit or `:`) is an entity of kind ``EntityKind/shortcode`` whose value is the name, and `:name`
        /// being typed is an ``ActiveToken``. On overlap with another entity the one that starts first wins, so a
        /// `:name:` inside a URL stays part of it. The full-width colon `：` is not a shortcode colon.
        public static let shortcodes = Options(rawValue: 1 << 0)

        /// Markdown links in every profile: `[label](url)` (a label of one line without `]`, an `http` or `https` URL
        /// without white space whose parentheses balance) is one entity of kind ``EntityKind/link`` whose value is
        /// the URL and whose ``Entity/label`` is the label; the profile finds nothing inside it. A label that names
        /// another host than the URL's carries a ``LinkFacade``. The count is then that of the text as the platform
        /// posts it (``PostedText``).
        public static let markdownLinks = Options(rawValue: 1 << 1)
        /// Near-miss hints: text that a person would take for an entity but that the profile does not link, with
        /// the platform's reason (``Hint``), in ``Annotation/hints`` and each ``DocumentUpdate/hints``. Without it
        /// nothing looks for them.
        public static let hints = Options(rawValue: 1 << 2)
    }
}
