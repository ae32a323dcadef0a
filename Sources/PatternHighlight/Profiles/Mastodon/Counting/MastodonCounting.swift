/// Mastodon's `StatusLengthValidator` as a ``CountingMethod``, on what the server stores (`specs/mastodon.md`,
/// "Counting"):
///
/// 1. a blank body (White_Space only) with a content warning is posted as the body, with no warning;
/// 2. body and warning lose their leading and trailing ASCII whitespace and NUL (Ruby's `strip`);
/// 3. the length is the grapheme clusters of the warning followed by the body's countable text: empty for a blank
///    body, else the body with each URL (twitter-text's URL extractor, not `xmpp:`/`magnet:`) as `urlCharacters`
///    characters and each `@user@domain` as `@user`, URLs and mentions first losing overlaps (earlier start wins).
///
/// Valid when `0 < length <= maxCharacters`. Stripping, the blank-body rule and the warning make the count no plain
/// sum of paragraphs (``countsWholeText``): a whole text is counted at once, and a document corrects the sum of its
/// segments' countable lengths at the text's ends (``weigh(total:contentWarning:reading:)``).
struct MastodonCounting: CountingMethod {
    /// The instance's `max_characters`.
    let maxCharacters: Int
    /// The instance's `characters_reserved_per_url`.
    let urlCharacters: Int

    var countsWholeText: Bool { true }
    /// The warning counts in every part of a thread too: replies carry the content warning of the post they answer,
    /// as Mastodon's apps copy it.
    var countsContentWarning: Bool { true }
    var reuseKind: CountReuse.Kind? { .mastodonCountables }

    /// A segment alone, in a form that adds up across segments: its graphemes and lengths, the graphemes of its
    /// countable text (``CountSummary/weight``: each URL as ``urlCharacters``, each `@user@domain` as `@user`),
    /// and how many U+2028 and U+2029 it holds that a URL's query may run across (``CountSummary/invalidCharacters``:
    /// those after a `?` and query characters only), so that a text holding one is counted whole.
    ///
    /// `reuse`: the URLs and mentions a document keeps for the segment (``CountReuse/Kind/mastodonCountables``), taken
    /// instead of scanning when the segment holds no U+2028 or U+2029 (the server's URLs run across them, the
    /// document's entities stop there) and no spoofing character (the document drops an entity holding one, the
    /// server counts it).
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        var summary = CountSummary(graphemesAndLengthsOf: bytes, segment)
        var separators = 0
        var holdsSeparator = false
        var index = segment.lowerBound
        while let lead = bytes[index..<segment.upperBound].firstIndex(of: 0xE2) {
            if lead + 2 < segment.upperBound, Self.isSeparator(bytes, at: lead) {
                holdsSeparator = true
                if Self.mayEndQuery(bytes, before: lead, lowerBound: segment.lowerBound) { separators += 1 }
            }
            index = lead + 1
        }
        summary.invalidCharacters = separators
        if bytes[segment].contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") }) {
            var countable: [UInt8] = []
            countable.reserveCapacity(segment.count)
            if let hinted = reuse?.ranges(ifOf: reuseKind), !holdsSeparator, !SpoofingCharacters.occurs(in: bytes, range: segment) {
                let first = hinted.partitioningIndex { $0.lowerBound >= segment.lowerBound }
                let inSegment = hinted[first...].prefix { $0.upperBound <= segment.upperBound }
                appendCountableText(of: bytes, segment, replacing: inSegment, to: &countable)
            } else {
                appendCountableText(of: bytes, segment, startsText: startsText, to: &countable)
            }
            summary.weight = GraphemeCounter.count(in: countable, 0..<countable.count)
        } else {
            // Every mention holds an `@` and every URL its scheme's `:`: without either the countable text is the text.
            summary.weight = summary.graphemes
        }
        return (summary, UnitLengths())
    }

    /// Whether the bytes at `index` are U+2028 or U+2029.
    private static func isSeparator(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }

    /// Whether a URL's query may run across the U+2028 or U+2029 at `separator`: right before it, query characters
    /// after a `?`, and before that a word (no white space) with a `:` (URLs need a scheme). Read back to the first
    /// character that cannot belong there, `lowerBound` or the previous separator (a query that runs across that one
    /// too is caught there): never past a count cut or a chunk edge, which stand after an ASCII space, neither a query
    /// character nor part of a word, so that a paragraph's summary is the sum of its pieces'.
    private static func mayEndQuery(_ bytes: [UInt8], before separator: Int, lowerBound: Int) -> Bool {
        var position = separator
        var inQuery = true
        while let previous = UTF8Scalars.scalar(in: bytes, before: position, lowerBound: lowerBound) {
            position = previous.start
            if previous.value == 0x2028 || previous.value == 0x2029 { return false }
            if inQuery {
                if previous.value == 0x3F {
                    inQuery = false
                } else if !MastodonExtendedURI.isQueryCharacter(previous.value) {
                    return false
                }
            } else if previous.value == 0x3A {
                return true
            } else if MastodonCharacters.isSpace(previous.value) {
                return false
            }
        }
        return false
    }

    func weigh(wholeText bytes: [UInt8], contentWarning: [UInt8], reuse: CountReuse?) -> CountSummary {
        var summary = CountSummary(graphemesAndLengthsOf: bytes, 0..<bytes.count)
        summary.weight = length(of: bytes, contentWarning: contentWarning)
        return summary
    }

    func platformCount(of total: CountSummary, validPrefix: UnitLengths) -> (any PlatformCount)? {
        MastodonCount(length: total.weight, maxCharacters: maxCharacters, urlCharacters: urlCharacters)
    }

    func forEachFigure(
        of total: CountSummary, validPrefix: UnitLengths, in unit: OffsetUnit, _ body: (StaticString, CountFigure) -> Void
    ) {
        MastodonCount(length: total.weight, maxCharacters: maxCharacters, urlCharacters: urlCharacters).forEachFigure(in: unit, body)
    }

    func makeDocumentState(for bytes: [UInt8], in document: ProfileDocumentContext) -> (any ProfileDocumentState)? {
        MastodonDocumentCount(method: self, in: document)
    }

    /// The most bytes at either end of a text that a document's count reads (white space the server strips, and a
    /// little after it); beyond it the whole text is counted.
    static let endReadLimit = 8192

    /// A document's count from the sum of its segments: the countable graphemes less those of the white space the
    /// server strips at the ends, joined to the stripped warning; `nil` (count the whole text) for a text with
    /// a U+2028 or U+2029 that a URL's query may run across, a blank one, or one with more than ``endReadLimit`` bytes of white space at an end.
    func weigh(
        total: CountSummary, contentWarning: [UInt8], reading bytes: (Range<Int>) -> [UInt8]
    ) -> CountSummary? {
        let count = total.length.utf8
        guard total.invalidCharacters == 0, count > 0 else { return nil }
        let context = 64
        // The start: the run the server strips and a little more, ended on a scalar boundary; read in growing
        // steps, so that a text that starts with a word reads 128 bytes.
        var headLength = 2 * context
        var head: [UInt8] = []
        var leading = 0
        while true {
            head = Self.scalarPrefix(bytes(0..<min(count, headLength)))
            leading = Self.stripped(head).lowerBound
            // Blank (White_Space only, NBSP and U+3000 included) is decided by the first other character.
            let other = Self.firstNonSpace(in: head)
            if let other, head.count - max(leading, other) >= context || head.count == count { break }
            if other == nil && head.count == count { return nil }
            guard headLength < Self.endReadLimit else { return nil }
            headLength *= 8
        }
        let headRest = Array(head[leading...])
        var startCorrection = GraphemeCounter.count(in: head, 0..<head.count) - GraphemeCounter.count(in: headRest, 0..<headRest.count)
        var headRegionEnd = leading
        if head[..<leading].contains(0) {
            // A NUL the server strips may stand next to a URL or a mention: correct the whole first line.
            guard let line = lineCorrection(atStartOf: count, reading: bytes) else { return nil }
            (startCorrection, headRegionEnd) = line
        }
        // The end likewise: a little, then the run the server strips, started on a scalar boundary.
        var tailLength = 2 * context
        var tail: [UInt8] = []
        var trailing = 0
        while true {
            tail = Self.scalarSuffix(bytes(max(0, count - tailLength)..<count))
            trailing = tail.count - Self.stripped(tail).upperBound
            if tail.count - trailing >= context || tail.count == count { break }
            guard tailLength < Self.endReadLimit else { return nil }
            tailLength *= 8
        }
        let tailRest = Array(tail[..<(tail.count - trailing)])
        var endCorrection = GraphemeCounter.count(in: tail, 0..<tail.count) - GraphemeCounter.count(in: tailRest, 0..<tailRest.count)
        var tailRegionStart = count - trailing
        if tail[(tail.count - trailing)...].contains(0) {
            // A NUL the server strips may be part of the URL before it (its path takes controls): the last line.
            guard let line = lineCorrection(atEndOf: count, reading: bytes) else { return nil }
            (endCorrection, tailRegionStart) = line
        }
        guard headRegionEnd < tailRegionStart else { return nil }
        let body = total.weight - startCorrection - endCorrection
        // The warning, stripped, joined: clusters may join across the two (a mark starting the body).
        let warning = Array(contentWarning[Self.stripped(contentWarning)])
        var summary = total
        summary.invalidCharacters = 0
        guard !warning.isEmpty else {
            summary.weight = body
            return summary
        }
        let first = Self.scalarPrefix(Array(headRest.prefix(context)))
        let joined = warning + first
        let join = GraphemeCounter.count(in: warning, 0..<warning.count) + GraphemeCounter.count(in: first, 0..<first.count)
            - GraphemeCounter.count(in: joined, 0..<joined.count)
        summary.weight = GraphemeCounter.count(in: warning, 0..<warning.count) + body - join
        return summary
    }

    /// The correction of the first line of a text of `count` bytes that starts with a run the server strips holding
    /// a NUL: the countable graphemes the paragraphs' sums gave the text up to the end of its first non-blank line,
    /// less those of that line as the server counts it (without the run), and where that region ends; `nil` when the
    /// line does not end within ``endReadLimit`` bytes or the text is that short (the whole text is counted then).
    private func lineCorrection(atStartOf count: Int, reading bytes: (Range<Int>) -> [UInt8]) -> (Int, Int)? {
        guard count > Self.endReadLimit else { return nil }
        let window = Self.scalarPrefix(bytes(0..<Self.endReadLimit))
        let contentStart = Self.stripped(window).lowerBound
        guard let lineEnd = window[contentStart...].firstIndex(where: Self.isLineBreak) else { return nil }
        let lineStart = window[..<contentStart].lastIndex(where: Self.isLineBreak).map { $0 + 1 } ?? 0
        let summed = GraphemeCounter.count(in: window, 0..<lineStart)
            + countableGraphemes(in: window, lineStart..<lineEnd, startsText: lineStart == 0)
        let line = Array(window[contentStart..<lineEnd])
        return (summed - countableGraphemes(in: line, 0..<line.count, startsText: true), lineEnd)
    }

    /// The correction of the last line of a text of `count` bytes that ends with a run the server strips holding a
    /// NUL, and where that region starts; `nil` as for ``lineCorrection(atStartOf:reading:)``.
    private func lineCorrection(atEndOf count: Int, reading bytes: (Range<Int>) -> [UInt8]) -> (Int, Int)? {
        guard count > Self.endReadLimit else { return nil }
        let window = Self.scalarSuffix(bytes((count - Self.endReadLimit)..<count))
        let offset = count - window.count
        let contentEnd = Self.stripped(window).upperBound
        // The line break before the last line, so that the line is read with what precedes it.
        guard let breakBefore = window[..<contentEnd].lastIndex(where: Self.isLineBreak) else { return nil }
        let lineEnd = window[contentEnd...].firstIndex(where: Self.isLineBreak) ?? window.count
        let summed = countableGraphemes(in: window, (breakBefore + 1)..<lineEnd, startsText: false)
            + GraphemeCounter.count(in: window, lineEnd..<window.count)
        let posted = Array(window[..<contentEnd])
        return (summed - countableGraphemes(in: posted, (breakBefore + 1)..<contentEnd, startsText: false), offset + breakBefore + 1)
    }

    /// The graphemes of the countable text of `bytes[range]`.
    private func countableGraphemes(in bytes: [UInt8], _ range: Range<Int>, startsText: Bool) -> Int {
        var countable: [UInt8] = []
        appendCountableText(of: bytes, range, startsText: startsText, to: &countable)
        return GraphemeCounter.count(in: countable, 0..<countable.count)
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// `bytes` less a partial scalar at its end.
    private static func scalarPrefix(_ bytes: [UInt8]) -> [UInt8] {
        var start = bytes.count
        while start > 0 && bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes }
        // `start - 1` is the last scalar's lead byte: keep that scalar only when it is whole.
        let lead = bytes[start - 1]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        return start - 1 + length <= bytes.count ? bytes : Array(bytes[..<(start - 1)])
    }

    /// `bytes` less a partial scalar at its start.
    private static func scalarSuffix(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0
        while start < bytes.count && bytes[start] & 0xC0 == 0x80 { start += 1 }
        return Array(bytes[start...])
    }

    /// The offset of the first scalar that is not White_Space, or `nil`.
    private static func firstNonSpace(in bytes: [UInt8]) -> Int? {
        var position = 0
        while position < bytes.count {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            if !MastodonCharacters.isSpace(scalar.value) { return position }
            position += scalar.length
        }
        return nil
    }

    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool {
        total.weight > 0 && total.weight <= maxCharacters
    }

    var limitsLength: Bool { true }

    /// Half of the instance's `max_characters`, content warning included.
    func reachesHalfLimit(_ total: CountSummary) -> Bool { 2 * total.weight >= maxCharacters }

    /// The server's length of `body` posted with `contentWarning`.
    func length(of body: [UInt8], contentWarning: [UInt8]) -> Int {
        var body = body
        var warning = contentWarning
        if Self.isBlank(body) && !Self.isBlank(warning) { (body, warning) = (warning, []) }
        let strippedBody = Self.stripped(body)
        var joined = Array(warning[Self.stripped(warning)])
        if !Self.isBlank(body) { appendCountableText(of: Array(body[strippedBody]), to: &joined) }
        return GraphemeCounter.count(in: joined, 0..<joined.count)
    }

    /// `countable_text`: the body with its URLs and mentions replaced.
    private func appendCountableText(of body: [UInt8], to joined: inout [UInt8]) {
        appendCountableText(of: body, 0..<body.count, startsText: true, to: &joined)
    }

    /// The countable text of `bytes[range]`, line by line: a URL's query may hold U+2028 and U+2029 (Mastodon's
    /// query characters take every non-ASCII character of the BMP's usable range), and the server counts such a URL
    /// as one; only LF and CR end every entity.
    private func appendCountableText(of bytes: [UInt8], _ range: Range<Int>, startsText: Bool, to joined: inout [UInt8]) {
        let recognizer = MastodonRecognizer()
        var replaced: [MastodonCandidate] = []
        var lineStart = range.lowerBound
        for index in range where bytes[index] == 0x0A || bytes[index] == 0x0D {
            if index > lineStart {
                recognizer.appendCandidates(
                    in: bytes, paragraph: lineStart..<index, startsText: startsText && lineStart == range.lowerBound,
                    includingAll: false, to: &replaced)
            }
            lineStart = index + 1
        }
        if range.upperBound > lineStart {
            recognizer.appendCandidates(
                in: bytes, paragraph: lineStart..<range.upperBound, startsText: startsText && lineStart == range.lowerBound,
                includingAll: false, to: &replaced)
        }
        appendCountableText(of: bytes, range, replacing: replaced.lazy.map(\.range), to: &joined)
    }

    /// The countable text of `bytes[range]` whose URLs and mentions are `replaced` (sorted, not overlapping, in
    /// `range`): a mention's range starts with its `@`, a URL's never does.
    private func appendCountableText(
        of bytes: [UInt8], _ range: Range<Int>, replacing replaced: some Sequence<Range<Int>>, to joined: inout [UInt8]
    ) {
        var copied = range.lowerBound
        for entity in replaced {
            joined.append(contentsOf: bytes[copied..<entity.lowerBound])
            if bytes[entity.lowerBound] != UInt8(ascii: "@") {
                joined.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: urlCharacters))
            } else {
                // `@` and the username: up to the domain's `@`.
                var end = entity.lowerBound + 1
                while end < entity.upperBound, bytes[end] != UInt8(ascii: "@") { end += 1 }
                joined.append(contentsOf: bytes[entity.lowerBound..<end])
            }
            copied = entity.upperBound
        }
        joined.append(contentsOf: bytes[copied..<range.upperBound])
    }

    /// ActiveSupport's `blank?`: only White_Space characters (or none).
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        var position = 0
        while position < bytes.count {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            guard MastodonCharacters.isSpace(scalar.value) else { return false }
            position += scalar.length
        }
        return true
    }

    /// Ruby's `strip`: the range left without leading and trailing ASCII whitespace and NUL.
    static func stripped(_ bytes: [UInt8]) -> Range<Int> {
        func isStripped(_ byte: UInt8) -> Bool { byte == 0 || byte == 0x20 || (0x09...0x0D).contains(byte) }
        var lower = 0
        var upper = bytes.count
        while lower < upper, isStripped(bytes[lower]) { lower += 1 }
        while upper > lower, isStripped(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}

/// A text's count under Mastodon's rule (``TextCount/mastodon``).
public struct MastodonCount: PlatformCount {
    /// The server's length: graphemes of the content warning and the body, each URL counted as the instance's
    /// characters per URL and each `@user@domain` as `@user`.
    public let length: Int
    /// The instance's `max_characters`: the most ``length`` may be.
    public let maxCharacters: Int
    /// The instance's `characters_reserved_per_url`.
    public let urlCharacters: Int

    /// `length`, `maxCharacters` (no offsets: `unit` is not read).
    public func forEachFigure(in unit: OffsetUnit, _ body: (_ name: StaticString, _ figure: CountFigure) -> Void) {
        body("length", .integer(length))
        body("maxCharacters", .integer(maxCharacters))
    }
}

extension CountingRule {
    /// Mastodon's `StatusLengthValidator` (pinned: 4.6.5) for an instance that allows `maxCharacters` characters
    /// and counts each URL as `urlCharacters` (its `GET /api/v2/instance` `configuration.statuses`; the defaults
    /// are the server's own). Count a content warning with ``count(_:contentWarning:)``.
    ///
    /// - Precondition: both are positive.
    public static func mastodon(maxCharacters: Int = 500, urlCharacters: Int = 23) -> CountingRule {
        precondition(maxCharacters > 0 && urlCharacters > 0, "instance settings must be positive")
        return CountingRule(MastodonCounting(maxCharacters: maxCharacters, urlCharacters: urlCharacters))
    }
}

extension TextCount {
    /// The text's count as a Mastodon server counts it, when counted under
    /// ``CountingRule/mastodon(maxCharacters:urlCharacters:)``, else `nil`.
    public var mastodon: MastodonCount? { figures(MastodonCount.self) }
}
