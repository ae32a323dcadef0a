/// The `app.bsky.feed.post` text limits as a ``CountingMethod``: graphemes and UTF-8 bytes of the text as
/// written, valid when not empty and within both limits; and what the links' short forms save
/// (``BlueskyShortLink``), for the count of the display text the official app shows.
///
/// A stretch's links are the hint's (a whole text's annotate scan), or found in the stretch itself, in its words that
/// hold `http`: a stretch begins the text or follows whitespace, and no link holds whitespace, so they are the whole
/// text's links there.
struct BlueskyCounting: CountingMethod {
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, hint: CountHint?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        var summary = CountSummary(graphemesAndLengthsOf: bytes, segment)
        if let hinted = hint?.ranges(ifOf: hintKind) {
            var index = hinted.partitioningIndex { $0.lowerBound >= segment.lowerBound }
            while index < hinted.count && hinted[index].upperBound <= segment.upperBound {
                Self.addSaving(ofLink: hinted[index], in: bytes, to: &summary)
                index += 1
            }
        } else {
            for link in Self.linkRangesThatMayShorten(in: bytes, segment) { Self.addSaving(ofLink: link, in: bytes, to: &summary) }
        }
        return (summary, UnitLengths())
    }

    /// Adds what the short form of the link at `link` saves to `summary`'s savings.
    private static func addSaving(ofLink link: Range<Int>, in bytes: [UInt8], to summary: inout CountSummary) {
        // A link holding a spoofing character is no entity (``SpoofingCharacters``): not linked, not shortened.
        guard !SpoofingCharacters.occurs(in: bytes, range: link) else { return }
        let saving = BlueskyDisplayText.saving(ofLink: bytes, link)
        summary.linkGraphemeSaving += saving.graphemes
        summary.linkByteSaving += saving.bytes
    }

    /// The links of `bytes[segment]` that hold `http`, the only ones whose short form differs from their text
    /// (``BlueskyShortLink``): the recognizer reads only the words (between ASCII white space) that hold `http`, and
    /// a word begins the stretch or follows white space, as the stretch does, so it finds there what it finds in the
    /// whole stretch.
    ///
    /// - Complexity: O(`segment.count`): sixteen bytes at a time (``BlueskyShortLink/holdsHTTP(_:_:)``'s scan), and the
    /// recognizer on the words with `http`.
    static func linkRangesThatMayShorten(in bytes: [UInt8], _ segment: Range<Int>) -> [Range<Int>] {
        func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var links: [Range<Int>] = []
        guard BlueskyShortLink.holdsHTTP(bytes, segment) else { return links }
        var starts = ByteBlockScanner<BlueskyShortLink.HTTPStart>(bytes, segment)
        var wordEnd = segment.lowerBound
        while let index = starts.next() {
            guard index >= wordEnd, index + 4 <= segment.upperBound, bytes[index + 3] == UInt8(ascii: "p") else { continue }
            var wordStart = index
            while wordStart > segment.lowerBound && !isASCIISpace(bytes[wordStart - 1]) { wordStart -= 1 }
            wordEnd = index + 4
            while wordEnd < segment.upperBound && !isASCIISpace(bytes[wordEnd]) { wordEnd += 1 }
            links += BlueskyRecognizer.linkRanges(in: bytes, wordStart..<wordEnd)
        }
        return links
    }

    var hintKind: CountHint.Kind? { .blueskyLinks }

    /// What a stored entity makes of a ``CountHint/Kind/blueskyLinks`` hint gathered from a stretch's entities: a link
    /// is one of its ranges; a tag that holds `http` may hold a link the app shortens (``BlueskyTagLink``), which is
    /// no entity, so the stretch gets no hint and its links are found in its text; anything else is passed over.
    static func hintAdmission(of kind: EntityKind, at range: Range<Int>, in bytes: [UInt8]) -> CountHint.Admission {
        if kind == .url { return .taken }
        if kind == .hashtag && BlueskyShortLink.holdsHTTP(bytes, range) { return .givesUpTheHint }
        return .passedOver
    }

    var trimsWhenPosting: Bool { true }

    func isTrimmedWhenPosting(_ value: UInt32) -> Bool {
        BlueskyPostedText.isWhitespace(value) || BlueskyPostedText.isInvisible(value)
    }

    /// Only a run of three or more CR or LF is changed away from the text's ends.
    func mayTrimInsideText(_ value: UInt32) -> Bool { value == 0x0A || value == 0x0D }

    func editLeavesPostedTrim(_ bytes: [UInt8], replacing range: Range<Int>, with inserted: [UInt8], contentEnd: Int) -> Bool {
        PostedTrimWindow.leavesTrim(bytes, replacing: range, with: inserted, contentEnd: contentEnd, method: self)
    }

    func trimmedWhenPosting(_ window: [UInt8], startsText: Bool, endsText: Bool) -> Int {
        BlueskyPostedText.removedByteCount(window, startsText: startsText, endsText: endsText)
    }

    var limitsLength: Bool { true }

    /// What the official app posts: ``BlueskyCount/postValid``.
    func isPostable(_ total: CountSummary, validPrefix: UnitLengths) -> Bool { Self.count(of: total).postValid }

    /// Half of either limit of what the app posts: 150 display graphemes or 1,500 posted bytes.
    func reachesHalfLimit(_ total: CountSummary) -> Bool {
        let count = Self.count(of: total)
        return 2 * count.displayGraphemes >= BlueskyCount.maxGraphemes || 2 * count.postedBytes >= BlueskyCount.maxBytes
    }

    /// The Bluesky figures of a whole text counted `total`.
    static func count(of total: CountSummary) -> BlueskyCount {
        BlueskyCount(
            graphemes: total.graphemes, bytes: total.length.utf8,
            displayGraphemes: total.graphemes - total.linkGraphemeSaving,
            postedBytes: total.length.utf8 - total.linkByteSaving - total.postedTrim)
    }

    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool {
        total.graphemes > 0 && total.graphemes <= BlueskyCount.maxGraphemes && total.length.utf8 <= BlueskyCount.maxBytes
    }
}

/// A text's count against the `app.bsky.feed.post` limits (``TextCount/bluesky``): of the text as written, and of
/// what the official app shows and posts (`displayGraphemes`, `postedBytes`).
public struct BlueskyCount: Sendable, Hashable {
    /// The most graphemes a post's text may hold: 300.
    public static let maxGraphemes = 300
    /// The most UTF-8 bytes a post's text may hold: 3,000.
    public static let maxBytes = 3000

    /// Extended grapheme clusters (UAX #29) of the text.
    public let graphemes: Int
    /// UTF-8 bytes of the text.
    public let bytes: Int
    /// What the official app's counter shows: graphemes of the display text, where every `http(s)` link is its
    /// short form (``BlueskyShortLink``). Nothing is trimmed.
    public let displayGraphemes: Int
    /// UTF-8 bytes of the text as the app would post it (``BlueskyPost``): trimmed, links shortened.
    public let postedBytes: Int

    /// Whether the app would send the post and the server accept it: the posted text is not empty,
    /// ``displayGraphemes`` is at most 300 and ``postedBytes`` at most 3,000.
    public var postValid: Bool {
        postedBytes > 0 && displayGraphemes <= Self.maxGraphemes && postedBytes <= Self.maxBytes
    }
}

extension CountingRule {
    /// `app.bsky.feed.post`: at most ``BlueskyCount/maxGraphemes`` graphemes and ``BlueskyCount/maxBytes`` UTF-8
    /// bytes.
    public static let bluesky = CountingRule(BlueskyCounting())
}

extension TextCount {
    /// The text against Bluesky's limits when counted under ``CountingRule/bluesky``, else `nil`.
    public var bluesky: BlueskyCount? {
        guard rule.method is BlueskyCounting else { return nil }
        return BlueskyCounting.count(of: summary)
    }
}
