/// One target's draft as that target posts it, kept live beside a ``CrosspostDocument``: the `CW:` line (a target
/// without a content-warning field, when asked) and every mention of a person of the directory in the target's form,
/// as a document of its own whose count is the target's count — the count a fresh ``Crosspost`` of the same draft
/// gives.
///
/// Translating a mention changes no paragraph break (a handle holds no white space, a mention no break), so
/// paragraph `i` of the draft is paragraph `i + k` of the posted text, `k` the paragraphs of the `CW:` line. An edit
/// re-posts the draft's paragraphs it touched (from the one before its start, which a CR the edit joins to an LF may
/// change, to the one holding its end) in place of theirs: a keystroke costs the posting of its paragraph and one
/// edit of the posted document, never the whole draft.
struct PostedDraft: Sendable {
    /// How the target writes mentions, and the others' forms (for a mention of no one in the directory).
    let profile: Profile.ID
    let platform: any CrosspostPlatform
    let others: [any CrosspostPlatform]
    let directory: MentionDirectory
    /// The `CW:` line and the blank line after it; empty for none.
    let contentWarningLine: [UInt8]
    /// The posted text, under the target's rules.
    private(set) var posted: HighlightDocument
    /// The paragraphs the `CW:` line adds before the draft's first.
    private let lineParagraphs: Int

    /// The posted form of `draft`'s text for a target highlighted by `highlighter`.
    ///
    /// - Complexity: O(n).
    init(
        _ draft: HighlightDocument, highlighter: Highlighter, platform: any CrosspostPlatform, others: [any CrosspostPlatform],
        directory: MentionDirectory, contentWarningLine: [UInt8], contentWarning: String
    ) {
        self.profile = highlighter.profile.id
        self.platform = platform
        self.others = others
        self.directory = directory
        self.contentWarningLine = contentWarningLine
        var posted = HighlightDocument(validatedBytes: [], highlighter: highlighter, scanRecorder: nil)
        posted.contentWarning = contentWarning
        let bytes = draft.utf8
        _ = posted.replace(
            utf8Range: 0..<0, withValidated: contentWarningLine + Self.rewrite(bytes, profile: profile, platform: platform, others: others, directory: directory).bytes,
            listsEntities: false)
        self.posted = posted
        lineParagraphs = posted.tree.summary.paragraphs - draft.tree.summary.paragraphs
    }

    /// Draft paragraphs posted again, with their rewrite (offsets from the first one's start).
    typealias Reposted = (paragraphs: ClosedRange<Int>, rewrite: DraftRewrite)

    /// Follows an edit of the draft, `draft` being the draft after it and `update` what the edit changed there, and
    /// returns the draft's paragraphs it posted again (indexes of the draft) with their rewrite: only there may what
    /// the target posts, and so its entities, differ from before, moved.
    ///
    /// - Complexity: O(p + log n), p the bytes of the paragraphs the edit touched.
    @discardableResult
    mutating func follow(_ update: DocumentUpdate, in draft: HighlightDocument) -> Reposted {
        let tree = draft.tree
        let newCount = tree.summary.paragraphs
        let oldCount = posted.tree.summary.paragraphs - lineParagraphs
        guard newCount > 0, oldCount > 0 else { return postAgain(draft) }
        let first = max(0, tree.locate(update.replacedRange.lowerBound, in: .utf8).index - 1)
        let lastNew = tree.locate(update.replacedRange.lowerBound + update.insertedLength, in: .utf8).index
        let lastOld = lastNew - (newCount - oldCount)
        guard first <= lastNew, first <= lastOld, lastOld < oldCount else { return postAgain(draft) }
        let changed = tree.locate(index: first).start..<tree.locate(index: lastNew).end
        let replaced = posted.tree.locate(index: first + lineParagraphs).start..<posted.tree.locate(index: lastOld + lineParagraphs).end
        let rewrite = Self.rewrite(tree.utf8Bytes(in: changed), profile: profile, platform: platform, others: others, directory: directory)
        _ = posted.replace(utf8Range: replaced, withValidated: rewrite.bytes)
        return (first...lastNew, rewrite)
    }

    /// The target's entities of the draft's paragraphs `paragraphs` as it posts them, in draft offsets: found in the
    /// posted text and mapped back (a mention posted in the target's form covers the mention as written; nothing of the
    /// `CW:` line), what a fresh ``Crosspost`` reports there. Also the stretches of those paragraphs whose mentions
    /// are posted in another form, where a near-miss hint about the text as written does not hold. `rewrite`, when
    /// given, is those paragraphs' (what ``follow(_:in:)`` just made), else they are rewritten here.
    ///
    /// - Complexity: O(p + e log n), p the bytes of those paragraphs and e their entities.
    func draftEntities(
        ofParagraphs paragraphs: ClosedRange<Int>, in draft: HighlightDocument, rewrite given: DraftRewrite? = nil
    ) -> (span: Range<Int>, entities: [Entity], replaced: [Range<Int>]) {
        let tree = draft.tree
        let span = tree.locate(index: paragraphs.lowerBound).start..<tree.locate(index: paragraphs.upperBound).end
        let postedSpan = posted.tree.locate(index: paragraphs.lowerBound + lineParagraphs).start
            ..< posted.tree.locate(index: paragraphs.upperBound + lineParagraphs).end
        let rewrite = given ?? Self.rewrite(tree.utf8Bytes(in: span), profile: profile, platform: platform, others: others, directory: directory)
        let entities = posted.entities(intersecting: postedSpan).map { entity in
            var moved = entity
            let local = rewrite.draftRange((entity.range.lowerBound - postedSpan.lowerBound)..<(entity.range.upperBound - postedSpan.lowerBound))
            moved.range = (local.lowerBound + span.lowerBound)..<(local.upperBound + span.lowerBound)
            return moved
        }
        let replaced = rewrite.replacements.map { ($0.draft.lowerBound + span.lowerBound)..<($0.draft.upperBound + span.lowerBound) }
        return (span, entities, replaced)
    }

    /// The content warning a target with the field counts (empty for the others).
    var contentWarning: String {
        get { posted.contentWarning }
        set { posted.contentWarning = newValue }
    }

    /// Posts the whole draft again, and returns its paragraphs with their rewrite.
    private mutating func postAgain(_ draft: HighlightDocument) -> Reposted {
        let rewrite = Self.rewrite(draft.utf8, profile: profile, platform: platform, others: others, directory: directory)
        _ = posted.replace(utf8Range: 0..<posted.tree.summary.utf8, withValidated: contentWarningLine + rewrite.bytes, listsEntities: false)
        return (0...max(0, draft.tree.summary.paragraphs - 1), rewrite)
    }

    /// `bytes` (whole paragraphs of a draft) with every mention in the target's form.
    private static func rewrite(
        _ bytes: [UInt8], profile: Profile.ID, platform: any CrosspostPlatform, others: [any CrosspostPlatform], directory: MentionDirectory
    ) -> DraftRewrite {
        let mentions = DraftMention.scan(bytes)
        let people = mentions.map { directory.person(named: $0.handle) }
        let edits = Crosspost.mentionEdits(mentions, people: people, on: profile, platform: platform, others: others).edits
        return DraftRewrite(draft: bytes, prefix: [], edits: edits)
    }
}
