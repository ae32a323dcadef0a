import Testing

@testable import PatternHighlight
import PatternHighlightTestSupport

/// ``TwemojiSequences`` (walked by ``TwemojiMatcher``) against twemoji-parser's regex run by PCRE2
/// (``TwemojiPattern``, `TwemojiMatcherTests.referenceMatches`): every scalar sequence the table holds, alone and
/// before each scalar that could change the regex's answer, and random texts dense in the parts of emoji sequences.
struct TwemojiSequencesTests {
    /// Every sequence of scalars that spells a path down the table from the root, each edge's range taken scalar by
    /// scalar: the generator's sequences and all their prefixes.
    static let tableSequences: [[Unicode.Scalar]] = {
        var found: [[Unicode.Scalar]] = []
        func visit(_ node: Int, _ path: [Unicode.Scalar]) {
            if !path.isEmpty { found.append(path) }
            let edges = TwemojiSequences.edges
            for index in Int(TwemojiSequences.firstEdges[node])..<Int(TwemojiSequences.firstEdges[node + 1]) {
                let edge = edges[index]
                let child = Int(edge & 0xFFFF)
                for value in UInt32(edge >> 40)...UInt32(edge >> 16 & 0xFF_FFFF) {
                    visit(child, path + [Unicode.Scalar(value)!])
                }
            }
        }
        visit(0, [])
        return found
    }()

    /// Scalars that end, extend or spoil a sequence: nothing, the variation selectors, ZWJ, a skin tone, the keycap
    /// mark, a regional indicator, tags, a gender sign, family members, and a letter, a digit and a CJK ideograph.
    static let followers: [[Unicode.Scalar]] = [
        [], ["\u{FE0E}"], ["\u{FE0F}"], ["\u{200D}"], ["\u{1F3FB}"], ["\u{1F3FF}"], ["\u{20E3}"], ["\u{1F1E6}"],
        ["\u{1F1FA}"], ["\u{E0067}"], ["\u{E007F}"], ["\u{E0020}"], ["\u{2640}"], ["\u{1F466}"], ["\u{1F468}"],
        ["a"], ["1"], ["\u{4E2D}"], ["\u{FE0F}", "\u{20E3}"], ["\u{200D}", "\u{2642}", "\u{FE0F}"],
    ]

    static func utf8(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return Array(String(view).utf8)
    }

    /// The generator's counts (in ``TwemojiSequences``' comment): 4050 sequences with their prefixes, of which the
    /// regex matches 3147 whole (a sequence is a prefix of another, so the walk passes them).
    @Test func theTableHoldsEveryGeneratedSequence() {
        #expect(Self.tableSequences.count == 4050)
        let whole = Self.tableSequences.filter { sequence in
            TwemojiMatcherTests.referenceMatches(Self.utf8(sequence)) == [0..<Self.utf8(sequence).count]
        }
        #expect(whole.count == 3147)
    }

    @Test func everyTableSequenceMatchesAsTheRegexDoes() {
        var checked = 0
        var wrong: [String] = []
        for sequence in Self.tableSequences {
            for follower in Self.followers {
                for prefix in [[], ["x"], ["\u{1F600}"]] as [[Unicode.Scalar]] {
                    let text = Self.utf8(prefix + sequence + follower)
                    checked += 1
                    if TwemojiMatcher.matches(in: text) != TwemojiMatcherTests.referenceMatches(text) {
                        wrong.append(
                            (prefix + sequence + follower).map { String($0.value, radix: 16) }.joined(separator: " "))
                    }
                }
            }
        }
        #expect(checked >= 3147 * Self.followers.count * 3)
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked) differ: \(wrong.prefix(10))")
    }

    /// 4 × 25,000 random texts of 1 to 14 pieces, and a random sub-range of each as the whole subject.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEmojiTextsMatchAsTheRegexDoes(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var wrong: [String] = []
        for _ in 0..<25_000 {
            var scalars: [Unicode.Scalar] = []
            for _ in 0..<Int.random(in: 1...14, using: &random) {
                scalars += Self.randomPiece(using: &random)
            }
            let text = Self.utf8(scalars)
            if TwemojiMatcher.matches(in: text) != TwemojiMatcherTests.referenceMatches(text) {
                wrong.append(scalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
            // A sub-range on scalar boundaries: the regex sees its end as the end of the subject.
            var boundaries = [0]
            for scalar in scalars { boundaries.append(boundaries.last! + String(scalar).utf8.count) }
            let lower = boundaries.randomElement(using: &random)!
            let upper = boundaries.filter { $0 >= lower }.randomElement(using: &random)!
            if TwemojiMatcher.matches(in: text, lower..<upper)
                != TwemojiMatcherTests.referenceMatches(text, lower..<upper)
            {
                wrong.append(
                    "\(lower)..<\(upper) of " + scalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(10))")
    }

    /// A part of an emoji sequence or something between them: a walk of random length down the table, a pictograph,
    /// a selector, ZWJ, a skin tone, a regional indicator, a tag, a keycap's parts, letters, CJK or a space.
    static func randomPiece(using random: inout SeededRandom) -> [Unicode.Scalar] {
        func scalar(_ range: ClosedRange<UInt32>) -> Unicode.Scalar {
            Unicode.Scalar(UInt32.random(in: range, using: &random))!
        }
        switch Int.random(in: 0..<22, using: &random) {
        case 0...4:
            // Down the table from the root, stopping anywhere.
            var piece: [Unicode.Scalar] = []
            var node = 0
            for _ in 0..<Int.random(in: 1...9, using: &random) {
                let first = Int(TwemojiSequences.firstEdges[node])
                let last = Int(TwemojiSequences.firstEdges[node + 1])
                guard first < last else { break }
                let edge = TwemojiSequences.edges[Int.random(in: first..<last, using: &random)]
                piece.append(scalar(UInt32(edge >> 40)...UInt32(edge >> 16 & 0xFF_FFFF)))
                node = Int(edge & 0xFFFF)
            }
            return piece
        case 5: return [scalar(0x1F000...0x1FAFF)]
        case 6: return [scalar(0x2000...0x2BFF)]
        case 7: return [["\u{FE0E}", "\u{FE0F}"].randomElement(using: &random)!]
        case 8: return ["\u{200D}"]
        case 9: return [scalar(0x1F3FB...0x1F3FF)]
        case 10: return [scalar(0x1F1E6...0x1F1FF)]
        case 11: return [scalar(0xE0020...0xE007F)]
        case 12:
            return ["\u{1F3F4}"] + "gbsct".unicodeScalars.map { Unicode.Scalar($0.value + 0xE0000)! } + ["\u{E007F}"]
        case 13: return [["#", "*", "0", "7", "9"].randomElement(using: &random)!]
        case 14: return ["\u{20E3}"]
        case 15:
            return [
                [
                    "\u{1F468}", "\u{1F469}", "\u{1F466}", "\u{1F467}", "\u{2764}", "\u{1F48B}", "\u{2640}",
                    "\u{2642}", "\u{1F3F3}", "\u{1F308}", "\u{00A9}", "\u{00AE}", "\u{2122}", "\u{3030}",
                    "\u{E50A}",
                ].randomElement(using: &random)!
            ]
        case 16: return [scalar(0x61...0x7A)]
        case 17: return [scalar(0x4E00...0x9FFF)]
        case 18: return [" "]
        case 19: return [scalar(0x1F900...0x1F9FF)]
        case 20: return [scalar(0x2600...0x27BF)]
        default: return [scalar(0x1F300...0x1F6FF)]
        }
    }
}
