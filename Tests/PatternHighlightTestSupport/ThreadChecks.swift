import Testing
import PatternHighlight

/// What every split must satisfy (`specs/cli-contract.md`, "Split"), checked from the text and the parts with a judge
/// of the platform's own: the parts tile the text (whitespace only between them, none empty), no entity is cut unless
/// it alone is over the limit, every part is postable, and no part stops at whitespace or a line-break opportunity
/// (``LineBreakReference``) while the next word would still fit, unless it stops at a line break or a sentence end at
/// which it holds at least half the limit; a part that stops elsewhere inside a word stops where one more cluster
/// does not fit.
package struct ThreadChecks {
    /// A platform's verdict on a text posted alone: whether it may be posted, whether it uses half the limit.
    package struct Verdict: Equatable {
        package var postable: Bool
        package var half: Bool

        package init(postable: Bool, half: Bool) {
            self.postable = postable
            self.half = half
        }
    }

    /// The judge: one verdict per text, asked for many texts at once (an oracle runs in another process).
    package let judge: ([String]) throws -> [Verdict]

    package init(judge: @escaping ([String]) throws -> [Verdict]) {
        self.judge = judge
    }

    /// Tallies, for the report.
    package struct Tally {
        package var parts = 0
        package var extensionsJudged = 0
        package var preferredCuts = 0
        package var clusterCutsJudged = 0

        package init() {}
    }

    /// The problems found in `thread`, the split of `annotation`; empty when it keeps every rule.
    package func problems(in thread: ThreadSplit, of annotation: Annotation, tally: inout Tally) throws -> [String] {
        var problems: [String] = []
        let bytes = annotation.utf8
        let parts = thread.parts
        tally.parts += parts.count
        // Tiling.
        var previousEnd = 0
        for (index, part) in parts.enumerated() {
            let range = part.range
            if range.isEmpty { problems.append("part \(index) is empty") }
            if range.lowerBound < previousEnd { problems.append("part \(index) starts before the previous one ends") }
            if !Self.isWhitespace(bytes, previousEnd..<max(previousEnd, range.lowerBound)) {
                problems.append("non-whitespace between parts before part \(index): \(previousEnd)..<\(range.lowerBound)")
            }
            if try part.text != annotation.text(in: range) { problems.append("part \(index)'s text is not its range's") }
            for unit in OffsetUnit.allCases {
                let expected = try annotation.range(range, in: unit)
                if part.range(in: unit) != expected { problems.append("part \(index)'s \(unit) range \(part.range(in: unit)) is not \(expected)") }
            }
            previousEnd = range.upperBound
        }
        if !Self.isWhitespace(bytes, previousEnd..<bytes.count) { problems.append("text after the last part is not whitespace") }
        // Entities: whole in one part, unless listed as cut.
        for entity in annotation.entities {
            let holder = parts.first { $0.range.lowerBound <= entity.range.lowerBound && entity.range.lowerBound < $0.range.upperBound }
            let whole = holder.map { $0.range.upperBound >= entity.range.upperBound } ?? false
            if !whole && !thread.cutEntities.contains(entity) { problems.append("entity \(entity) is cut") }
        }
        // The platform's verdicts: each part, each cut entity alone, each part extended by the next word.
        var texts = parts.map(\.text)
        texts += try thread.cutEntities.map { try annotation.text(in: $0.range) }
        var extensions: [(index: Int, text: String)] = []
        var clusterExtensions: [(index: Int, text: String)] = []
        for index in parts.indices.dropLast() {
            let next = parts[index + 1].range
            let touching = parts[index].range.upperBound == next.lowerBound
            if !touching || Self.isOpportunity(annotation, at: next.lowerBound) {
                // The whole next word of the text (the next part may hold only its start, when it is too long).
                extensions.append((index, try annotation.text(in: parts[index].range.lowerBound..<Self.wordEnd(annotation, from: next.lowerBound))))
            } else {
                // A part cut elsewhere inside a word ends at the farthest grapheme boundary that fits: one cluster more
                // does not.
                guard let cluster = try annotation.text(in: next).first else { continue }
                let boundary = next.lowerBound + cluster.utf8.count
                let inside = annotation.entities.contains { $0.range.lowerBound < boundary && boundary < $0.range.upperBound }
                if !inside { clusterExtensions.append((index, parts[index].text + String(cluster))) }
            }
        }
        texts += extensions.map(\.text)
        texts += clusterExtensions.map(\.text)
        let verdicts = try judge(texts)
        let clusterBase = parts.count + thread.cutEntities.count + extensions.count
        for (offset, extended) in clusterExtensions.enumerated() where verdicts[clusterBase + offset].postable {
            problems.append("part \(extended.index) is cut inside a word though one more cluster fits: \(extended.text.debugDescription)")
        }
        tally.clusterCutsJudged += clusterExtensions.count
        for (index, part) in parts.enumerated() where !verdicts[index].postable {
            problems.append("part \(index) is not postable: \(part.text.debugDescription)")
        }
        for (offset, entity) in thread.cutEntities.enumerated() where verdicts[parts.count + offset].postable {
            problems.append("entity \(entity) was cut though it fits alone")
        }
        tally.extensionsJudged += extensions.count
        for (offset, extended) in extensions.enumerated() where verdicts[parts.count + thread.cutEntities.count + offset].postable {
            let part = parts[extended.index]
            let gap = Array(bytes[part.range.upperBound..<parts[extended.index + 1].range.lowerBound])
            let atLineBreak = gap.contains(0x0A) || gap.contains(0x0D) || String(decoding: gap, as: UTF8.self).contains { $0 == "\u{2028}" || $0 == "\u{2029}" }
            let atSentenceEnd = !gap.isEmpty && (part.text.unicodeScalars.last.map { ".!?…".unicodeScalars.contains($0) } ?? false)
                || LineBreakReference.endsEastAsianSentence(part.text)
            if (atLineBreak || atSentenceEnd) && verdicts[extended.index].half {
                tally.preferredCuts += 1
            } else {
                problems.append("part \(extended.index) stops at whitespace though the next word fits: \(extended.text.debugDescription)")
            }
        }
        return problems
    }

    /// Whether a part may end at `offset`, inside a run without white space: a line-break opportunity between the
    /// clusters around it, neither inside an entity.
    package static func isOpportunity(_ annotation: Annotation, at offset: Int) -> Bool {
        guard !annotation.entities.contains(where: { $0.range.lowerBound < offset && offset < $0.range.upperBound }) else { return false }
        // The clusters around the offset, read in a window wide enough for any cluster of the tests' texts.
        let bytes = annotation.utf8
        var low = max(0, offset - 64), high = min(bytes.count, offset + 64)
        while low > 0 && bytes[low] & 0xC0 == 0x80 { low -= 1 }
        while high < bytes.count && bytes[high] & 0xC0 == 0x80 { high += 1 }
        let before = String(decoding: bytes[low..<offset], as: UTF8.self), after = String(decoding: bytes[offset..<high], as: UTF8.self)
        // Not a cluster boundary when the two sides read together join a cluster across it.
        guard let a = before.last, let b = after.first, (before + after).count == before.count + after.count else { return false }
        return !a.unicodeScalars.contains { $0.properties.isWhitespace } && !b.unicodeScalars.contains { $0.properties.isWhitespace }
            && LineBreakReference.isBreak(a, b)
    }

    /// Where the word that starts at `start` ends: at the next whitespace or line-break opportunity, or the text's end.
    package static func wordEnd(_ annotation: Annotation, from start: Int) -> Int {
        let bytes = annotation.utf8
        var end = start
        for cluster in String(decoding: bytes[start...], as: UTF8.self) {
            if end > start && isOpportunity(annotation, at: end) { break }
            if cluster.unicodeScalars.contains(where: { $0.properties.isWhitespace }) { break }
            end += cluster.utf8.count
        }
        return end
    }

    /// Whether `bytes[range]` is Unicode White_Space only (read with the standard library's properties).
    package static func isWhitespace(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        String(decoding: bytes[range], as: UTF8.self).unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    package static func scalarLength(_ lead: UInt8) -> Int { lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4 }

    // MARK: - Texts

    /// A long text mostly in scripts written without spaces: Japanese and Chinese sentences run together (katakana
    /// words, small kana, brackets, `。` with nothing after it), Thai and Korean phrases, now and then a space, a line
    /// break, a Latin word or an entity glued to them.
    package static func spacelessText<G: RandomNumberGenerator>(sentences count: Int, using random: inout G) -> String {
        let sentences = [
            "今日は新しいバージョンを公開しました。", "「ちょっと待って」と言った。", "コンピューターのソフトウェアをアップデートする",
            "我们今天发布了新版本！", "这是什么？", "東京タワーへ行きました", "パーティー🎉楽しかった！", "#家族旅行 の写真です。",
            "詳しくは https://example.com/ja を見てください。", "ｶﾀｶﾅﾃﾞｽ｡", "สวัสดีครับ", "ภาษาไทยไม่มีช่องว่าง", "안녕하세요",
            "Swift 6.3で書いた", "（注：テスト）", "……まあ、いいか。", String(repeating: "長", count: 40), "@alice さんへ。",
        ]
        var text = ""
        for _ in 0..<count {
            text += sentences.randomElement(using: &random)!
            switch Int.random(in: 0..<12, using: &random) {
            case 0: text += " "
            case 1: text += "\n"
            case 2: text += "\u{3000}"
            default: break
            }
        }
        return text
    }

    /// A long corpus-like text: words, entities of every profile, emoji, CJK, long URLs and words, sentences and
    /// paragraphs; `plain`: without line breaks and sentence ends, so that every cut must be the farthest.
    package static func corpusText<G: RandomNumberGenerator>(words count: Int, plain: Bool = false, using random: inout G) -> String {
        let extra = [
            "https://example.com/a/very/long/path/that/goes/on/and/on/" + String(repeating: "x", count: 90),
            "https://en.wikipedia.org/wiki/Swift_(programming_language)", "example.org/path?q=1",
            "@someone@mastodon.social", "#家族旅行", "$TSLA", "supercalifragilisticexpialidocious",
            String(repeating: "長", count: 40), String(repeating: "w", count: 70), "end.", "why?", "wow!", "了。", "…",
        ]
        var text = ""
        for _ in 0..<count {
            var word = Int.random(in: 0..<5, using: &random) == 0 ? extra.randomElement(using: &random)! : TextFragments.words.randomElement(using: &random)!
            while plain && word.unicodeScalars.last.map({ ".!?…。！？".unicodeScalars.contains($0) }) == true { word = "plain" }
            text += word
            switch plain ? 39 : Int.random(in: 0..<40, using: &random) {
            case 0: text += "\n"
            case 1: text += "\n\n"
            case 2: text += ". "
            case 3: text += "\u{3000}"
            default: text += " "
            }
        }
        return text
    }
}
