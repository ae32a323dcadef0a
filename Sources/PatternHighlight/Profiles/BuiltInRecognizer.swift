/// What the engine asks of the library's own recognizers beyond the public ``EntityRecognizer`` door: their reply
/// detection, the entities a count may reuse, and the reasons of their hints. A recognizer defined
/// elsewhere has no reply, no count reuse and the neutral hint rule (``NeutralNearMissRule``).
protocol BuiltInRecognizer: EntityRecognizer {
    /// The screen name a post replies to (a leading `@name`), for profiles that have replies; else `nil`.
    func replyScreenName(in bytes: [UInt8]) -> String?

    /// Whether ``replyScreenName(in:)`` is meaningful for this profile.
    var hasReplies: Bool { get }

    /// The rule by which its entities make a ``CountReuse`` (``CountReuseRule/admission(of:isPartial:at:in:)`` picks
    /// them), when those are what the count would find (its links, say), so that a document can hand over the
    /// entities it keeps when it counts again; `nil` for a recognizer whose count needs something else (URL
    /// candidates before overlaps are removed, say).
    var entityHintRule: (any CountReuseRule)? { get }

    /// Why this profile does not link a near-miss candidate (``NearMissRule``), for hints
    /// (``Highlighter/Options/hints``). Default: ``NeutralNearMissRule``.
    var nearMissRule: any NearMissRule { get }
}

extension BuiltInRecognizer {
    func replyScreenName(in bytes: [UInt8]) -> String? { nil }
    var hasReplies: Bool { false }
    var entityHintRule: (any CountReuseRule)? { nil }
    var nearMissRule: any NearMissRule { NeutralNearMissRule(recognizer: self) }

    /// The reply (``ReplyState``) for a recognizer that ``hasReplies``, else `nil`.
    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        hasReplies ? ReplyState(tree: document.tree, recognizer: self) : nil
    }
}
