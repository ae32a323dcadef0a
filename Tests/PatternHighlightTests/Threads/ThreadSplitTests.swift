import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// `Annotation.split` by hand cases (the cut order, the half-limit rule, entities, long words, units) and on long
/// random texts under every profile, each part judged by the library's own count of the part alone, annotated again
/// (the oracles' verdicts are in ``ThreadSplitOracleTests``).
@Suite struct ThreadSplitTests {
    struct Case: CustomStringConvertible, Sendable {
        let text: String
        let maxGraphemes: Int
        let parts: [String]
        let why: String
        var description: String { "\(why): \(text.debugDescription) / \(maxGraphemes)" }
    }

    /// Under the simple profile, where the limit is `maxGraphemes` alone and half of it is easy to count by eye.
    static let cases: [Case] = [
        Case(text: "aaaa bbbb cccc", maxGraphemes: 9, parts: ["aaaa bbbb", "cccc"], why: "the last whitespace that fits"),
        Case(text: "aaaa bbbb cccc", maxGraphemes: 14, parts: ["aaaa bbbb cccc"], why: "a text that fits is one part"),
        Case(text: "  aaaa   bbbb  \n", maxGraphemes: 5, parts: ["aaaa", "bbbb"], why: "whitespace belongs to no part"),
        Case(text: "aaaaaa\nbb cc dd", maxGraphemes: 12, parts: ["aaaaaa", "bb cc dd"], why: "a line break at half the limit"),
        Case(text: "aaaa\nbb cc dd", maxGraphemes: 12, parts: ["aaaa\nbb cc", "dd"], why: "a line break below half is passed over"),
        Case(text: "Hi there. Next one here", maxGraphemes: 16, parts: ["Hi there.", "Next one here"], why: "a sentence end at half"),
        Case(text: "Hi. Then the next one", maxGraphemes: 16, parts: ["Hi. Then the", "next one"], why: "a sentence end below half"),
        Case(text: "aaaaaaa\nbb. cc dd", maxGraphemes: 14, parts: ["aaaaaaa", "bb. cc dd"], why: "a line break before a later sentence end"),
        Case(text: "aaaa bbb.\ncc dd ee", maxGraphemes: 14, parts: ["aaaa bbb.", "cc dd ee"], why: "the last line break, a sentence end too"),
        Case(text: "日本語。 次 です", maxGraphemes: 8, parts: ["日本語。", "次 です"], why: "an ideographic full stop"),
        Case(text: "日本。 次の文 です", maxGraphemes: 8, parts: ["日本。 次の文", "です"], why: "an ideographic full stop below half"),
        Case(text: "wait… what？ ok", maxGraphemes: 12, parts: ["wait… what？", "ok"], why: "the fits-all cut wins over an earlier sentence end"),
        Case(text: "abcdefghij", maxGraphemes: 4, parts: ["abcd", "efgh", "ij"], why: "a word too long: grapheme boundaries"),
        Case(text: "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧 é", maxGraphemes: 2, parts: ["👨‍👩‍👧👨‍👩‍👧", "👨‍👩‍👧", "é"], why: "clusters are never cut"),
        Case(text: "ab #tag cd", maxGraphemes: 5, parts: ["ab", "#tag", "cd"], why: "an entity moves to the next part whole"),
        Case(text: "abc#tagged", maxGraphemes: 8, parts: ["abc", "#tagged"], why: "a word is cut before the entity in it"),
        Case(text: "#abcdefgh x", maxGraphemes: 4, parts: ["#abc", "defg", "h x"], why: "an entity alone over the limit is cut"),
        // Scripts without spaces (issue #47): cut at a sentence end or a line-break opportunity, parts touching.
        Case(text: "今日は新しいバージョン", maxGraphemes: 8, parts: ["今日は新しい", "バージョン"], why: "a katakana word stays whole"),
        Case(text: "今日は新しいバージョン", maxGraphemes: 3, parts: ["今日は", "新しい", "バージ", "ョン"], why: "a katakana word alone over the limit: clusters"),
        Case(text: "ちょっと待って", maxGraphemes: 3, parts: ["ちょっ", "と待っ", "て"], why: "small kana start no part"),
        Case(text: "すごーい", maxGraphemes: 2, parts: ["す", "ごー", "い"], why: "the long-vowel mark starts no part"),
        Case(text: "「はい。」と言った。", maxGraphemes: 6, parts: ["「はい。」", "と言った。"], why: "a sentence end with a closing bracket"),
        Case(text: "はい。次です。以上", maxGraphemes: 8, parts: ["はい。次です。", "以上"], why: "the last sentence end without whitespace"),
        Case(text: "はい。次の文です", maxGraphemes: 7, parts: ["はい。次の文で", "す"], why: "a sentence end below half is passed over"),
        Case(text: "我们发布了新版本！这是什么？", maxGraphemes: 10, parts: ["我们发布了新版本！", "这是什么？"], why: "Chinese full-width marks"),
        Case(text: "日本語abc漢字", maxGraphemes: 5, parts: ["日本語", "abc漢字"], why: "between an ideograph and a Latin word"),
        Case(text: "日本語abcdef", maxGraphemes: 5, parts: ["日本語", "abcde", "f"], why: "never inside a Latin word but when it alone is over"),
        Case(text: "안녕하세요 반갑습니다", maxGraphemes: 8, parts: ["안녕하세요", "반갑습니다"], why: "Korean words stay whole"),
        Case(text: "สวัสดี ครับ", maxGraphemes: 5, parts: ["สวัสดี", "ครับ"], why: "Thai: cut at spaces"),
        Case(text: "สวัสดีครับ", maxGraphemes: 5, parts: ["สวัสดีค", "รับ"], why: "Thai without spaces: grapheme clusters"),
        Case(text: "写真#家族旅行です", maxGraphemes: 6, parts: ["写真", "#家族旅行で", "す"], why: "no cut inside an entity"),
        Case(text: "", maxGraphemes: 3, parts: [], why: "no text"),
        Case(text: " \n\t\u{3000}", maxGraphemes: 3, parts: [], why: "whitespace only"),
    ]

    @Test(arguments: cases)
    func handCase(_ row: Case) throws {
        let annotation = Highlighter(profile: .simple).annotate(row.text)
        let thread = try annotation.split(maxGraphemes: row.maxGraphemes)
        #expect(thread.parts.map(\.text) == row.parts)
        var tally = ThreadChecks.Tally()
        #expect(try ThreadChecks.ownCount(maxGraphemes: row.maxGraphemes).problems(in: thread, of: annotation, tally: &tally) == [])
    }

    /// Issue #47: thirty copies of a Japanese sentence are cut after `。`, every part whole sentences, under every
    /// profile (before, `。` counted only before whitespace, and the parts were cut inside `バージョン`).
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func japaneseSentencesAreCutAtTheirEnds(profileName: String) throws {
        let sentence = "今日は新しいバージョンを公開しました。"
        let text = String(repeating: sentence, count: 30)
        let profile = try #require(Profile.named(profileName))
        let maxGraphemes: Int? = profileName == "simple" ? 100 : nil
        let annotation = Highlighter(profile: profile).annotate(text)
        let thread = try annotation.split(maxGraphemes: maxGraphemes)
        #expect(thread.parts.count > 1)
        for part in thread.parts {
            #expect(part.text == String(repeating: sentence, count: part.text.count / sentence.count), "\(part.text)")
        }
        #expect(thread.parts.map(\.text).joined() == text)
        var tally = ThreadChecks.Tally()
        #expect(try ThreadChecks.ownCount(profile: profile, maxGraphemes: maxGraphemes).problems(in: thread, of: annotation, tally: &tally) == [])
    }

    /// Long texts in scripts without spaces under every profile keep every rule of a split (cuts at opportunities are
    /// the farthest that fit, but at a sentence end or line break at half), judged by the library's count.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"], [UInt64(5), 6])
    func spacelessTexts(profileName: String, seed: UInt64) throws {
        let profile = try #require(Profile.named(profileName))
        let maxGraphemes: Int? = profileName == "simple" ? 90 : nil
        var random = SeededRandom(seed: seed)
        var tally = ThreadChecks.Tally()
        for _ in 0..<3 {
            let text = ThreadChecks.spacelessText(sentences: Int.random(in: 40...120, using: &random), using: &random)
            let annotation = Highlighter(profile: profile).annotate(text)
            let thread = try annotation.split(maxGraphemes: maxGraphemes)
            #expect(thread.parts.count > 1)
            let problems = try ThreadChecks.ownCount(profile: profile, maxGraphemes: maxGraphemes).problems(in: thread, of: annotation, tally: &tally)
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
        #expect(tally.extensionsJudged > 3)
        #expect(tally.preferredCuts > 0)
    }

    @Test func anEntityCutIsReported() throws {
        let annotation = Highlighter(profile: .simple).annotate("#abcdefgh x")
        let thread = try annotation.split(maxGraphemes: 4)
        #expect(thread.cutEntities.map(\.value) == ["abcdefgh"])
        #expect(try annotation.split(maxGraphemes: 9).cutEntities.isEmpty)
    }

    /// A custom kind may hold whitespace: the cut is never inside it.
    @Test func anEntityWithWhitespaceIsNotCut() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "city", regex: "New York")])
        let annotation = highlighter.annotate("I love New York a lot")
        let thread = try annotation.split(maxGraphemes: 10)
        #expect(thread.parts.map(\.text) == ["I love", "New York a", "lot"])
        #expect(thread.cutEntities.isEmpty)
    }

    @Test func rangesInEveryUnit() throws {
        let text = "😀😀 日本 ab"
        let thread = try Highlighter(profile: .simple).annotate(text).split(maxGraphemes: 2)
        #expect(thread.parts.map(\.text) == ["😀😀", "日本", "ab"])
        #expect(thread.parts.map { $0.range(in: .utf16) } == [0..<4, 5..<7, 8..<10])
        #expect(thread.parts.map { $0.range(in: .scalars) } == [0..<2, 3..<5, 6..<8])
        #expect(thread.parts.map(\.range) == [0..<8, 9..<15, 16..<18])
    }

    @Test func errors() {
        #expect(throws: SplitError.noLimit(profile: "simple")) { try Highlighter(profile: .simple).annotate("a b").split() }
        #expect(throws: SplitError.invalidGraphemeLimit(0)) { try Highlighter(profile: .twitter).annotate("a").split(maxGraphemes: 0) }
        // twitter-text never posts U+FEFF: no part can hold it.
        #expect(throws: SplitError.unpostableCharacter(byteOffset: 2, profile: "twitter")) {
            try Highlighter(profile: .twitter).annotate("a \u{FEFF}b").split()
        }
    }

    @Test func aGraphemeLimitUnderAnotherProfileIsAFurtherLimit() throws {
        let text = String(repeating: "word ", count: 100)
        let thread = try Highlighter(profile: .twitter).annotate(text).split(maxGraphemes: 50)
        #expect(thread.parts.allSatisfy { $0.count.graphemes <= 50 && $0.count.valid })
        #expect(thread.parts.count == 10)
    }

    @Test func twitterURLsAndWeights() throws {
        let text = String(repeating: "x", count: 270) + " https://example.com/" + String(repeating: "p", count: 300) + " 漢字"
        let thread = try Highlighter(profile: .twitter).annotate(text).split()
        #expect(thread.parts.map { $0.count.twitter!.weightedLength } == [270, 28])
        #expect(thread.parts[1].text.hasPrefix("https://example.com/"))
    }

    @Test func mastodonContentWarningCountsInEveryPart() throws {
        let text = String(repeating: "word ", count: 300)
        let annotation = Highlighter(profile: .mastodon).annotate(text)
        let plain = try annotation.split()
        let warned = try annotation.split(contentWarning: "spoilers ahead")
        #expect(warned.parts.count > plain.parts.count)
        for part in warned.parts {
            let length = try #require(part.count.mastodon?.length)
            #expect(length <= 500)
            #expect(length == CountingRule.mastodon().count(part.text, contentWarning: "spoilers ahead").mastodon?.length)
        }
        #expect(plain.parts.allSatisfy { $0.count.mastodon!.length <= 500 })
    }

    /// Long random texts under every profile, judged by the library's count of each part annotated alone.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"], [UInt64(1), 2, 3])
    func randomTexts(profileName: String, seed: UInt64) throws {
        let profile = try #require(Profile.named(profileName))
        let maxGraphemes: Int? = profileName == "simple" ? 120 : nil
        var random = SeededRandom(seed: seed)
        let checks = ThreadChecks.ownCount(profile: profile, maxGraphemes: maxGraphemes)
        var tally = ThreadChecks.Tally()
        for _ in 0..<4 {
            let text = ThreadChecks.corpusText(words: Int.random(in: 200...900, using: &random), using: &random)
            let annotation = Highlighter(profile: profile).annotate(text)
            let thread = try annotation.split(maxGraphemes: maxGraphemes)
            #expect(thread.parts.count > 1)
            let problems = try checks.problems(in: thread, of: annotation, tally: &tally)
            #expect(problems.isEmpty, "\(problems.prefix(5))")
            for part in thread.parts { #expect(part.count == Highlighter(profile: profile).annotate(part.text).count) }
        }
    }

    /// Many short texts under small grapheme limits, so that words, entities and clusters are cut all the time.
    @Test(arguments: ["twitter", "bluesky", "mastodon", "simple"])
    func shortTextsUnderSmallLimits(profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        var random = SeededRandom(seed: 404)
        var tally = ThreadChecks.Tally()
        for _ in 0..<300 {
            let text = TextFragments.paragraphs(Int.random(in: 1...6, using: &random), using: &random)
            let limit = Int.random(in: 1...30, using: &random)
            let annotation = Highlighter(profile: profile).annotate(text)
            let thread: ThreadSplit
            do {
                thread = try annotation.split(maxGraphemes: limit)
            } catch {
                Issue.record("\(error) for \(text.debugDescription) / \(limit)")
                continue
            }
            let problems = try ThreadChecks.ownCount(profile: profile, maxGraphemes: limit).problems(in: thread, of: annotation, tally: &tally)
            #expect(problems.isEmpty, "\(text.debugDescription) / \(limit): \(problems.prefix(3))")
        }
        #expect(tally.extensionsJudged > 100)
        #expect(tally.clusterCutsJudged > 10)
    }

    /// Cost linear in the text: twice the text, about twice the time (never four times).
    @Test func costGrowsLinearly() throws {
        var random = SeededRandom(seed: 9)
        let text = ThreadChecks.corpusText(words: 4000, using: &random)
        let highlighter = Highlighter(profile: .twitter)
        let single = highlighter.annotate(text)
        let double = highlighter.annotate(text + " " + text)
        let clock = ContinuousClock()
        _ = try single.split()
        // The best of three runs each, so that a burst of other work on the machine does not decide.
        let once = try (0..<3).map { _ in try clock.measure { _ = try single.split() } }.min()!
        let twice = try (0..<3).map { _ in try clock.measure { _ = try double.split() } }.min()!
        #expect(twice < once * 3.2, "\(once) for n, \(twice) for 2n")
    }
}

extension ThreadChecks {
    /// The library's own verdicts, from the count of each text annotated alone: `TextCount.valid` (Bluesky's
    /// `postValid`) and half of the limit (of `maxGraphemes` too, when given).
    static func ownCount(profile: Profile = .simple, maxGraphemes: Int? = nil) -> ThreadChecks {
        ThreadChecks { texts in
            texts.map { text in
                let count = Highlighter(profile: profile).annotate(text).count
                var postable = count.bluesky?.postValid ?? count.valid
                var half: Bool
                if let twitter = count.twitter {
                    half = 2 * twitter.weightedLength >= twitter.configuration.maxWeightedLength
                } else if let bluesky = count.bluesky {
                    half = 2 * bluesky.displayGraphemes >= 300 || 2 * bluesky.postedBytes >= 3000
                } else if let mastodon = count.mastodon {
                    half = 2 * mastodon.length >= mastodon.maxCharacters
                } else {
                    half = false
                }
                if let maxGraphemes {
                    postable = postable && count.graphemes <= maxGraphemes
                    half = half || 2 * count.graphemes >= maxGraphemes
                }
                return Verdict(postable: postable, half: half)
            }
        }
    }
}
