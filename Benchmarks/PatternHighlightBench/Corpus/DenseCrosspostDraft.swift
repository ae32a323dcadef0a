import PatternHighlight

/// One long cross-post draft, dense with what a cross-post rewrites, counts or splits around: mentions in every
/// platform's form (of the people in ``directory`` and of strangers), bare domains, URLs, emoji and CJK, among
/// English words, in paragraphs of about 30 pieces.
///
/// Deterministic from a seed (``SplitMix64``), and one stream per seed: the draft of n bytes is the draft of 4n bytes
/// cut at the last line break before n, so the two sizes hold the same kind of text in the same proportions.
enum DenseCrosspostDraft {
    /// Three people: one on every platform, one without Mastodon, one on Mastodon alone.
    static let directory = try! MentionDirectory([
        ["twitter": "jack", "bluesky": "jack.bsky.social", "mastodon": "jack@mastodon.social"],
        ["twitter": "dom_x", "bluesky": "dom.example.com"],
        ["mastodon": "ann@fosstodon.org"],
    ])

    /// The directory's people in each of their forms, and strangers in each platform's form.
    static let mentions: [Piece] = [
        "@jack", "@jack.bsky.social", "@jack@mastodon.social", "@dom_x", "@dom.example.com", "@ann@fosstodon.org",
        "@stranger", "@someone.bsky.social", "@bob@example.social",
    ].map(Piece.init)

    static let bareDomains: [Piece] = ["example.com", "ko-fi.com", "example.org/path?q=1", "www.example.net", "github.com/apple/swift"]
        .map(Piece.init)

    static let urls: [Piece] = [
        "https://example.com", "https://example.com/a/b?q=1#frag", "http://example.org/path",
        "(https://en.wikipedia.org/wiki/Swift_(programming_language))", "https://münchen.de/straße",
        "https://bsky.app/profile/alice.bsky.social/post/3k2a", "https://example.com/" + String(repeating: "long/", count: 30),
    ].map(Piece.init)

    /// The first paragraphs of the seed's stream, cut at the last line break at or before `byteCount`.
    static func make(byteCount: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount + 4_096)
        while bytes.count <= byteCount {
            appendParagraph(to: &bytes, random: &random)
        }
        let end = bytes[...byteCount].lastIndex(of: 0x0A) ?? 0
        return Array(bytes[..<end])
    }

    /// About 30 pieces, a space after each but CJK, then a line break: one in five a mention, one in ten a bare domain
    /// or a URL, one in ten an emoji, one in five a CJK word, the rest English.
    private static func appendParagraph(to bytes: inout [UInt8], random: inout SplitMix64) {
        for _ in 0..<random.int(in: 20...40) {
            let roll = random.below(100)
            let piece: Piece
            switch roll {
            case 0..<20: piece = random.pick(mentions)
            case 20..<25: piece = random.pick(bareDomains)
            case 25..<30: piece = random.pick(urls)
            case 30..<40: piece = random.pick(CorpusVocabulary.emoji)
            case 40..<60: piece = random.pick(CorpusVocabulary.cjk)
            default: piece = random.pick(CorpusVocabulary.english)
            }
            bytes += piece.bytes
            if !(40..<60).contains(roll) || random.chance(0.3) { bytes.append(0x20) }
        }
        bytes.append(0x0A)
    }
}
