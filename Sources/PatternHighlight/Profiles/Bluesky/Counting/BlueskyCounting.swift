/// The `app.bsky.feed.post` text limits as a ``CountingMethod``: graphemes and UTF-8 bytes of the text as
/// written, valid when not empty and within both limits; and what the links' short forms save
/// (``BlueskyShortLink``), for the count of the display text the official app shows.
///
/// A stretch's links are the reuse's (a whole text's annotate scan), or found in the stretch itself, in its words that
/// hold `http`: a stretch begins the text or follows whitespace, and no link holds whitespace, so they are the whole
/// text's links there.
struct BlueskyCounting: CountingMethod {
    var codedName: String { "bluesky" }

    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        var summary = CountSummary(graphemesAndLengthsOf: bytes, segment)
        if let hinted = reuse?.ranges(ifOf: reuseKind) {
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

    var reuseKind: CountReuse.Kind? { .blueskyLinks }

    /// Whether the scalar `value` is one of the characters a stretch that posting trims is made of (white space and
    /// invisibles, ``BlueskyPostedText``).
    func isTrimmedWhenPosting(_ value: UInt32) -> Bool {
        BlueskyPostedText.isWhitespace(value) || BlueskyPostedText.isInvisible(value)
    }

    /// Whether the scalar `value` may make a stretch of trimmed characters that does not touch the text's ends lose
    /// bytes when posted: only a run of three or more CR or LF is changed away from the text's ends.
    func mayTrimInsideText(_ value: UInt32) -> Bool { value == 0x0A || value == 0x0D }

    /// How many bytes posting takes out of `window` (valid UTF-8), a stretch of the text that begins and ends with a
    /// character that is not ``isTrimmedWhenPosting(_:)``, or at the text's start (`startsText`) or end (`endsText`).
    ///
    /// - Complexity: O(`window.count`).
    func trimmedWhenPosting(_ window: [UInt8], startsText: Bool, endsText: Bool) -> Int {
        BlueskyPostedText.removedByteCount(window, startsText: startsText, endsText: endsText)
    }

    /// The posted trim: what the app trims at the whole text's ends when it posts (``trimmedWhenPosting(_:startsText:endsText:)``).
    func completed(_ total: CountSummary, wholeText bytes: [UInt8]) -> CountSummary {
        var total = total
        total.postedTrim = trimmedWhenPosting(bytes, startsText: true, endsText: true)
        return total
    }

    func platformCount(of total: CountSummary, validPrefix: UnitLengths) -> (any PlatformCount)? { Self.count(of: total) }

    func forEachFigure(
        of total: CountSummary, validPrefix: UnitLengths, in unit: OffsetUnit, _ body: (StaticString, CountFigure) -> Void
    ) {
        Self.count(of: total).forEachFigure(in: unit, body)
    }

    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        BlueskyDocumentTrim(method: self, trimmed: trimmedWhenPosting(bytes, startsText: true, endsText: true))
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

    /// One verdict, the platform's: what the app would post goes through (``BlueskyCount/postValid``). The text's own
    /// graphemes and bytes as written stay figures (a long link counts shortened, trailing space is trimmed).
    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool { Self.count(of: total).postValid }
}

/// A text's count against the `app.bsky.feed.post` limits (``TextCount/bluesky``): of the text as written, and of
/// what the official app shows and posts (`displayGraphemes`, `postedBytes`).
public struct BlueskyCount: PlatformCount {
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

    /// `bytes`, `maxGraphemes`, `maxBytes`, `displayGraphemes`, `postedBytes`, `postValid` (no offsets: `unit` is
    /// not read).
    public func forEachFigure(in unit: OffsetUnit, _ body: (_ name: StaticString, _ figure: CountFigure) -> Void) {
        body("bytes", .integer(bytes))
        body("maxGraphemes", .integer(Self.maxGraphemes))
        body("maxBytes", .integer(Self.maxBytes))
        body("displayGraphemes", .integer(displayGraphemes))
        body("postedBytes", .integer(postedBytes))
        body("postValid", .boolean(postValid))
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
