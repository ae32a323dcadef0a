/// A post on X, what a client sends (``PlatformPost``): its text.
public struct TwitterPost: PlatformPost {
    /// The text, as counted (markdown links in their posted form, mentions in X's form).
    public let text: String

    /// A post of `text`.
    public init(text: String) {
        self.text = text
    }

    /// `[("text", text)]`.
    public var textMembers: [(name: String, value: String)] { [("text", text)] }
}
