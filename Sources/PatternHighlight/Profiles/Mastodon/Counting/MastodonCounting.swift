/// Mastodon's `StatusLengthValidator` as a ``CountingMethod``, on what the server stores (`specs/mastodon.md`,
/// "Counting"):
///
/// 1. a blank body (White_Space only) with a content warning is posted as the body, with no warning;
/// 2. body and warning lose their leading and trailing ASCII whitespace and NUL (Ruby's `strip`);
/// 3. the length is the grapheme clusters of the warning followed by the body's countable text: empty for a blank
///    body, else the body with each URL (twitter-text's URL extractor, not `xmpp:`/`magnet:`) as `urlCharacters`
///    characters and each `@user@domain` as `@user`, URLs and mentions first losing overlaps (earlier start wins).
///
/// Valid when `0 < length <= maxCharacters`. The count is of the whole text (``countsWholeText``): stripping,
/// the blank-body rule and the warning make it no sum of paragraphs.
struct MastodonCounting: CountingMethod {
    /// The instance's `max_characters`.
    let maxCharacters: Int
    /// The instance's `characters_reserved_per_url`.
    let urlCharacters: Int

    var countsWholeText: Bool { true }
    var countsContentWarning: Bool { true }

    /// A segment alone: only what adds up across segments, its graphemes and lengths (a document keeps them per
    /// paragraph); the server's length is asked of the whole text (``weigh(wholeText:contentWarning:hint:)``).
    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, hint: CountHint?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        (CountSummary(graphemesAndLengthsOf: bytes, segment), UnitLengths())
    }

    func weigh(wholeText bytes: [UInt8], contentWarning: [UInt8], hint: CountHint?) -> CountSummary {
        var summary = CountSummary(graphemesAndLengthsOf: bytes, 0..<bytes.count)
        summary.weight = length(of: bytes, contentWarning: contentWarning)
        return summary
    }

    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool {
        total.weight > 0 && total.weight <= maxCharacters
    }

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
        let recognizer = MastodonRecognizer()
        var replaced: [MastodonCandidate] = []
        // Lines, not paragraphs: a URL's query may hold U+2028 and U+2029 (Mastodon's query characters take every
        // non-ASCII character of the BMP's usable range), and the server counts such a URL as one. Only LF and CR
        // end every entity.
        var lineStart = 0
        for index in body.indices where body[index] == 0x0A || body[index] == 0x0D {
            if index > lineStart {
                recognizer.appendCandidates(
                    in: body, paragraph: lineStart..<index, startsText: lineStart == 0, includingAll: false, to: &replaced)
            }
            lineStart = index + 1
        }
        if body.count > lineStart {
            recognizer.appendCandidates(
                in: body, paragraph: lineStart..<body.count, startsText: lineStart == 0, includingAll: false, to: &replaced)
        }
        var copied = 0
        for entity in replaced {
            joined.append(contentsOf: body[copied..<entity.range.lowerBound])
            if entity.kind == .url {
                joined.append(contentsOf: repeatElement(UInt8(ascii: "x"), count: urlCharacters))
            } else {
                // `@` and the username: up to the domain's `@`.
                var end = entity.range.lowerBound + 1
                while end < entity.range.upperBound, body[end] != UInt8(ascii: "@") { end += 1 }
                joined.append(contentsOf: body[entity.range.lowerBound..<end])
            }
            copied = entity.range.upperBound
        }
        joined.append(contentsOf: body[copied...])
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
public struct MastodonCount: Sendable, Hashable {
    /// The server's length: graphemes of the content warning and the body, each URL counted as the instance's
    /// characters per URL and each `@user@domain` as `@user`.
    public let length: Int
    /// The instance's `max_characters`: the most ``length`` may be.
    public let maxCharacters: Int
    /// The instance's `characters_reserved_per_url`.
    public let urlCharacters: Int
}

extension CountingRule {
    /// Mastodon's `StatusLengthValidator` (pinned: 4.6.5) for an instance that allows `maxCharacters` characters
    /// and counts each URL as `urlCharacters` (its `GET /api/v2/instance` `configuration.statuses`; the defaults
    /// are the server's own). Count a content warning with ``count(_:spoilerText:)``.
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
    public var mastodon: MastodonCount? {
        guard let method = rule.method as? MastodonCounting else { return nil }
        return MastodonCount(length: summary.weight, maxCharacters: method.maxCharacters, urlCharacters: method.urlCharacters)
    }
}
