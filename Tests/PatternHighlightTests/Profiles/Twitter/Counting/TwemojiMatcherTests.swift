import Testing
@testable import PatternHighlight

/// The emoji matcher tries twemoji-parser's pattern only where ``TwemojiMatcher/mayStartMatch(_:at:end:)`` allows:
/// no scalar it turns away starts a match, and the matches equal the plain unanchored loop's.
struct TwemojiMatcherTests {
    static let unanchored = try! CompiledRegex(TwemojiPattern.pattern)

    /// The plain loop: the leftmost match from where the last one ended.
    static func referenceMatches(_ text: [UInt8]) -> [Range<Int>] {
        unanchored.withMatcher(over: text, range: 0..<text.count) { matcher in
            var found: [Range<Int>] = []
            var offset = 0
            while case .match(let range) = matcher.search(from: offset) {
                found.append(range)
                offset = range.upperBound
            }
            return found
        }
    }

    @Test func noScalarTurnedAwayStartsAMatch() {
        let suffixes = ["", "\u{FE0F}", "\u{20E3}", "\u{FE0F}\u{20E3}", "\u{200D}\u{2640}\u{FE0F}", "\u{1F3FB}"]
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where value < 0x30000 || (0xE0000...0xE007F).contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for suffix in suffixes {
                let text = Array((String(Character(scalar)) + suffix).utf8)
                let allowed = text.withUnsafeBufferPointer { TwemojiMatcher.mayStartMatch($0, at: 0, end: text.count) }
                if allowed { continue }
                let startsMatch = Self.unanchored.withMatcher(over: text, range: 0..<text.count) { matcher in
                    matcher.search(from: 0, anchored: true) != .noMatch
                }
                if startsMatch { wrong.append(String(value, radix: 16)) }
            }
        }
        #expect(wrong.isEmpty, "turned away but starts a match: \(wrong.prefix(20))")
    }

    /// Before a scalar that continues no sequence, the pattern matches a cached scalar alone or not at all, the same
    /// whatever that next scalar is; and ``TwemojiMatcher/continuesSequence(_:at:end:)`` knows every continuation.
    @Test func aLoneScalarsAnswerDoesNotDependOnWhatFollows() {
        let followers = ["", " ", "a", "1", "\u{1F600}", "\u{2600}", "\u{3000}", "\u{00A9}", "\u{200C}", "\u{0301}"]
        let continuations: [Unicode.Scalar] = ["\u{FE0E}", "\u{FE0F}", "\u{200D}", "\u{20E3}", "\u{1F3FB}", "\u{1F3FF}",
                                               "\u{1F1E6}", "\u{1F1FF}", "\u{E0000}", "\u{E0067}", "\u{E007F}"]
        for follower in continuations {
            let bytes = Array(String(Character(follower)).utf8)
            #expect(bytes.withUnsafeBufferPointer { TwemojiMatcher.continuesSequence($0, at: 0, end: bytes.count) })
        }
        var wrong: [String] = []
        for value in UInt32(0x2000)...0x1FAFF where LoneScalarAnswers.index(of: value) != nil {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let length = String(Character(scalar)).utf8.count
            var answers = Set<String>()
            for follower in followers {
                let text = Array((String(Character(scalar)) + follower).utf8)
                let continues = text.withUnsafeBufferPointer { TwemojiMatcher.continuesSequence($0, at: length, end: text.count) }
                #expect(!continues)
                let result = Self.unanchored.withMatcher(over: text, range: 0..<text.count) { matcher in
                    matcher.search(from: 0, anchored: true)
                }
                switch result {
                case .match(let range) where range == 0..<length: answers.insert("alone")
                case .noMatch: answers.insert("none")
                default: answers.insert("other")
                }
            }
            if answers.count != 1 || answers.contains("other") { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "answer depends on what follows: \(wrong.prefix(20))")
    }

    /// The same for a cached scalar followed by U+FE0E, U+FE0F or a skin tone and then a scalar that continues no
    /// sequence: the answer (no match, the scalar, or both) depends on the two scalars only.
    @Test func aScalarWithItsSelectorOrSkinToneHasOneAnswerWhateverFollows() {
        let seconds = ["\u{FE0E}", "\u{FE0F}", "\u{1F3FB}", "\u{1F3FD}", "\u{1F3FF}"]
        let followers = ["", " ", "a", "\u{1F600}", "\u{2600}"]
        var wrong: [String] = []
        for value in UInt32(0x2000)...0x1FAFF where LoneScalarAnswers.index(of: value) != nil {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let length = String(Character(scalar)).utf8.count
            for second in seconds {
                let pairLength = length + second.utf8.count
                var answers = Set<String>()
                for follower in followers {
                    var view = String.UnicodeScalarView()
                    view.append(scalar)
                    view.append(contentsOf: second.unicodeScalars)
                    view.append(contentsOf: follower.unicodeScalars)
                    let text = Array(String(view).utf8)
                    let result = Self.unanchored.withMatcher(over: text, range: 0..<text.count) { matcher in
                        matcher.search(from: 0, anchored: true)
                    }
                    switch result {
                    case .match(let range) where range == 0..<length: answers.insert("one")
                    case .match(let range) where range == 0..<pairLength: answers.insert("two")
                    case .noMatch: answers.insert("none")
                    default: answers.insert("other")
                    }
                }
                if answers.count != 1 || answers.contains("other") {
                    wrong.append(String(value, radix: 16) + "+" + String(second.unicodeScalars.first!.value, radix: 16))
                }
            }
        }
        #expect(wrong.isEmpty, "answer depends on what follows: \(wrong.prefix(20))")
    }

    @Test(arguments: [UInt64(5), 55])
    func matchesEqualThePlainLoop(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2000 {
            let text = Array(CountingFragments.text(pieces: Int.random(in: 1...40, using: &random), breaks: true, using: &random).utf8)
            #expect(TwemojiMatcher.matches(in: text) == Self.referenceMatches(text))
        }
    }
}
