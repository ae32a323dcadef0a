/// The reply a post makes (a leading `@name`), kept up to date through a live document's edits for a
/// recognizer that ``BuiltInRecognizer/hasReplies`` (its default document state).
///
/// A reply depends only on the start of a text: leading blank paragraphs and the first one that is not
/// blank. ``dependsThrough`` remembers that paragraph's index, so an edit after it leaves the reply alone and
/// an edit at or before it recomputes it from that prefix alone. "Blank" is generous on purpose (spaces,
/// separators, controls, format and unassigned characters), so the prefix always holds at least what a
/// profile's own leading-whitespace rule skips.
struct ReplyState: BuiltInDocumentState {
    /// The recognizer that finds the reply.
    let recognizer: any BuiltInRecognizer
    /// The screen name replied to, or `nil`.
    private(set) var replyScreenName: String?
    /// The index of the last paragraph the reply depends on (`Int.max` when every paragraph is blank).
    private(set) var dependsThrough: Int

    /// Computes the reply of the document in `tree`.
    ///
    /// - Complexity: O(b log n), b the bytes of the leading blank paragraphs and the first other one.
    init(tree: ParagraphTree, recognizer: any BuiltInRecognizer) {
        self.recognizer = recognizer
        var prefix: [UInt8] = []
        let count = tree.summary.paragraphs
        var index = 0
        var dependsThrough = Int.max
        while index < count {
            let paragraph = tree.locate(index: index).paragraph
            // The pieces up to the first that is not blank (in a chunked paragraph: the reply's name ends before
            // that chunk's final space, a name holds no space, and no more of a long paragraph is read).
            var blank = true
            var pieceStart = 0
            func read(_ piece: ParagraphPiece) {
                if prefix.isEmpty { prefix = piece.bytes } else { prefix += piece.bytes }  // the first shared, not copied
                let contentEnd = min(piece.bytes.count, paragraph.contentRange.upperBound - pieceStart)
                blank = Self.isBlank(piece.bytes[0..<contentEnd])
                pieceStart += piece.bytes.count
            }
            paragraph.forEachPiece { piece in
                read(piece)
                return blank
            }
            if !blank {
                dependsThrough = index
                break
            }
            index += 1
        }
        self.replyScreenName = recognizer.replyScreenName(in: prefix)
        self.dependsThrough = dependsThrough
    }

    /// Computes the reply again when the edit re-scanned a paragraph it depends on.
    mutating func follow(_ edit: ProfileDocumentEdit, in document: ProfileDocumentContext) {
        guard edit.firstParagraph <= dependsThrough else { return }
        self = ReplyState(tree: document.tree, recognizer: recognizer)
    }

    /// Whether every scalar of `bytes` is blank; decodes in place and stops at the first one that is not.
    private static func isBlank(_ bytes: ArraySlice<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                switch scalar.properties.generalCategory {
                case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .privateUse, .unassigned:
                    continue
                default:
                    return false
                }
            case .emptyInput:
                return true
            case .error:
                return false  // U+FFFD, as a String would read it (documents hold valid UTF-8 anyway)
            }
        }
    }
}
