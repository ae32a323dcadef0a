/// A profile's recognizer with emoji shortcodes (``ShortcodeRule``) added: the profile's entities and the shortcodes
/// merged, the one that starts first winning an overlap (so a `:name:` inside a URL stays part of the URL).
///
/// A shortcode holds only `[A-Za-z0-9_:]` and depends only on the scalar before it, with a space the same as a
/// paragraph start, so it keeps the base recognizer's ``EntityRecognizer/entitiesStayBetweenSpaces``.
struct ShortcodeRecognizer: BuiltInRecognizer {
    let base: any EntityRecognizer

    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        let start = entities.count
        let outcome = base.recognize(request, into: &entities)
        guard case .scanned = outcome else { return outcome }
        let range: Range<Int>
        switch request.scope {
        case .paragraph(let paragraph, _): range = paragraph
        case .wholeText, .uncheckedWholeText: range = 0..<request.bytes.count
        }
        var shortcodes: [Entity] = []
        ShortcodeRule.appendShortcodes(in: request.bytes, range: range, into: &shortcodes)
        if !shortcodes.isEmpty { ShortcodeRule.merge(shortcodes, into: &entities, from: start) }
        return outcome
    }

    func replyScreenName(in bytes: [UInt8]) -> String? { base.builtIn?.replyScreenName(in: bytes) }
    var hasReplies: Bool { base.detectsReplies }
    var entitiesStayBetweenSpaces: Bool { base.entitiesStayBetweenSpaces }
    var nearMissRule: any NearMissRule { base.hintRule }
    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        base.makeDocumentState(for: bytes, in: document)
    }
}
