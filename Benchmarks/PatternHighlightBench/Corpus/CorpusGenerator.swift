/// Makes the benchmark corpus: deterministic UTF-8 text from a seed.
///
/// Paragraphs of 200–400 characters, each mostly English, CJK, Arabic or emoji-heavy prose, carrying on
/// average per 140 characters 1 mention, 1 hashtag, 0.5 URL, and now and then a bare domain, an e-mail
/// address and a cashtag. Paragraphs end with LF, sometimes a blank line, CRLF, U+2028 or U+2029.
///
/// The text is one endless stream per seed: `generate(byteCount: n)` is always a prefix of
/// `generate(byteCount: m)` for `n ≤ m` (cut on a scalar boundary), so a 1 MB document is the first megabyte
/// of the 10 MB one.
struct CorpusGenerator {
    /// The seed used unless `--seed` says otherwise ("PHBENCH1").
    static let defaultSeed: UInt64 = 0x5048_4245_4E43_4831

    /// Entities per 140 characters.
    struct Density {
        var mentions = 1.0
        var hashtags = 1.0
        var urls = 0.5
        var bareDomains = 0.15
        var emails = 0.1
        var cashtags = 0.15
        var emoji = 0.8
    }

    let seed: UInt64
    var density = Density()

    init(seed: UInt64 = CorpusGenerator.defaultSeed) { self.seed = seed }

    /// The first `byteCount` bytes of the stream (fewer by at most 3 so as to end on a scalar boundary).
    func generate(byteCount: Int) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount + 1024)
        while bytes.count < byteCount {
            appendParagraph(to: &bytes, random: &random)
        }
        var end = byteCount
        while end > 0 && end < bytes.count && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        bytes.removeSubrange(end...)
        return bytes
    }

    private enum Language: CaseIterable { case english, cjk, arabic, emojiHeavy }

    private enum Token { case mention, hashtag, url, bareDomain, email, cashtag, emoji }

    private func appendParagraph(to bytes: inout [UInt8], random: inout SplitMix64) {
        let length = random.int(in: 200...400)
        let language: Language
        switch random.below(100) {
        case 0..<55: language = .english
        case 55..<70: language = .cjk
        case 70..<85: language = .arabic
        default: language = .emojiHeavy
        }
        let scale = Double(length) / 140
        var tokens: [Token] = []
        func add(_ token: Token, _ perLine: Double) {
            tokens += Array(repeating: token, count: random.stochasticRound(perLine * scale))
        }
        add(.mention, density.mentions)
        add(.hashtag, density.hashtags)
        add(.url, density.urls)
        add(.bareDomain, density.bareDomains)
        add(.email, density.emails)
        add(.cashtag, density.cashtags)
        add(.emoji, density.emoji)
        random.shuffle(&tokens)

        var pieces: [[UInt8]] = []
        var tokenCharacters = 0
        for token in tokens {
            let (piece, characters) = makeToken(token, random: &random)
            pieces.append(piece)
            tokenCharacters += characters
        }
        // Prose fills what the entities leave, in equal gaps (at least a few words each).
        let gaps = pieces.count + 1
        let gapCharacters = max((length - tokenCharacters) / gaps, 6)
        appendProse(language, characters: gapCharacters, to: &bytes, random: &random)
        for piece in pieces {
            if random.chance(0.05) { bytes.append(UInt8(ascii: "(")) }
            bytes += piece
            if random.chance(0.15) { bytes += random.pick(CorpusVocabulary.latinPunctuation).bytes }
            bytes.append(0x20)
            appendProse(language, characters: gapCharacters, to: &bytes, random: &random)
        }
        switch random.below(100) {
        case 0..<90: bytes.append(0x0A)
        case 90..<95: bytes += [0x0A, 0x0A]
        case 95..<98: bytes += [0x0D, 0x0A]
        case 98: bytes += Array("\u{2028}".utf8)
        default: bytes += Array("\u{2029}".utf8)
        }
    }

    private func appendProse(_ language: Language, characters: Int, to bytes: inout [UInt8], random: inout SplitMix64) {
        var written = 0
        while written < characters {
            let piece: Piece
            switch language {
            case .english:
                piece = random.chance(0.03) ? random.pick(CorpusVocabulary.emoji) : random.pick(CorpusVocabulary.english)
            case .cjk:
                piece = random.chance(0.12) ? random.pick(CorpusVocabulary.cjkPunctuation) : random.pick(CorpusVocabulary.cjk)
            case .arabic:
                piece = random.chance(0.08) ? random.pick(CorpusVocabulary.arabicPunctuation) : random.pick(CorpusVocabulary.arabic)
            case .emojiHeavy:
                piece = random.chance(0.35) ? random.pick(CorpusVocabulary.emoji) : random.pick(CorpusVocabulary.english)
            }
            bytes += piece.bytes
            written += piece.characters
            if language != .cjk {
                if language == .english && random.chance(0.06) {
                    bytes += random.pick(CorpusVocabulary.latinPunctuation).bytes
                    written += 1
                }
                bytes.append(0x20)
                written += 1
            }
        }
        if language == .cjk {
            bytes.append(0x20)
        }
    }

    private func name(_ random: inout SplitMix64, syllables: ClosedRange<Int> = 2...3) -> String {
        var text = ""
        for _ in 0..<random.int(in: syllables) { text += random.pick(CorpusVocabulary.syllables) }
        return text
    }

    private func makeToken(_ token: Token, random: inout SplitMix64) -> ([UInt8], Int) {
        let text: String
        switch token {
        case .mention:
            switch random.below(100) {
            case 0..<70:
                var handle = name(&random)
                if random.chance(0.2) { handle += "_" + name(&random, syllables: 1...1) }
                if random.chance(0.15) { handle += String(random.below(1000)) }
                text = "@" + handle
            case 70..<88: text = "@" + name(&random) + random.pick(CorpusVocabulary.handleSuffixes)
            case 88..<94: text = "@" + random.pick(CorpusVocabulary.nonLatinMentions)
            default: text = "@" + name(&random) + "/" + name(&random) + "-list"
            }
        case .hashtag:
            text = "#" + (random.chance(0.6) ? random.pick(CorpusVocabulary.hashtagWords) : name(&random))
        case .url:
            text = url(&random)
        case .bareDomain:
            var domain = random.pick(CorpusVocabulary.domains) + "." + random.pick(CorpusVocabulary.topLevelDomains)
            if random.chance(0.3) { domain += "/" + name(&random) }
            text = domain
        case .email:
            text = name(&random) + (random.chance(0.3) ? "." + name(&random) : "") + "@"
                + random.pick(CorpusVocabulary.domains) + "." + random.pick(CorpusVocabulary.topLevelDomains)
        case .cashtag:
            text = "$" + random.pick(CorpusVocabulary.tickers)
        case .emoji:
            let piece = random.pick(CorpusVocabulary.emoji)
            return (piece.bytes, piece.characters)
        }
        return (Array(text.utf8), text.count)
    }

    private func url(_ random: inout SplitMix64) -> String {
        if random.chance(0.1) {
            var code = ""
            for _ in 0..<10 { code.append(random.pick(CorpusVocabulary.alphanumerics)) }
            return "https://t.co/" + code
        }
        if random.chance(0.05) {
            return "https://en.wikipedia.org/wiki/Swift_(programming_language)"
        }
        var text: String
        switch random.below(100) {
        case 0..<80: text = "https://"
        case 80..<95: text = "http://"
        default: text = "HTTPS://"
        }
        if random.chance(0.3) { text += "www." }
        text += random.pick(CorpusVocabulary.domains) + "." + random.pick(CorpusVocabulary.topLevelDomains)
        for _ in 0..<random.below(4) { text += "/" + name(&random) }
        if random.chance(0.15) { text += "/" }
        if random.chance(0.2) { text += "?q=" + name(&random) + "&lang=en" }
        if random.chance(0.05) { text += "#top" }
        return text
    }
}

extension CorpusGenerator {
    /// The first `byteCount` bytes of an already generated stream, cut exactly as ``generate(byteCount:)`` cuts.
    static func prefix(of stream: [UInt8], byteCount: Int) -> [UInt8] {
        guard byteCount < stream.count else { return stream }
        var end = byteCount
        while end > 0 && stream[end] & 0xC0 == 0x80 { end -= 1 }
        return Array(stream[..<end])
    }

    /// FNV-1a over the bytes: a short fingerprint that shows two runs used the same corpus.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
