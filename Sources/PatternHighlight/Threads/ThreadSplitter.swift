/// Cuts a text into the parts of a thread (`specs/cli-contract.md`, "Split") with the profile's own counter.
///
/// The text is first read once into *words* (``ThreadWord``): runs between white space or, in text written without
/// spaces, line-break opportunities (``LineBreakOpportunity``), joined across either inside an entity, so that a cut
/// between words never cuts an entity. A part is a run of whole words, or, when one word alone does not fit, a run of
/// its grapheme clusters (never inside an entity unless the entity alone does not fit).
///
/// Every candidate part is counted as a whole text by the profile's ``CountingRule`` (the count the platform makes,
/// not an estimate), but only windows of about a part's size are ever counted: the farthest word that fits is found by
/// an exponential search from the previous part's length, then a binary search, so a part of p bytes costs
/// O(p log p) and the whole text O(n log p). Counts grow with the text counted (a longer prefix never counts less), so
/// of the line breaks within the farthest reach only the last needs counting for the half-limit rule, and likewise the
/// sentence ends.
struct ThreadSplitter {
    let bytes: [UInt8]
    var entities: [Entity]
    let profile: Profile
    let maxGraphemes: Int?
    let contentWarning: [UInt8]
    /// The text's first bytes that the first part holds whole (a cross-post's `CW: …` line); empty for none.
    var contentWarningLine: Range<Int> = 0..<0

    func split() throws(SplitError) -> ThreadSplit {
        try checkContentWarningFits()
        // The content-warning line is one word (``unbreakable``): never cut between words or clusters; what it holds is
        // posted as written.
        guard !contentWarningLine.isEmpty else { return try splitWords() }
        var splitter = self
        splitter.entities = Array(entities.drop { $0.range.lowerBound < contentWarningLine.upperBound })
        return try splitter.splitWords()
    }

    /// Throws when the content warning (the field a rule counts in every part, or the line the text begins with)
    /// leaves no room for a character of the text.
    private func checkContentWarningFits() throws(SplitError) {
        guard !contentWarning.isEmpty || !contentWarningLine.isEmpty else { return }
        let alone = profile.counting.count(utf8: Array(bytes[contentWarningLine]), contentWarning: contentWarning)
        guard let platform = profile.crosspostPlatform else { return }
        let counter = platform.counter(alone)
        if counter.used >= counter.limit || (maxGraphemes.map { alone.graphemes >= $0 } ?? false) {
            throw .contentWarningTooLong(profile: profile.id, used: counter.used, limit: counter.limit)
        }
    }

    private func splitWords() throws(SplitError) -> ThreadSplit {
        let words = ThreadWord.words(in: bytes, unbreakable: unbreakable)
        var parts: [ThreadPart] = []
        var cutEntities: [Entity] = []
        var position = UnitLengths()  // the text before `written`, in every unit
        var written = 0
        func emit(_ range: Range<Int>, _ count: TextCount) {
            // The part's bounds are the text's, whatever the count measured (a part's posted form may be longer or
            // shorter: markdown links shown as the platform shows them).
            let start = position + UnitLengths(of: bytes, written..<range.lowerBound)
            let end = start + UnitLengths(of: bytes, range)
            parts.append(ThreadPart(
                start: start, end: end, text: String(decoding: bytes[range], as: UTF8.self), count: count,
                posted: posted(range)))
            position = end
            written = range.upperBound
        }
        var index = 0
        var start = words.first?.range.lowerBound ?? 0
        var previousLength: Int?  // bytes of the last part cut between words: where the next is first probed
        while index < words.count {
            let word = words[index].range
            // How far the part reaches into its first word (read in windows, so a huge word costs about a part).
            let inWord = farthestCluster(from: start, in: word, allowed: { !isInsideEntity($0) })
            if inWord == word.upperBound {
                var counts = PartCounts(splitter: self, start: start)
                let reach = farthestWord(first: index, words: words, guess: previousLength, counts: &counts)
                let end = reach == words.count - 1 ? reach : bestCut(first: index, reach: reach, words: words, counts: &counts)
                let range = start..<words[end].range.upperBound
                emit(range, counts.count(to: range.upperBound))
                previousLength = range.count
                guard end + 1 < words.count else { break }
                index = end + 1
                start = words[index].range.lowerBound
                continue
            }
            // A word that does not fit from `start`: its clusters, outside entities if the part can end there.
            let cut: Int
            if let inWord {
                cut = inWord
            } else if let inside = farthestCluster(from: start, in: word, allowed: { _ in true }) {
                cut = inside
                if let entity = entity(containing: inside), cutEntities.last != entity { cutEntities.append(entity) }
            } else {
                throw .unpostableCharacter(byteOffset: start, profile: profile.id)
            }
            emit(start..<cut, count(start..<cut))
            start = cut
        }
        return ThreadSplit(parts: parts, cutEntities: cutEntities)
    }

    // MARK: - Counting a candidate

    fileprivate func count(_ range: Range<Int>) -> TextCount {
        return profile.counting.count(utf8: posted(range)?.utf8 ?? Array(bytes[range]), contentWarning: contentWarning)
    }

    /// The part `range` as the platform receives it (the posting door), or `nil` when it is posted as written: its
    /// entities (no entity crosses a part's edge but one cut because it alone is over the limit, which is left out)
    /// posted as the profile says.
    ///
    /// - Complexity: O(`range.count` + log of the entities) when posted otherwise than as written, else O(1).
    private func posted(_ range: Range<Int>) -> PostedText? {
        guard !profile.postsAsWritten else { return nil }
        let first = entities.partitioningIndex { $0.range.lowerBound >= range.lowerBound }
        let inside = entities[first...].prefix { $0.range.upperBound <= range.upperBound }.map { $0.shifted(by: -range.lowerBound) }
        return profile.posting(Array(bytes[range]), entities: Array(inside))
    }

    private func isPostable(_ count: TextCount) -> Bool {
        profile.counting.isPostable(count) && (maxGraphemes.map { count.graphemes <= $0 } ?? true)
    }

    private func reachesHalfLimit(_ count: TextCount) -> Bool {
        profile.counting.reachesHalfLimit(count) || (maxGraphemes.map { 2 * count.graphemes >= $0 } ?? false)
    }

    // MARK: - Cuts between words

    /// The counts of parts that start at one offset, each counted once however often the search asks for it.
    private struct PartCounts {
        let splitter: ThreadSplitter
        let start: Int
        private var known: [Int: TextCount] = [:]

        init(splitter: ThreadSplitter, start: Int) {
            self.splitter = splitter
            self.start = start
        }

        mutating func count(to end: Int) -> TextCount {
            if let count = known[end] { return count }
            let count = splitter.count(start..<end)
            known[end] = count
            return count
        }
    }

    /// The last word (from `first`, which fits) that the part can end with: the farthest that fits, the next not.
    ///
    /// An exponential search around a guess: the word where `guess` bytes (the previous part's length) end, then steps
    /// that double away from it until the answer is bracketed, then a binary search. Parts of similar size take a
    /// handful of counts; without a guess the steps start at one word. Every count covers at most about twice the
    /// words of the part found.
    private func farthestWord(first: Int, words: [ThreadWord], guess: Int?, counts: inout PartCounts) -> Int {
        let last = words.count - 1
        func fits(_ index: Int) -> Bool { isPostable(counts.count(to: words[index].range.upperBound)) }
        var low = first  // fits
        var high = last + 1  // does not fit (`last + 1`: nothing known)
        var step = 1
        if let guess {
            let start = counts.start
            let guessed = words[first...].partitioningIndex { $0.range.upperBound - start > guess } - 1
            if guessed > low {
                if fits(guessed) { low = guessed } else { high = guessed }
                step = max(1, (guessed - first) / 8)
            }
        }
        if high > last {
            // Up from `low` until a word does not fit.
            while low < last {
                let probe = min(low + step, last)
                if fits(probe) { low = probe } else { high = probe; break }
                step *= 2
            }
            if high > last { return low }
        } else {
            // Down from `high` until a word fits.
            while high - low > 1 {
                let probe = max(high - step, low + 1)
                if fits(probe) { low = probe; break }
                high = probe
                step *= 2
            }
        }
        while high - low > 1 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    /// The word a part ends with, given that it can reach `reach`: the last line break at which the part reaches half
    /// the limit, else the last sentence end likewise, else `reach` (the last whitespace or line-break opportunity).
    private func bestCut(first: Int, reach: Int, words: [ThreadWord], counts: inout PartCounts) -> Int {
        // The content-warning line is no part alone: the first part goes on past it.
        if let line = (first...reach).last(where: { words[$0].endsLine && words[$0].range.upperBound != contentWarningLine.upperBound }),
            reachesHalfLimit(counts.count(to: words[line].range.upperBound))
        {
            return line
        }
        if let sentence = (first...reach).last(where: { words[$0].endsSentence }),
            reachesHalfLimit(counts.count(to: words[sentence].range.upperBound))
        {
            return sentence
        }
        return reach
    }

    // MARK: - Cuts inside a word

    /// The farthest grapheme boundary in `start..<word.upperBound` that `allowed` admits and at which a part from
    /// `start` fits, or `nil` when none does. Clusters are read in windows that double while the whole window fits,
    /// so the work is about the part's size however long the word (or an entity in it) is.
    private func farthestCluster(from start: Int, in word: Range<Int>, allowed: (Int) -> Bool) -> Int? {
        var size = 1024
        var best: Int?
        while true {
            let end = scalarBoundary(atOrBefore: min(start + size, word.upperBound), after: start)
            let complete = end == word.upperBound
            var boundaries = graphemeBoundaries(start..<end)
            // The last boundary of a window may move when the text after it is read (a mark joins the cluster).
            if !complete { boundaries.removeLast() }
            guard let edge = boundaries.last else {
                if complete { return best }
                size *= 2
                continue
            }
            let candidates = boundaries.filter(allowed)
            if isPostable(count(start..<edge)) {
                // Everything up to the window's last boundary fits: so does every candidate before it.
                best = candidates.last ?? best
                if complete { return best }
                size *= 2
                continue
            }
            // The part ends in this window: after `best` (the previous window's), before the window's edge.
            var low = best.flatMap { candidates.firstIndex(of: $0) } ?? -1
            var high = candidates.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if isPostable(count(start..<candidates[middle])) { low = middle } else { high = middle }
            }
            return low >= 0 ? candidates[low] : nil
        }
    }

    /// The grapheme boundaries of `bytes[range]` read on its own, after its start, its end included.
    private func graphemeBoundaries(_ range: Range<Int>) -> [Int] {
        let text = String(decoding: bytes[range], as: UTF8.self)
        var boundaries: [Int] = []
        var offset = range.lowerBound
        for character in text { offset += character.utf8.count; boundaries.append(offset) }
        return boundaries
    }

    /// `offset` moved back to a scalar boundary, but kept after `start` (a scalar's end at least).
    private func scalarBoundary(atOrBefore offset: Int, after start: Int) -> Int {
        var offset = offset
        while offset < bytes.count && offset > start && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        if offset == start { return start + UTF8Scalars.scalar(in: bytes, at: start).length }
        return offset
    }

    /// The ranges no cut falls inside: the `CW:` line's, then the entities'.
    private var unbreakable: [Range<Int>] {
        (contentWarningLine.isEmpty ? [] : [contentWarningLine]) + entities.map(\.range)
    }

    private func isInsideEntity(_ offset: Int) -> Bool {
        (contentWarningLine.lowerBound < offset && offset < contentWarningLine.upperBound) || entity(containing: offset) != nil
    }

    /// The entity that `offset` lies strictly inside.
    private func entity(containing offset: Int) -> Entity? {
        let index = entities.partitioningIndex { $0.range.upperBound > offset }
        guard index < entities.count, entities[index].range.lowerBound < offset else { return nil }
        return entities[index]
    }
}
