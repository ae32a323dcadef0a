/// A text being edited, with its highlighting kept up to date paragraph by paragraph.
///
/// A document is a value: copying one costs O(1) and the copies are independent. It holds a shared,
/// immutable ``Highlighter`` and a balanced tree of paragraphs (see `ParagraphTree`), each with its bytes and
/// its entities stored relative to the paragraph, so that an edit re-scans only the paragraphs it touches and
/// finds them, and moves every later one, in O(log n) for n paragraphs.
///
/// ```swift
/// var document = HighlightDocument("hi @jo", highlighter: Highlighter(profile: .simple))
/// let update = try document.replace(6..<6, in: .utf16, with: "hn")
/// update.entities.map(\.value)                        // ["john"]
/// try document.activeToken(at: 8, in: .utf16)?.query  // "john"
/// ```
///
/// **Precondition the design rests on:** no entity crosses a paragraph break (LF, CR, CRLF, U+2028, U+2029;
/// see `ParagraphBreaks`), and every profile treats a paragraph start like the start of a text. Then the
/// highlighting of a paragraph depends on that paragraph alone, except for two document-level facts that
/// are kept separately: a lone sigil at the very end of the text (``Highlighter`` reports it as partial for
/// some profiles) belongs to the last paragraph, and a reply (a leading `@name`, for a profile that detects
/// replies) depends on the document's first non-blank paragraph. The full state always equals
/// ``Highlighter/annotate(_:)`` of the same text.
///
/// Costs, for n paragraphs (each operation's own comment has the details):
/// - `replace`: O(log n + p), p the bytes of the paragraphs the edit touches (re-scanned) and the new text;
///   a keystroke (an edit inside one paragraph that neither removes nor inserts a break) is one descent of
///   the tree that changes the paragraph in place and re-scans only the words it touches: O(log n + w + c),
///   w the window's bytes, c the bytes and entities moved after the edit — the paragraph's, or, in a
///   paragraph long enough to be stored in chunks of about 8 KB, one chunk's (plus O(log k) for k chunks);
///   paid once: a paragraph of at least 16 KB is stored flat when the document is made or the paragraph is
///   written whole, and the first edit that reaches it through a window cuts it into those chunks, O(its length):
///   for one 10 MB paragraph in a release build, a first keystroke costs about half of what making the document
///   did, and every later one a keystroke's cost (the benchmark harness's `first-edit` scenario);
/// - `utf8Offset(_:in:)`, `activeToken(at:in:)`: O(log n + d), d the distance to the paragraph start or
///   to the caret the last edit left, whichever is nearer; `offset(_:in:)`: O(log n + the paragraph's length);
/// - `entities(_:in:)`, `runs(_:in:)`: O(log n + k) for k results; `length(in:)`, `entityCount`: O(1);
/// - `entities`, `runs`, `text`, `annotation`: O(n).
///
/// Memory beyond the text: per paragraph one tree node (about 150 bytes: two links, the paragraph's byte array
/// and entity array, its break length, its height and the subtree totals, lengths, entities and the count's
/// sums), the byte array's header (32 bytes) and the entity array (32 bytes plus 40 per entity; see
/// `StoredEntity`). For paragraphs of 200-400 bytes that is about 0.7 byte of index per text byte without
/// entities and about 1.3 with five per paragraph (the benchmark harness measures 1.26-1.33 at 100 MB).
public struct HighlightDocument: Sendable {
    /// The compiled rules, shared by every document built from them.
    public let highlighter: Highlighter
    var tree: ParagraphTree
    /// Test hook: records the paragraphs scanned.
    let scanRecorder: ScanRecorder?
    /// Paragraphs at least this long (content bytes) are re-scanned only in a window around an edit
    /// (`RescanSpan`); tests and the document fuzz target lower it to put every edit through the window.
    @_spi(Testing) public var windowThreshold = RescanSpan.defaultThreshold
    /// Paragraphs at least twice this long (content bytes) are cut into chunks of about this size when an
    /// edit reaches them through a window (`ParagraphPiece`); tests lower it to put edits across chunk edges,
    /// 0 keeps every paragraph flat.
    @_spi(Testing) public var chunkSize = ParagraphPiece.defaultSize
    /// Where the last edit left the caret (the end of its text), in UTF-8 and in the unit it came in: offset
    /// conversions count from here when it is nearer than the paragraph start. Cleared by every edit, set
    /// again by the public `replace` methods.
    var lastCaret: KnownOffset?
    /// What the profile keeps for this document beside its paragraphs (``ProfileDocumentState``): the figures of
    /// its count that no sum of paragraphs gives, its reply.
    var profileStates: ProfileDocumentStates
    /// The content warning the post will carry, which ``count`` includes under a rule
    /// that ``CountingRule/countsContentWarning``; under other rules it is always empty (setting it does nothing).
    /// Empty by default. Setting it changes no entity.
    public var contentWarning: String {
        get { profileStates.contentWarning }
        set { profileStates.setContentWarning(newValue) }
    }
    /// The link the platform would make a preview card from, or `nil` (``LinkCard``): kept as the document is
    /// edited, each ``DocumentUpdate`` saying whether it changed.
    public internal(set) var card: LinkCard?

    /// A document holding `text`, scanned once.
    ///
    /// A `String` is already in memory, so ``Highlighter/maximumTextBytes`` is not applied here (as in
    /// ``Highlighter/annotate(_:)`` and ``setText(_:)``), but every edit that grows the text is checked against it:
    /// a document made over the limit takes only edits that leave it no longer. Use ``init(checking:highlighter:)``
    /// for text that arrives from outside.
    ///
    /// - Parameters:
    ///   - text: the initial text.
    ///   - highlighter: the compiled rules; shared, not copied.
    /// - Complexity: O(n) in the length of `text`.
    public init(_ text: String, highlighter: Highlighter) {
        self.init(validatedBytes: Array(text.utf8), highlighter: highlighter, scanRecorder: nil)
    }

    /// A document holding `text`, refused when it is over the highlighter's ``Highlighter/maximumTextBytes``.
    ///
    /// - Parameters:
    ///   - text: the initial text.
    ///   - highlighter: the compiled rules; shared, not copied.
    /// - Throws: ``DocumentError/tooLarge(length:limit:)`` over the limit.
    /// - Complexity: O(n) in the length of `text`.
    public init(checking text: String, highlighter: Highlighter) throws(DocumentError) {
        try Self.checkSize(text.utf8.count, highlighter)
        self.init(validatedBytes: Array(text.utf8), highlighter: highlighter, scanRecorder: nil)
    }

    /// A document holding UTF-8 `bytes`, validated once, refused when they are over the highlighter's
    /// ``Highlighter/maximumTextBytes`` (as ``Highlighter/annotate(utf8:)`` refuses them).
    ///
    /// - Parameters:
    ///   - bytes: the initial text in UTF-8.
    ///   - highlighter: the compiled rules; shared, not copied.
    /// - Throws: ``DocumentError/tooLarge(length:limit:)`` over the limit (checked first);
    ///   ``DocumentError/invalidText(_:)`` with ``TextError/invalidUTF8(byteOffset:)`` at the first invalid sequence.
    /// - Complexity: O(n) in the number of bytes.
    public init(utf8 bytes: [UInt8], highlighter: Highlighter) throws(DocumentError) {
        try Self.checkSize(bytes.count, highlighter)
        do {
            try TextInput.validate(bytes)
        } catch {
            throw .invalidText(error)
        }
        self.init(validatedBytes: bytes, highlighter: highlighter, scanRecorder: nil)
    }

    /// Throws ``DocumentError/tooLarge(length:limit:)`` when a new document of `byteCount` bytes is over the limit of
    /// `highlighter`.
    private static func checkSize(_ byteCount: Int, _ highlighter: Highlighter) throws(DocumentError) {
        if byteCount > highlighter.maximumTextBytes {
            throw .tooLarge(length: byteCount, limit: highlighter.maximumTextBytes)
        }
    }

    init(validatedBytes bytes: [UInt8], highlighter: Highlighter, scanRecorder: ScanRecorder?) {
        self.highlighter = highlighter
        self.scanRecorder = scanRecorder
        self.tree = ParagraphTree(ParagraphScanner.scan(bytes, startsDocument: true, endsDocument: true, highlighter: highlighter, recorder: scanRecorder))
        self.profileStates = ProfileDocumentStates(
            bytes: bytes, recognizer: highlighter.profile.recognizer,
            in: ProfileDocumentContext(tree: tree, counting: highlighter.profile.counting, recorder: scanRecorder))
        card = findCard()
    }

    // MARK: - Whole-document reads

    /// The profile that finds the entities.
    public var profile: Profile { highlighter.profile }

    /// The text's UTF-8 bytes.
    ///
    /// - Complexity: O(n).
    public var utf8: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tree.summary.utf8)
        tree.forEach { $0.paragraph.appendBytes(0..<$0.paragraph.byteCount, to: &bytes) }
        return bytes
    }

    /// The text.
    ///
    /// - Complexity: O(n).
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The length of the text in `unit`.
    ///
    /// - Parameter unit: the unit to count in.
    /// - Complexity: O(1).
    public func length(in unit: OffsetUnit) -> Int { tree.summary.length(in: unit) }

    /// How many paragraphs the text has (at least one; a trailing break starts an empty one).
    public var paragraphCount: Int { tree.summary.paragraphs }

    /// How many entities the text has.
    ///
    /// - Complexity: O(1).
    public var entityCount: Int { tree.summary.entities }

    /// Every entity, sorted by start, never overlapping (UTF-8 ranges).
    ///
    /// - Complexity: O(n) for n paragraphs, plus the entities.
    public var entities: [Entity] {
        var entities: [Entity] = []
        entities.reserveCapacity(tree.summary.entities)
        tree.forEach(overlapping: 0..<Int.max, withEntitiesOnly: true) { located in
            entities += located.paragraph.entities(at: located.start)
        }
        return entities
    }

    /// Runs covering the whole text: one per entity, plain text between (UTF-8 ranges).
    public var runs: [Run] { RunBuilder.runs(for: entities, covering: 0..<tree.summary.utf8) }

    /// ``entities`` handed to `body` one at a time, none held (a writer's way to a large text's entities).
    ///
    /// - Complexity: O(n) for n paragraphs, plus the entities.
    package func forEachEntity(_ body: (Entity) -> Void) {
        tree.forEach(overlapping: 0..<Int.max, withEntitiesOnly: true) { located in
            for index in 0..<located.paragraph.entityCount {
                body(located.paragraph.entity(at: index, shift: located.start))
            }
        }
    }

    /// ``runs`` handed to `body` one at a time, none held.
    ///
    /// - Complexity: O(n) for n paragraphs, plus the entities.
    package func forEachRun(_ body: (Run) -> Void) {
        var builder = RunBuilder()
        forEachEntity { builder.append($0, to: body) }
        builder.finish(at: tree.summary.utf8, to: body)
    }

    /// The screen name the post replies to, for a profile that detects replies (<doc:Profiles>); else `nil`.
    ///
    /// - Complexity: O(1).
    public var replyScreenName: String? { profileStates.replyScreenName }

    /// The whole state as an ``Annotation``, equal to `highlighter.annotate(text)`.
    ///
    /// - Complexity: O(n).
    public var annotation: Annotation {
        let bytes = utf8
        let entities = entities
        // The hints from the bytes and entities in hand, as `annotate` finds them, rather than the tree walked again.
        let hints = highlighter.options.contains(.hints)
            ? HintFinder.hints(in: bytes, entities: entities, rule: highlighter.profile.recognizer.hintRule) : nil
        return Annotation(profile: profile, validatedBytes: bytes, entities: entities, replyScreenName: replyScreenName,
                          warnings: warnings, hints: hints)
    }

    /// Every paragraph's warnings (a custom pattern that hit the regex limits there, or was skipped there
    /// after hitting them elsewhere in the same scan), in text order. Equal to `highlighter.annotate(text)`'s
    /// unless a pattern was skipped: which paragraphs are skipped depends on what one scan covered.
    ///
    /// - Complexity: O(n) for n paragraphs.
    public var warnings: [HighlightWarning] {
        guard !highlighter.customPatterns.isEmpty else { return [] }
        var result: [HighlightWarning] = []
        tree.forEach { located in result += warnings(for: located.paragraph, at: located.start) }
        return result
    }

    /// The warnings of one stored paragraph that starts at document offset `start`.
    func warnings(for paragraph: StoredParagraph, at start: Int) -> [HighlightWarning] {
        paragraph.warnings.compactMap { kind, reason in
            guard let pattern = highlighter.customPatterns.first(where: { $0.kind == kind }) else { return nil }
            let content = paragraph.contentRange
            return HighlightWarning(reason: reason, kind: kind, pattern: pattern.regex,
                                    paragraph: (start + content.lowerBound)..<(start + content.upperBound))
        }
    }

    // MARK: - Reads in a range

    /// The entities that intersect `range` (given in `unit`; an empty range: the entities strictly around it).
    ///
    /// - Parameters:
    ///   - range: a range of the text, counted in `unit`.
    ///   - unit: the unit `range` is counted in.
    /// - Throws: ``DocumentError`` for offsets out of range or not on code point boundaries.
    /// - Complexity: O(log n + k) for k entities, plus the paragraphs at the ends of the range.
    public func entities(_ range: Range<Int>, in unit: OffsetUnit) throws(DocumentError) -> [Entity] {
        entities(intersecting: try utf8Range(range, in: unit))
    }

    /// The runs that intersect `range` (given in `unit`), whole: the first and last may reach beyond it.
    ///
    /// - Parameters:
    ///   - range: a range of the text, counted in `unit`.
    ///   - unit: the unit `range` is counted in.
    /// - Throws: ``DocumentError`` for offsets out of range or not on code point boundaries.
    /// - Complexity: O(log n + k) for k runs, plus the paragraphs at the ends of the range.
    public func runs(_ range: Range<Int>, in unit: OffsetUnit) throws(DocumentError) -> [Run] {
        runs(intersecting: try utf8Range(range, in: unit))
    }

    /// The text in a UTF-8 range (on code point boundaries).
    ///
    /// - Parameter utf8Range: the range in UTF-8 bytes.
    /// - Throws: ``DocumentError/offsetOutOfRange(offset:unit:length:)`` for a bound outside
    ///   `0...length(in: .utf8)`; ``DocumentError/offsetInsideScalar(offset:unit:)`` inside a UTF-8 sequence.
    /// - Complexity: O(log n + the paragraphs the range spans).
    public func text(in utf8Range: Range<Int>) throws(DocumentError) -> String {
        text(inBounds: try self.utf8Range(utf8Range, in: .utf8))
    }

    /// ``text(in:)`` for a range this document's state made (an entity's, a run's): the library's own formatters.
    package func text(inBounds utf8Range: Range<Int>) -> String {
        precondition(utf8Range.lowerBound >= 0 && utf8Range.upperBound <= tree.summary.utf8,
                     "HighlightDocument: UTF-8 range \(utf8Range) is outside the text (0...\(tree.summary.utf8))")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8Range.count)
        guard !utf8Range.isEmpty else { return "" }
        tree.forEach(overlapping: utf8Range) { located in
            let lower = max(utf8Range.lowerBound, located.start) - located.start
            let upper = min(utf8Range.upperBound, located.end) - located.start
            located.paragraph.appendBytes(lower..<upper, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func entities(intersecting range: Range<Int>) -> [Entity] {
        EntityLookup(tree).entities(intersecting: range)
    }

    func runs(intersecting range: Range<Int>) -> [Run] {
        EntityLookup(tree).runs(intersecting: range)
    }
}
