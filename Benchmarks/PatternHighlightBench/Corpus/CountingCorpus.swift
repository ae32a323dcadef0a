import Foundation

/// The counting scenario's text: the benchmark corpus made to look like what a length counter meets in real posts.
/// Every tenth paragraph also carries the emoji shapes the main corpus lacks (a tag-sequence flag, a text-style
/// VS15 symbol, a `#` keycap, a family with skin tones, a lone regional indicator); every sixteenth is rewritten in
/// NFD (decomposed, as text pasted from some systems is), with a few accented and Hangul words added when it had
/// nothing to decompose. Its NFC form (``nfc``) and its whole-NFD form (``nfd``) are kept for the NFD-vs-NFC pair.
struct CountingCorpus {
    /// The text counted: mostly NFC, one paragraph in sixteen NFD.
    let mixed: [UInt8]
    /// The same text with every paragraph in NFC.
    let nfc: [UInt8]
    /// The same text with every paragraph in NFD.
    let nfd: [UInt8]
    /// The paragraphs of ``mixed``, each with the line break that ends it: the posts of the per-post figures.
    let posts: [[UInt8]]
    /// The share of ``mixed``'s bytes above ASCII, of its paragraphs NFC changes, and which emoji shapes it holds.
    let mix: Mix

    struct Mix {
        var nonASCIIByteShare = 0.0
        var nfdParagraphShare = 0.0
        var shapes: [String: Bool] = [:]

        var description: String {
            "\(Report.format(nonASCIIByteShare * 100)) % non-ASCII bytes, \(Report.format(nfdParagraphShare * 100)) % NFD "
                + "paragraphs; shapes: " + shapes.keys.sorted().map { "\($0) \(shapes[$0]! ? "yes" : "NO")" }.joined(separator: ", ")
        }
    }

    static let extraEmoji = " 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} ☺\u{FE0E} #\u{FE0F}\u{20E3} "
        + "👨🏻\u{200D}👩🏽\u{200D}👧🏿 🇺 ⌚"
    static let decomposable = " Crème brûlée à São Paulo, 한국어 ガギグ."

    init(from corpus: [UInt8]) {
        var mixed: [UInt8] = []
        var nfc: [UInt8] = []
        var nfd: [UInt8] = []
        var posts: [[UInt8]] = []
        var nfdParagraphs = 0
        var start = 0
        var index = 0
        while start < corpus.count {
            var end = start
            while end < corpus.count && corpus[end] != 0x0A { end += 1 }
            let lineEnd = min(end + 1, corpus.count)
            var body = String(decoding: corpus[start..<end], as: UTF8.self)
            let lineBreak = String(decoding: corpus[end..<lineEnd], as: UTF8.self)
            if index % 10 == 3 { body += Self.extraEmoji }
            var decomposed = body.decomposedStringWithCanonicalMapping
            if index % 16 == 7 && Array(decomposed.utf8) == Array(body.utf8) {
                body += Self.decomposable
                decomposed = body.decomposedStringWithCanonicalMapping
            }
            let composed = body.precomposedStringWithCanonicalMapping
            let post = Array(((index % 16 == 7) ? decomposed : body).utf8) + Array(lineBreak.utf8)
            if post.elementsEqual(Array((composed + lineBreak).utf8)) == false { nfdParagraphs += 1 }
            mixed += post
            posts.append(post)
            nfc += Array((composed + lineBreak).utf8)
            nfd += Array((decomposed + lineBreak).utf8)
            start = lineEnd
            index += 1
        }
        self.mixed = mixed
        self.nfc = nfc
        self.nfd = nfd
        self.posts = posts
        var mix = Mix()
        mix.nonASCIIByteShare = Double(mixed.lazy.filter { $0 >= 0x80 }.count) / Double(max(mixed.count, 1))
        mix.nfdParagraphShare = Double(nfdParagraphs) / Double(max(posts.count, 1))
        let scalars = String(decoding: mixed, as: UTF8.self).unicodeScalars.map(\.value)
        let present = Set(scalars)
        mix.shapes = [
            "skin tones": present.contains { (0x1F3FB...0x1F3FF).contains($0) },
            "ZWJ sequences": present.contains(0x200D),
            "flags": zip(scalars, scalars.dropFirst()).contains { (0x1F1E6...0x1F1FF).contains($0) && (0x1F1E6...0x1F1FF).contains($1) },
            "keycaps": present.contains(0x20E3),
            "tag sequences": present.contains(0xE007F),
            "VS15/VS16": present.contains(0xFE0E) && present.contains(0xFE0F),
        ]
        self.mix = mix
    }
}
