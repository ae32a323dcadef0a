import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The rules written in Swift for speed (``TwitterMentionRule``, ``TwitterASCIIHashtagRule``) against the PCRE2
/// patterns they replace, at every sigil of random texts made of the characters those rules look at.
@Suite struct TwitterSwiftRuleTests {
    static let alphabet: [String] = [
        "@", "＠", "#", "＃", "&", "_", "a", "Z", "q", "0", "9", "r", "R", "t", "T", ":", ".", "-", "/", " ", "é", "ß",
        "日", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "+", "~", "!", "$", "%", "*", "\u{00B7}", "\u{0301}", "١", "😀",
    ]

    static func randomTexts(seed: UInt64, count: Int) -> [[UInt8]] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int(random.next() % 40) {
                // Runs of name characters make long names and lists likely.
                if random.next() % 3 == 0 { text += String(repeating: "ab_1", count: Int(random.next() % 8)) }
                text += alphabet[Int(random.next() % UInt64(alphabet.count))]
            }
            return Array(text.utf8)
        }
    }

    /// Every scalar boundary of `bytes` as a possible paragraph start, so the rules see starts and cut-offs.
    static func paragraphs(_ bytes: [UInt8]) -> [Range<Int>] {
        let starts = bytes.indices.filter { bytes[$0] & 0xC0 != 0x80 }.prefix(3)
        return starts.map { $0..<bytes.count } + [0..<bytes.count]
    }

    @Test func mentionRuleMatchesThePattern() {
        let rules = TwitterRules.shared
        // Match data from the rules' pool, as the scans use it.
        rules.withMatchData { data in
            for bytes in Self.randomTexts(seed: 21, count: 3000) {
                for paragraph in Self.paragraphs(bytes) {
                    for start in paragraph where bytes[start] == 0x40 || (bytes[start] == 0xEF && bytes[start + 2] == 0xA0) {
                        let swift = TwitterMentionRule.match(in: bytes, at: start, paragraph: paragraph)
                        var expected: TwitterMentionRule.Match?
                        if case .match(let range) = rules.mention.search(in: bytes, range: paragraph, from: start, into: data) {
                            expected = TwitterMentionRule.Match(
                                range: range, name: data.group(rules.mentionNameGroup)!, list: data.group(rules.mentionListGroup))
                        }
                        #expect(swift == expected, "\(String(decoding: bytes[paragraph], as: UTF8.self)) at \(start)")
                    }
                }
            }
        }
    }

    @Test func asciiHashtagRuleMatchesThePatternWhenItDecides() {
        let rules = TwitterRules.shared
        // Match data from the rules' pool, as the scans use it.
        rules.withMatchData { data in
            var decided = 0
            for bytes in Self.randomTexts(seed: 22, count: 3000) {
                for paragraph in Self.paragraphs(bytes) {
                    for start in paragraph where bytes[start] == 0x23 {
                        let outcome = TwitterASCIIHashtagRule.outcome(in: bytes, at: start, paragraph: paragraph)
                        guard outcome != .undecided else { continue }
                        decided += 1
                        var expected = TwitterASCIIHashtagRule.Outcome.noMatch
                        if case .match(let range) = rules.hashtag.search(in: bytes, range: paragraph, from: start, into: data) {
                            expected = .match(range, tag: data.group(rules.hashtagTextGroup)!)
                        }
                        #expect(outcome == expected, "\(String(decoding: bytes[paragraph], as: UTF8.self)) at \(start)")
                    }
                }
            }
            #expect(decided > 1000, "the fast path decides most ASCII hashtags")
        }
    }

    @Test func urlTailRuleMatchesThePatternWhenItDecides() {
        let rules = TwitterRules.shared
        // Match data from the rules' pool, as the scans use it.
        rules.withMatchData { data in
            let alphabet = [
                "a", "Z", "0", "9", "/", "/", "?", "?", ":", ":8", "(", ")", ".", ",", "-", "_", "=", "+", "#", "&", "@", "!",
                "*", "'", ";", "$", "%", "[", "]", "~", "|", " ", "\"", "<", "é", "д", "\u{2013}", "日", "😀",
            ]
            var random = SeededRandom(seed: 23)
            var decided = 0
            for _ in 0..<20_000 {
                var text = ""
                for _ in 0..<Int(random.next() % 16) { text += alphabet[Int(random.next() % UInt64(alphabet.count))] }
                let bytes = Array(text.utf8)
                let limit = bytes.count
                let outcome = URLTailRule.outcome(in: bytes, at: 0, limit: limit)
                guard outcome != .undecided else { continue }
                decided += 1
                var expected = URLTailRule.Outcome.match(end: 0, hasPath: false)
                if case .match(let found) = rules.urlTail.search(in: bytes, range: 0..<limit, from: 0, into: data) {
                    expected = .match(end: found.upperBound, hasPath: data.group(rules.urlPathGroup) != nil)
                }
                #expect(outcome == expected, "\(text)")
            }
            #expect(decided > 10_000, "the fast path decides most tails")
        }
    }

    /// The hash-set path for TLDs that start with a letter agrees with walking the trie.
    @Test func asciiTLDLookupMatchesTheTrie() {
        let matcher = TLDMatcher.shared
        let names = Array(TwitterTextTLDs.generic.union(TwitterTextTLDs.country)).sorted()
        let extras = ["", "", "x", "s", "-", "@", "+", "1", ".", "/", " ", "é", "日", "xn--p1ai", "XN--", "Com", "CO"]
        var random = SeededRandom(seed: 24)
        var matched = 0
        for _ in 0..<20_000 {
            var name = names[Int(random.next() % UInt64(names.count))]
            if random.next() % 3 == 0 { name = name.uppercased() }
            if random.next() % 4 == 0 { name = String(name.dropLast()) }
            let prefix = extras[Int(random.next() % UInt64(extras.count))]
            let text = prefix + name + extras[Int(random.next() % UInt64(extras.count))]
            let bytes = Array(text.utf8)
            for start in [0, prefix.utf8.count] {
                let fast = matcher.match(in: bytes, at: start, limit: bytes.count)
                #expect(fast == matcher.trieMatch(in: bytes, at: start, limit: bytes.count), "\(text) at \(start)")
                if fast != nil { matched += 1 }
            }
        }
        #expect(matched > 5000)
        #expect(TwitterTextTLDs.namesHoldNoASCIIOtherThanLetters, "no TLD holds ASCII other than letters, so the hash set is used")
    }

    /// A host the grammar matches that holds only ASCII letters, digits, `-` and `.` is its own one ASCII host,
    /// which the URL filter relies on to skip ``HostGrammar/asciiHosts(in:_:tlds:)``.
    @Test func plainASCIIHostIsItsOwnASCIIHost() {
        let tlds = TLDMatcher.shared
        let labels = ["a", "ab", "x-y", "b2", "www", "t", "co", "com", "jp", "EXAMPLE", "9", "a-", "-a", "xn--p1ai"]
        let endings = ["com", "co", "jp", "uk", "COM", "org", "io", "xn--p1ai", "comm"]
        var random = SeededRandom(seed: 25)
        var checked = 0
        for _ in 0..<20_000 {
            var host = ""
            for _ in 0...Int(random.next() % 3) { host += labels[Int(random.next() % UInt64(labels.count))] + "." }
            host += endings[Int(random.next() % UInt64(endings.count))]
            let bytes = Array(host.utf8)
            guard let firstDot = bytes.firstIndex(of: UInt8(ascii: ".")),
                HostGrammar.attempt(in: bytes, from: 0, firstDot: firstDot, limit: bytes.count, tlds: tlds).hostEnd == bytes.count
            else { continue }
            checked += 1
            #expect(HostGrammar.asciiHosts(in: bytes, 0..<bytes.count, tlds: tlds) == [0..<bytes.count], "\(host)")
        }
        #expect(checked > 1000)
    }
}
