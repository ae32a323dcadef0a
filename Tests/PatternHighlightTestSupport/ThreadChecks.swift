import Testing
import PatternHighlight

/// What every split must satisfy (`specs/cli-contract.md`, "Split"), checked from the text and the parts with a judge
/// of the platform's own: the parts tile the text (whitespace only between them, none empty), no entity is cut unless
/// it alone is over the limit, every part is postable, and no part stops at whitespace while the next word would still
/// fit, unless it stops at a line break or a sentence end at which it holds at least half the limit.
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
            if part.text != annotation.text(in: range) { problems.append("part \(index)'s text is not its range's") }
            for unit in OffsetUnit.allCases where part.range(in: unit) != annotation.range(range, in: unit) {
                problems.append("part \(index)'s \(unit) range \(part.range(in: unit)) is not \(annotation.range(range, in: unit))")
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
        texts += thread.cutEntities.map { annotation.text(in: $0.range) }
        var extensions: [(index: Int, text: String)] = []
        for index in parts.indices.dropLast() where parts[index].range.upperBound < parts[index + 1].range.lowerBound {
            // The whole next word of the text (the next part may hold only its start, when it is too long).
            let next = parts[index + 1].range
            var wordEnd = next.lowerBound
            while wordEnd < bytes.count && !Self.isWhitespace(bytes, wordEnd..<(wordEnd + Self.scalarLength(bytes[wordEnd]))) {
                wordEnd += Self.scalarLength(bytes[wordEnd])
            }
            extensions.append((index, annotation.text(in: parts[index].range.lowerBound..<wordEnd)))
        }
        texts += extensions.map(\.text)
        // A part cut inside a word ends at the farthest grapheme boundary that fits: one cluster more does not.
        var clusterExtensions: [(index: Int, text: String)] = []
        for index in parts.indices.dropLast() where parts[index].range.upperBound == parts[index + 1].range.lowerBound {
            let rest = annotation.text(in: parts[index + 1].range)
            guard let cluster = rest.first else { continue }
            let boundary = parts[index + 1].range.lowerBound + cluster.utf8.count
            let inside = annotation.entities.contains { $0.range.lowerBound < boundary && boundary < $0.range.upperBound }
            if !inside { clusterExtensions.append((index, parts[index].text + String(cluster))) }
        }
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
            let atSentenceEnd = part.text.unicodeScalars.last.map { ".!?…。！？".unicodeScalars.contains($0) } ?? false
            if (atLineBreak || atSentenceEnd) && verdicts[extended.index].half {
                tally.preferredCuts += 1
            } else {
                problems.append("part \(extended.index) stops at whitespace though the next word fits: \(extended.text.debugDescription)")
            }
        }
        return problems
    }

    /// Whether `bytes[range]` is Unicode White_Space only (read with the standard library's properties).
    package static func isWhitespace(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        String(decoding: bytes[range], as: UTF8.self).unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    package static func scalarLength(_ lead: UInt8) -> Int { lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4 }

    // MARK: - Texts

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
