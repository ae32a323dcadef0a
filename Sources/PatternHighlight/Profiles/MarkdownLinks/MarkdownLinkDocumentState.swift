/// What a live document with markdown links keeps: the text as the platform posts it (``MarkdownLinkPost``), as a
/// document of its own under the profile without links, whose count is the document's count.
///
/// A link lies in one paragraph and posting one changes no paragraph break, so paragraph `i` of the posted text is
/// paragraph `i` of the text, posted. An edit changes a run of paragraphs; the posted document gets that run posted
/// again in place of the old one, from a paragraph before it to one after it (so that a CR joined to an LF by the
/// edit is inside). A keystroke thus costs the posting of the paragraphs it touches and one edit of the posted
/// document, never the whole text. It also keeps the base recognizer's own state (twitter's reply).
///
/// The base states a recognizer makes (the reply) read no removed bytes, so this state reads none either (the
/// default ``ProfileDocumentState/readsRemovedBytes``).
struct MarkdownLinkDocumentState: ProfileDocumentState {
    /// How the platform posts a link.
    let posting: MarkdownLinkPosting
    /// The text as posted, highlighted and counted by the profile without markdown links.
    private(set) var posted: HighlightDocument
    /// The base recognizer's state.
    private var base: (any ProfileDocumentState)?

    init(posting: MarkdownLinkPosting, postedHighlighter: Highlighter, base: (any ProfileDocumentState)?, tree: ParagraphTree) {
        assert(base?.readsRemovedBytes != true, "MarkdownLinkDocumentState: its base state would not be handed removed bytes")
        self.posting = posting
        self.base = base
        let length = tree.summary.utf8
        let bytes = tree.utf8Bytes(in: 0..<length)
        let post = MarkdownLinkPost(posting: bytes, entities: Self.entities(of: tree, in: 0..<length), as: posting)
        posted = HighlightDocument(validatedBytes: post.utf8, highlighter: postedHighlighter, scanRecorder: nil)
    }

    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext) {
        base?.follow(edit, in: document)
        let tree = document.tree
        let newCount = tree.summary.paragraphs
        let oldCount = posted.tree.summary.paragraphs
        guard newCount > 0, oldCount > 0 else { return rebuild(from: tree) }
        let first = max(0, tree.locate(edit.replaced.lowerBound, in: .utf8).index - 1)
        let lastNew = min(newCount - 1, tree.locate(edit.replaced.lowerBound + edit.insertedCount, in: .utf8).index + 1)
        let lastOld = lastNew - (newCount - oldCount)
        guard first <= lastNew, first <= lastOld, lastOld < oldCount else { return rebuild(from: tree) }
        let changed = tree.locate(index: first).start..<tree.locate(index: lastNew).end
        let replaced = posted.tree.locate(index: first).start..<posted.tree.locate(index: lastOld).end
        let entities = Self.entities(of: tree, in: changed).map { $0.shifted(by: -changed.lowerBound) }
        let post = MarkdownLinkPost(posting: tree.utf8Bytes(in: changed), entities: entities, as: posting)
        _ = posted.replace(utf8Range: replaced, withValidated: post.utf8)
    }

    /// Posts the whole text again: for a tree the edit left in a shape the paragraph mapping does not expect.
    private mutating func rebuild(from tree: ParagraphTree) {
        let length = tree.summary.utf8
        let post = MarkdownLinkPost(posting: tree.utf8Bytes(in: 0..<length), entities: Self.entities(of: tree, in: 0..<length), as: posting)
        _ = posted.replace(utf8Range: 0..<posted.tree.summary.utf8, withValidated: post.utf8)
    }

    /// The entities `tree` holds inside `range` (UTF-8 offsets of the document), in order.
    private static func entities(of tree: ParagraphTree, in range: Range<Int>) -> [Entity] {
        var entities: [Entity] = []
        tree.forEach(overlapping: range, withEntitiesOnly: true) { located in
            for index in 0..<located.paragraph.entityCount {
                let entity = located.paragraph.entity(at: index, shift: located.start)
                if range.lowerBound <= entity.range.lowerBound && entity.range.upperBound <= range.upperBound {
                    entities.append(entity)
                }
            }
        }
        return entities
    }

    var postedCount: TextCount? { posted.count }
    var replyScreenName: String? { base?.replyScreenName }
    var contentWarning: String { posted.spoilerText }
    mutating func setContentWarning(_ warning: String) { posted.spoilerText = warning }
}
