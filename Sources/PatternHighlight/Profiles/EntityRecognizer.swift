/// A profile's detection rules: what is an entity.
///
/// A recognizer sees one paragraph at a time, or a whole text that it treats as its paragraphs one after the other
/// (see ``ParagraphBreaks``: no entity crosses a paragraph break), and must treat a paragraph's start as the start of
/// a text. A whole text's scan may share state (match data, buffers) between paragraphs or find the breaks in its
/// own pass, as long as its entities are those of its paragraphs scanned one by one.
protocol EntityRecognizer: Sendable {
    /// Appends the entities `request` asks for (offsets of `request.bytes`), sorted by start and not overlapping:
    /// the one scan entry point.
    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome

    /// The screen name a post replies to (a leading `@name`), for profiles that have replies; else `nil`.
    func replyScreenName(in bytes: [UInt8]) -> String?

    /// Whether ``replyScreenName(in:)`` is meaningful for this profile.
    var hasReplies: Bool { get }

    /// Whether no entity contains an ASCII space and what makes one depends only on its own run of non-space
    /// text and what precedes it, with "after a space" the same as "at a paragraph start". Documents then
    /// re-scan only a window around an edit inside a long paragraph (`RescanSpan`). Default `true`,
    /// which the document differential tests check for every profile.
    var entitiesStayBetweenSpaces: Bool { get }

    /// The rule by which its entities make a ``CountReuse`` (``CountReuseRule/admission(of:isPartial:at:in:)`` picks
    /// them), when those are what the count would find (Bluesky's links; Mastodon's URLs and mentions), so that a
    /// document can hand over the entities it keeps when it counts again; `nil` for a recognizer whose count needs
    /// something else (twitter's URL candidates, before overlaps are removed).
    var entityHintRule: (any CountReuseRule)? { get }

    /// What a live document keeps for this recognizer, made for a new text of `bytes` whose paragraphs `document`
    /// holds, with its counting rule; `nil` for a recognizer that needs nothing kept. Default: the reply
    /// (``ReplyState``) for one that ``hasReplies``, else `nil`.
    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)?

    /// Why this profile does not link a near-miss candidate (``NearMissRule``), for hints
    /// (``Highlighter/Options/hints``). Default: ``NeutralNearMissRule``.
    var nearMissRule: any NearMissRule { get }
}

extension EntityRecognizer {
    func replyScreenName(in bytes: [UInt8]) -> String? { nil }
    var hasReplies: Bool { false }
    var entitiesStayBetweenSpaces: Bool { true }
    var entityHintRule: (any CountReuseRule)? { nil }
    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        hasReplies ? ReplyState(tree: document.tree, recognizer: self) : nil
    }
    var nearMissRule: any NearMissRule { NeutralNearMissRule(recognizer: self) }
}
