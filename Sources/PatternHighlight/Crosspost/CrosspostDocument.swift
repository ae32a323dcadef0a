/// A draft being written for several platforms at once: one text, one edit, and after each edit every target's
/// count, validity, overrun and the entities it links where the edit changed them, with one verdict.
///
/// ```swift
/// var document = try CrosspostDocument("hi", targets: [Highlighter(profile: .twitter), Highlighter(profile: .bluesky)])
/// let update = try document.replace(2..<2, in: .utf16, with: " @jack.bsky.social")
/// update.targets.map { $0.update?.entities.count }   // [1, 1]: twitter links "@jack", bluesky the handle
/// update.verdict.fitsEverywhere                 // true
/// ```
///
/// The document keeps one ``HighlightDocument`` per target, each edited in turn, so a keystroke costs what the
/// targets' documents cost one by one, never time proportional to the text. Its counts
/// are of the draft as written (with the content warning under a rule that counts one); ``crosspost(directory:contentWarningPrefix:)``
/// makes the full result — mentions translated, threads, posts, warnings — from the current text.
public struct CrosspostDocument: Sendable {
    /// One document per target, in target order.
    public private(set) var documents: [HighlightDocument]
    private let platforms: [any CrosspostPlatform]

    /// A document holding `text` for `targets` (one highlighter per platform, each profile once, each a
    /// ``Profile/isCrosspostTarget``). Near-miss hints are always on (``Highlighter/Options/hints``): each edit's
    /// ``DocumentUpdate/hints`` are the target's.
    ///
    /// - Throws: ``CrosspostError`` for bad targets.
    /// - Complexity: O(n) per target.
    public init(_ text: String, targets: [Highlighter]) throws(CrosspostError) {
        platforms = try Crosspost.platforms(of: targets)
        documents = targets.map { HighlightDocument(text, highlighter: $0.withHints) }
    }

    /// A document of the targets' documents as they are (all holding one text; copies share their storage until
    /// edited): the benchmark harness times the same documents alone and together. Each must look for hints, as
    /// every target of ``init(_:targets:)`` does.
    package init(documents: [HighlightDocument]) throws(CrosspostError) {
        precondition(
            documents.allSatisfy { $0.highlighter.options.contains(.hints) },
            "CrosspostDocument: every target's document looks for near-miss hints (Highlighter.Options.hints)")
        platforms = try Crosspost.platforms(of: documents.map(\.highlighter))
        self.documents = documents
    }

    // MARK: - Public API

    /// The text.
    ///
    /// - Complexity: O(n).
    public var text: String { documents[0].text }

    /// The text's length in `unit`.
    ///
    /// - Complexity: O(1).
    public func length(in unit: OffsetUnit) -> Int { documents[0].length(in: unit) }

    /// The content warning, counted by every target whose rule counts one (``CountingRule/countsContentWarning``).
    public var spoilerText: String = "" {
        didSet { for index in documents.indices { documents[index].spoilerText = spoilerText } }
    }

    /// Every target's state now: its count, validity and overrun.
    ///
    /// - Complexity: what each target's ``HighlightDocument/count`` costs.
    public var targets: [CrosspostDocumentTarget] {
        zip(documents, platforms).map { CrosspostDocumentTarget(profile: $0.profile, count: $0.count, platform: $1) }
    }

    /// Whether the text fits in one post everywhere, and if not where and by how much.
    public var verdict: CrosspostVerdict { CrosspostVerdict(of: targets) }

    /// Replaces `range` (offsets in `unit`) with `text` in every target's document.
    ///
    /// - Throws: ``DocumentError`` for offsets out of range or not on code point boundaries, or a text grown past a
    ///   target's ``Highlighter/maximumTextBytes``; the document is then unchanged.
    /// - Complexity: the sum of the targets' ``HighlightDocument/replace(_:in:with:)``.
    @discardableResult
    public mutating func replace(_ range: Range<Int>, in unit: OffsetUnit, with text: String) throws(DocumentError) -> CrosspostUpdate {
        // A target with a smaller size limit than the first's would refuse the edit after the first took it: when the
        // text may grow past the smallest limit, every target is asked first (otherwise none can refuse it).
        // The text in UTF-8 once, for every target (a `String`'s bytes are valid).
        let bytes = Array(text.utf8)
        if length(in: .utf8) + bytes.count > smallestLimit {
            let utf8Range = try documents[0].utf8Range(range, in: unit)
            for document in documents { try document.checkSize(replacing: utf8Range, insertedCount: bytes.count) }
        }
        // The first target converts the offsets (from the caret its last edit left, in the unit edits come in); the
        // others take its UTF-8 range, valid in every target since they hold one text.
        let first = try documents[0].replace(range, in: unit, withValidated: bytes)
        var updates: [CrosspostDocumentTarget] = []
        updates.reserveCapacity(documents.count)
        updates.append(CrosspostDocumentTarget(profile: documents[0].profile, count: first.count, platform: platforms[0], update: first))
        for index in documents.indices.dropFirst() {
            let update = try documents[index].replace(first.replacedRange, in: .utf8, withValidated: bytes)
            updates.append(CrosspostDocumentTarget(profile: documents[index].profile, count: update.count, platform: platforms[index], update: update))
        }
        return CrosspostUpdate(targets: updates)
    }

    /// The smallest of the targets' ``Highlighter/maximumTextBytes``.
    private var smallestLimit: Int { documents.lazy.map(\.highlighter.maximumTextBytes).min() ?? .max }

    /// Replaces the whole text in every target's document.
    ///
    /// - Throws: ``DocumentError/tooLarge(length:limit:)`` past a target's limit; the document is then unchanged.
    /// - Complexity: O(n) per target.
    @discardableResult
    public mutating func setText(checking text: String) throws(DocumentError) -> CrosspostUpdate {
        try replace(0..<length(in: .utf8), in: .utf8, with: text)
    }

    /// The full cross-post of the current text: mentions translated by `directory`, every target's thread and posts,
    /// the warnings (``Crosspost``), with ``spoilerText`` as the content warning.
    ///
    /// - Throws: ``CrosspostError`` only for targets a cross-post refuses, which a document never holds; a target that
    ///   cannot post the text even in a thread is answered with its ``CrosspostTarget/failure``.
    /// - Complexity: O(n log p) per target.
    public func crosspost(directory: MentionDirectory = MentionDirectory(), contentWarningPrefix: Bool = false) throws(CrosspostError) -> Crosspost {
        try Crosspost(
            validatedBytes: documents[0].utf8, targets: documents.map(\.highlighter), directory: directory,
            spoilerText: spoilerText, contentWarningPrefix: contentWarningPrefix)
    }
}
