/// What a live document with markdown links keeps: the text as the platform posts it (``PostedText``), as a
/// document of its own under the profile without links, whose count is the document's count.
///
/// A link lies in one paragraph and posting one changes no paragraph break, so paragraph `i` of the posted text is
/// paragraph `i` of the text, posted. An edit re-scans a run of whole paragraphs (from
/// ``ProfileDocumentEdit/firstParagraph``, which already reaches back to a paragraph whose lone CR the edit joins to
/// an LF, to the one holding the edit's end); the posted document gets that run posted again in place of the old
/// one. A keystroke thus costs the posting of the paragraph it touches and one edit of the posted document, never
/// the whole text. It also keeps the base recognizer's own state (its reply, say).
///
/// The base states a recognizer makes (the reply) read no removed bytes, so this state reads none either (the
/// default ``ProfileDocumentState/readsRemovedBytes``).
struct MarkdownLinkDocumentState: BuiltInDocumentState {
    /// How the platform posts a link.
    let posting: MarkdownLinkPosting
    /// The text as posted, highlighted and counted by the profile without markdown links.
    private(set) var posted: HighlightDocument
    /// The base recognizer's state.
    private var base: (any ProfileDocumentState)?

    /// The state of a new text of `bytes`, whose paragraphs and entities `tree` holds.
    init(
        posting: MarkdownLinkPosting, postedHighlighter: Highlighter, base: (any ProfileDocumentState)?,
        bytes: [UInt8], tree: ParagraphTree
    ) {
        assert(base?.readsRemovedBytes != true, "MarkdownLinkDocumentState: its base state would not be handed removed bytes")
        self.posting = posting
        self.base = base
        let post = Self.post(0..<bytes.count, of: tree, bytes: bytes, as: posting)
        posted = HighlightDocument(validatedBytes: post, highlighter: postedHighlighter, scanRecorder: nil)
    }

    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext) {
        base?.follow(edit, in: document)
        let tree = document.tree
        let newCount = tree.summary.paragraphs
        let oldCount = posted.tree.summary.paragraphs
        guard newCount > 0, oldCount > 0 else { return postAgain(tree) }
        // The paragraphs the edit re-scanned, in the new text and in the old one (and so in the posted text).
        let first = edit.firstParagraph
        let lastNew = tree.locate(edit.replaced.lowerBound + edit.insertedCount, in: .utf8).index
        let lastOld = lastNew - (newCount - oldCount)
        guard first <= lastNew, first <= lastOld, lastOld < oldCount else { return postAgain(tree) }
        let changed = tree.locate(index: first).start..<tree.locate(index: lastNew).end
        let replaced = posted.tree.locate(index: first).start..<posted.tree.locate(index: lastOld).end
        _ = posted.replace(utf8Range: replaced, withValidated: Self.post(changed, of: tree, as: posting))
    }

    /// Posts the whole text again: for a tree the edit left in a shape the paragraph mapping does not expect.
    private mutating func postAgain(_ tree: ParagraphTree) {
        let post = Self.post(0..<tree.summary.utf8, of: tree, as: posting)
        _ = posted.replace(utf8Range: 0..<posted.tree.summary.utf8, withValidated: post)
    }

    /// The bytes of `range`, whole paragraphs of the text `tree` holds, as posted; `bytes` are those of `range`
    /// when the caller has them already (else they are read from `tree`).
    ///
    /// - Complexity: O(p + log n) for p the bytes of `range`.
    private static func post(
        _ range: Range<Int>, of tree: ParagraphTree, bytes: [UInt8]? = nil, as posting: MarkdownLinkPosting
    ) -> [UInt8] {
        // No entity crosses a paragraph break: those that meet whole paragraphs lie inside them.
        var entities = EntityLookup(tree).entities(intersecting: range)
        if range.lowerBound != 0 { entities = entities.map { $0.shifted(by: -range.lowerBound) } }
        return PostedText(posting: bytes ?? tree.utf8Bytes(in: range), entities: entities, as: posting).utf8
    }

    var postedCount: TextCount? { posted.count }
    var replyScreenName: String? { base.builtIn?.replyScreenName }
    var contentWarning: String { posted.contentWarning }
    mutating func setContentWarning(_ warning: String) { posted.contentWarning = warning }
}
