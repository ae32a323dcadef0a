/// A platform's detection rules: what is an entity. The first door a platform implements (<doc:AddingAPlatform>).
///
/// A recognizer sees one paragraph at a time, or a whole text that it treats as its paragraphs one after the other
/// (no entity crosses a paragraph break: a line feed, a carriage return, CRLF, U+2028 or U+2029), and must treat a
/// paragraph's start as the start of a text. ``ScanRequest/forEachParagraph(_:)`` hands a recognizer whose rules see
/// one paragraph at a time each paragraph of any request. A whole text's scan may share state between paragraphs or
/// find the breaks in its own pass, as long as its entities are those of its paragraphs scanned one by one.
public protocol EntityRecognizer: Sendable {
    /// Appends the entities `request` asks for (offsets of ``ScanRequest/bytes``), sorted by start and not
    /// overlapping: the one scan entry point.
    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome

    /// Whether no entity contains an ASCII space and what makes one depends only on its own run of non-space
    /// text and what precedes it, with "after a space" the same as "at a paragraph start". Documents then
    /// re-scan only a window around an edit inside a long paragraph. Default `true`; answer `false` for rules
    /// that look further.
    var entitiesStayBetweenSpaces: Bool { get }

    /// What a live document keeps for this recognizer (``ProfileDocumentState``), made for a new text of `bytes`
    /// whose paragraphs `document` holds; `nil` (the default) for a recognizer that needs nothing kept.
    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)?
}

extension EntityRecognizer {
    /// `true`: entities hold no space and depend only on their own run of text and what precedes it.
    public var entitiesStayBetweenSpaces: Bool { true }

    /// `nil`: the recognizer keeps nothing for a live document.
    public func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        nil
    }

    /// This recognizer's engine doors, when it is one of the library's own (``BuiltInRecognizer``).
    var builtIn: (any BuiltInRecognizer)? { self as? any BuiltInRecognizer }

    /// Whether the profile detects replies (a leading `@name`).
    var detectsReplies: Bool { builtIn?.hasReplies ?? false }

    /// Why the profile does not link a near-miss candidate: a built-in recognizer's own rule, else
    /// ``NeutralNearMissRule``.
    var hintRule: any NearMissRule { builtIn?.nearMissRule ?? NeutralNearMissRule(recognizer: self) }
}
