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
/// targets' documents cost one by one, never time proportional to the text. Each target's count, validity and
/// overrun are of the draft as that target posts it — mentions of the directory's people in its form, the `CW:` line
/// when asked — as a fresh ``Crosspost`` of the same draft counts it (a target that posts the draft otherwise than as
/// written keeps its posted form live beside it, re-posting the paragraphs an edit touches). So are each update's
/// entities (``DocumentUpdate/entities``, in draft offsets: a mention posted in another form is one mention over the
/// whole mention as written) and ``entities(of:)``; hints over a mention posted in another form are left out,
/// as ``Crosspost`` leaves them. ``documents`` are the targets' documents of the draft as written.
/// ``crosspost()`` makes the full result — threads, posts, warnings — from the current text.
public struct CrosspostDocument: Sendable {
    /// One document per target, in target order.
    public private(set) var documents: [HighlightDocument]
    private let platforms: [any CrosspostPlatform]
    /// Each target's posted form, for a target that posts the draft otherwise than as written; `nil` for the others.
    private var postedDrafts: [PostedDraft?] = []
    /// The people whose mentions each target posts in its own form.
    public private(set) var directory: MentionDirectory
    /// Whether a target without a content-warning field begins its first post with `CW:` and the warning.
    public private(set) var contentWarningPrefix: Bool

    /// A document holding `text` for `targets` (one highlighter per platform, each profile once, each a
    /// ``Profile/isCrosspostTarget``). Near-miss hints are always on (``Highlighter/Options/hints``): each edit's
    /// ``DocumentUpdate/hints`` are the target's.
    ///
    /// - Parameters:
    ///   - text: the draft.
    ///   - targets: one highlighter per platform, each profile at most once.
    ///   - directory: the people whose mentions each target posts (and counts) in its own form.
    ///   - contentWarningPrefix: with a ``contentWarning``, a target without a content-warning field begins its first post
    ///     with `CW: <contentWarning>` and a blank line, counted.
    /// - Throws: ``CrosspostError`` for bad targets.
    /// - Complexity: O(n) per target.
    public init(
        _ text: String, targets: [Highlighter], directory: MentionDirectory = MentionDirectory(), contentWarningPrefix: Bool = false
    ) throws(CrosspostError) {
        platforms = try Crosspost.platforms(of: targets)
        documents = targets.map { HighlightDocument(text, highlighter: $0.withHints) }
        self.directory = directory
        self.contentWarningPrefix = contentWarningPrefix
        postAgain()
    }

    /// A document of the targets' documents as they are (all holding one text; copies share their storage until
    /// edited): the benchmark harness times the same documents alone and together. Each must look for hints, as
    /// every target of ``init(_:targets:directory:contentWarningPrefix:)`` does.
    package init(documents: [HighlightDocument]) throws(CrosspostError) {
        precondition(
            documents.allSatisfy { $0.highlighter.options.contains(.hints) },
            "CrosspostDocument: every target's document looks for near-miss hints (Highlighter.Options.hints)")
        platforms = try Crosspost.platforms(of: documents.map(\.highlighter))
        self.documents = documents
        directory = MentionDirectory()
        contentWarningPrefix = false
        postAgain()
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

    /// The content warning, counted by every target whose rule counts one (``CountingRule/countsContentWarning``), and
    /// with ``contentWarningPrefix`` by the others in their `CW:` line.
    ///
    /// - Complexity: O(n) for a target whose `CW:` line changes, else O(1).
    public var contentWarning: String = "" {
        didSet {
            for index in documents.indices { documents[index].contentWarning = contentWarning }
            // A target that counts the warning in its field keeps its posted text and takes the new warning; one
            // whose `CW:` line changes (or appears, or goes) is posted again.
            let unchanged = postedDrafts.indices.allSatisfy { index in
                postedDrafts[index]?.contentWarningLine ?? []
                    == Crosspost.contentWarningLine(contentWarning, on: documents[index].profile, asked: contentWarningPrefix)
            }
            guard unchanged else { return postAgain() }
            for index in postedDrafts.indices { postedDrafts[index]?.contentWarning = documents[index].contentWarning }
        }
    }

    /// Sets the mention directory and the `CW:` line choice, and posts the draft again for each target.
    ///
    /// - Complexity: O(n) per target that posts the draft otherwise than as written.
    public mutating func setPosting(directory: MentionDirectory, contentWarningPrefix: Bool) {
        self.directory = directory
        self.contentWarningPrefix = contentWarningPrefix
        postAgain()
    }

    /// Every target's state now: its count, validity and overrun.
    ///
    /// - Complexity: what each target's ``HighlightDocument/count`` costs.
    public var targets: [CrosspostDocumentTarget] {
        documents.indices.map { CrosspostDocumentTarget(profile: documents[$0].profile, count: count(ofTarget: $0), platform: platforms[$0]) }
    }

    /// Target `index`'s count of the draft as it posts it.
    private func count(ofTarget index: Int) -> TextCount {
        postedDrafts[index]?.posted.count ?? documents[index].count
    }

    /// Makes each target's posted form again: for a target whose `CW:` line or mention directory changes what it
    /// posts, a ``PostedDraft``; none for the others.
    private mutating func postAgain() {
        postedDrafts = documents.indices.map { index in
            let document = documents[index]
            let line = Crosspost.contentWarningLine(contentWarning, on: document.profile, asked: contentWarningPrefix)
            guard !line.isEmpty || !directory.people.isEmpty else { return nil }
            var highlighter = document.highlighter
            highlighter.options.remove(.hints)
            return PostedDraft(
                document, highlighter: highlighter, platform: platforms[index], others: platforms, directory: directory,
                contentWarningLine: line, contentWarning: document.contentWarning)
        }
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
        for index in documents.indices {
            let update = index == 0 ? first : try documents[index].replace(first.replacedRange, in: .utf8, withValidated: bytes)
            var count = update.count
            var reported = update
            if postedDrafts[index] != nil {
                let reposted = postedDrafts[index]!.follow(update, in: documents[index])
                count = postedDrafts[index]!.posted.count
                reported = restyled(update, ofTarget: index, reposted: reposted)
            }
            updates.append(CrosspostDocumentTarget(profile: documents[index].profile, count: count, platform: platforms[index], update: reported))
        }
        return CrosspostUpdate(targets: updates)
    }

    /// `update` of target `index`'s draft document reported with the entities the target posts (``PostedDraft``): the
    /// paragraphs it posted again, `reposted`, and those `update` changed are where they may differ from before.
    ///
    /// - Complexity: O(p + e log n), p the bytes of those paragraphs and e their entities.
    private func restyled(_ update: DocumentUpdate, ofTarget index: Int, reposted: PostedDraft.Reposted) -> DocumentUpdate {
        let draft = documents[index]
        let tree = draft.tree
        guard update.listsEntities, tree.summary.paragraphs > 0 else { return update }
        var paragraphs = reposted.paragraphs
        for range in update.changed {
            paragraphs = min(paragraphs.lowerBound, tree.locate(range.lowerBound, in: .utf8).index)
                ... max(paragraphs.upperBound, tree.locate(range.upperBound, in: .utf8).index)
        }
        // The paragraphs just posted again come with their rewrite: no second scan of their mentions on a keystroke.
        let posted = postedDrafts[index]!.draftEntities(
            ofParagraphs: paragraphs, in: draft, rewrite: paragraphs == reposted.paragraphs ? reposted.rewrite : nil)
        let hints = update.hints.filter { hint in !posted.replaced.contains { $0.overlaps(hint.range) } }
        return update.restyled(changed: [posted.span], entities: posted.entities, hints: hints)
    }

    /// Each target's entities of the draft as it posts it (``Crosspost/targets``' ``CrosspostTarget/entities``), in
    /// draft offsets; `nil` when `profile` is no target.
    ///
    /// - Complexity: O(n) for a target that posts the draft otherwise than as written, else O(e).
    public func entities(of profile: Profile.ID) -> [Entity]? {
        guard let index = documents.firstIndex(where: { $0.profile.id == profile }) else { return nil }
        let draft = documents[index]
        guard let postedDraft = postedDrafts[index], draft.tree.summary.paragraphs > 0 else { return draft.entities }
        return postedDraft.draftEntities(ofParagraphs: 0...(draft.tree.summary.paragraphs - 1), in: draft).entities
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

    /// The full cross-post of the current text: mentions translated by ``directory``, every target's thread and posts,
    /// the warnings (``Crosspost``), with ``contentWarning`` as the content warning and ``contentWarningPrefix``.
    ///
    /// - Throws: ``CrosspostError`` only for targets a cross-post refuses, which a document never holds; a target that
    ///   cannot post the text even in a thread is answered with its ``CrosspostTarget/failure``.
    /// - Complexity: O(n log p) per target.
    public func crosspost() throws(CrosspostError) -> Crosspost {
        try Crosspost(
            validatedBytes: documents[0].utf8, targets: documents.map(\.highlighter), directory: directory,
            contentWarning: contentWarning, contentWarningPrefix: contentWarningPrefix)
    }
}
