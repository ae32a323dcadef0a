/// What a live document reads only of the library's own states, beyond the public ``ProfileDocumentState`` door:
/// the reply (``ReplyState``) and the count of the text as posted (markdown links,
/// `MarkdownLinkDocumentState`). A state defined elsewhere has neither.
protocol BuiltInDocumentState: ProfileDocumentState {
    /// The screen name the post replies to, for a state that keeps one; else `nil` (the default).
    var replyScreenName: String? { get }

    /// The count of the text as the platform posts it, for a state that keeps that text; else `nil` (the default).
    var postedCount: TextCount? { get }
}

extension BuiltInDocumentState {
    var replyScreenName: String? { nil }
    var postedCount: TextCount? { nil }
}

extension Optional where Wrapped == any ProfileDocumentState {
    /// The state as one of the library's own, when it is one.
    var builtIn: (any BuiltInDocumentState)? { self as? any BuiltInDocumentState }
}
