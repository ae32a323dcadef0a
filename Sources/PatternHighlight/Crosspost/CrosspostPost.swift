/// What a client sends to a platform for one post of a cross-posted thread (``CrosspostPart/post``): the text,
/// the facets when the platform's record carries them (Bluesky), and the content warning when the platform has a
/// field for it (Mastodon's `spoiler_text`).
///
/// The names of the API's fields come with the post (``textField``, ``contentWarningField``), so that a writer
/// writes every platform's post alike.
public struct CrosspostPost: Sendable, Hashable {
    /// The text as posted.
    public let text: String
    /// The record's facets in UTF-8 byte ranges of ``text``, or `nil` for a platform whose posts carry none (the
    /// server finds the links itself).
    public let facets: [Entity]?
    /// The content warning, or `nil` for a platform without such a field.
    public let contentWarning: String?
    /// The API's name of the text field: `text`, or Mastodon's `status`.
    public let textField: String
    /// The API's name of the content-warning field (Mastodon's `spoiler_text`), or `nil`.
    public let contentWarningField: String?

    init(text: String, facets: [Entity]? = nil, textField: String = "text", contentWarning: (field: String, text: String)? = nil) {
        self.text = text
        self.facets = facets
        self.textField = textField
        self.contentWarning = contentWarning?.text
        self.contentWarningField = contentWarning?.field
    }
}
