/// The rest of what depends on how a paragraph is stored (``StoredParagraph/Storage``): counting it, checking
/// its chunks, reading it piece by piece, and changing it in place. Every switch on the storage is in
/// ``StoredParagraph``'s files; the tree, the edit, the count and the reply read a paragraph through these.
extension StoredParagraph {
    /// The paragraph's totals, its count under `rule` (`startsText`: it is the document's first paragraph;
    /// `reuseRule`: the rule is handed its links, ``ParagraphPiece/countedTotals(counting:startsText:reuseRule:)``);
    /// `paragraphs` and `entities` are left 0.
    ///
    /// - Complexity: O(``byteCount``).
    func countedTotals(counting rule: CountingRule, startsText: Bool, reuseRule: (any CountReuseRule)? = nil) -> ParagraphSummary {
        switch storage {
        case .flat(let piece): return piece.countedTotals(counting: rule, startsText: startsText, reuseRule: reuseRule)
        case .chunked(let chunked):
            return chunked.chunks.indices.reduce(.zero) { sum, index in
                sum + chunked.chunks[index].countedTotals(counting: rule, startsText: startsText && index == 0, reuseRule: reuseRule)
            }
        }
    }

    /// Whether a chunked paragraph keeps the chunks' rule (``ParagraphChunks/satisfiesInvariants(counting:startsText:)``);
    /// a flat one always does.
    func keepsChunkRule(counting rule: CountingRule, startsText: Bool) -> Bool {
        guard case .chunked(let chunked) = storage else { return true }
        return chunked.satisfiesInvariants(counting: rule, startsText: startsText)
    }

    /// The totals before the first chunk through which the totals `fails` (`before`: the totals before the
    /// paragraph, `fails` monotone), `before` itself for a flat paragraph (its one piece).
    ///
    /// - Complexity: O(log k) calls of `fails` for k chunks.
    func totalsBeforePiece(after before: ParagraphSummary, whereTotalsThrough fails: (ParagraphSummary) -> Bool) -> ParagraphSummary {
        guard case .chunked(let chunked) = storage else { return before }
        return before + chunked.totals.firstChunk(after: before, whereTotalsThrough: fails).before
    }

    /// The bytes, when the paragraph is one piece (flat); `nil` when it is chunked.
    var singlePieceBytes: [UInt8]? {
        guard case .flat(let piece) = storage else { return nil }
        return piece.bytes
    }

    /// Calls `body` with each piece in order (the paragraph itself when flat, else each chunk) while `body`
    /// returns `true`.
    func forEachPiece(while body: (ParagraphPiece) -> Bool) {
        switch storage {
        case .flat(let piece): _ = body(piece)
        case .chunked(let chunked):
            for chunk in chunked.chunks where !body(chunk) { return }
        }
    }

    // MARK: - Changing the storage (``ParagraphEdit`` only)

    /// Cuts a flat paragraph into chunks when `cut` gives them (`nil`: it stays flat); a chunked one is left as it is.
    ///
    /// - Complexity: that of `cut`, once: every later edit touches one chunk.
    mutating func cutIntoChunks(_ cut: (ParagraphPiece) -> ParagraphChunks?) {
        guard case .flat(let piece) = storage, let chunks = cut(piece) else { return }
        storage = .chunked(chunks)
    }

    /// Lets `flat` change the one piece or `chunked` the chunks in place, whichever the paragraph holds; the
    /// storage is taken out while the closure runs, so the piece or chunks hold the only reference to it (no
    /// copy on write unless another version of the document shares it).
    mutating func changeStorage<Result>(
        flat: (inout ParagraphPiece) -> Result, chunked: (inout ParagraphChunks) -> Result
    ) -> Result {
        switch storage {
        case .flat(var piece):
            storage = .flat(.empty)
            defer { storage = .flat(piece) }
            return flat(&piece)
        case .chunked(var chunks):
            storage = .flat(.empty)
            defer { storage = .chunked(chunks) }
            return chunked(&chunks)
        }
    }
}
