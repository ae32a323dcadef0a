import Testing
@_spi(Testing) @testable import PatternHighlight
import PatternHighlightTestSupport

/// The contract's definition of hints, implemented a second time the plainest way (a loop over scalars), checked
/// against the library on generated texts: the hints are exactly the candidates no entity overlaps, each with a
/// reason the profile declares; and a live document's hints, kept through random edits by each update's
/// `hintRanges` and `hints`, equal a fresh annotate's.
@Suite struct NearMissHintPropertyTests {
    static let profiles = ["twitter", "bluesky", "mastodon", "simple"]

    static let fragments: [String] = [
        "#", "＃", "@", "$", "https://", "http://", "(", ")", "\"", "/", ".", "-", "_", "&", "é", "日本", "語", "x", "🎉",
        "👍🏽", "2026", "12", "ATL", "tag", "AAPL", "ABCDEFG", "alice", ".bsky.social", ".notatld", ".com", "com", "ko-fi.com",
        "example.com", "bücher.de", "例え.テスト", "a.b.c.org/path?q=1", "\u{200B}", "\u{202E}", "\u{00AD}", "\u{0301}",
        "\u{FE0F}", " ", " ", " ", "\n", "\u{3000}", "\u{00A0}", "日本語", "タグ", "Ünïcödé", "abcdefghijklmnopqrstuvwxyz",
        String(repeating: "w", count: 70), ":", "://", "?", "!", ",", "xn--zckzah", "AT&T", "C#", "a@b.com",
        "#️⃣", "\u{20E3}", "👩‍💻", "@bob@", "🇫🇷",
    ]

    static func generatedText(_ random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...14, using: &random) { text += fragments.randomElement(using: &random)! }
        return text
    }

    // MARK: - The reference

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
             .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return false
        }
    }

    /// What a tag's name may hold beside word characters: an emoji from U+2100 up, the joiner, a tag character.
    static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value) || scalar.value >= 0x2100 && scalar.properties.isEmoji
    }

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }

    static func isTLD(_ label: [Unicode.Scalar]) -> Bool {
        let text = String(String.UnicodeScalarView(label)).lowercased()
        if text.unicodeScalars.allSatisfy(\.isASCII) { return IANATLDs.all.contains(text) }
        return Punycode.encode(text.unicodeScalars.map(\.value)).map { IANATLDs.all.contains("xn--" + $0) } ?? false
    }

    /// The candidates of `text` as (scalar range, kind), left to right without overlap.
    static func referenceCandidates(_ text: String) -> [(range: Range<Int>, kind: EntityKind)] {
        let s = Array(text.unicodeScalars)
        var result: [(Range<Int>, EntityKind)] = []
        var i = 0
        while i < s.count {
            let previous: Unicode.Scalar? = i > 0 ? s[i - 1] : nil
            if let (end, kind) = candidate(s, at: i, after: previous) {
                result.append((i..<end, kind))
                i = end
            } else {
                i += 1
            }
        }
        return result
    }

    static func candidate(_ s: [Unicode.Scalar], at i: Int, after previous: Unicode.Scalar?) -> (Int, EntityKind)? {
        let c = s[i]
        let sigilBlocked = previous.map { $0.isASCII && (isASCIILetter($0) || ("0"..."9").contains($0) || "_.-&@#".unicodeScalars.contains($0)) } ?? false
        func run(from start: Int, _ matches: (Unicode.Scalar) -> Bool) -> Int {
            var end = start
            while end < s.count && matches(s[end]) { end += 1 }
            return end
        }
        if c == "#" || c == "＃" || c == "@" || c == "$" {
            guard !sigilBlocked else { return nil }
            switch c {
            case "@":
                let end = run(from: i + 1) { isWord($0) || $0 == "." || $0 == "-" }
                return end > i + 1 ? (end, .mention) : nil
            case "$":
                let end = run(from: i + 1, isASCIILetter)
                return (1...6).contains(end - i - 1) ? (end, .cashtag) : nil
            default:
                // `#` before U+FE0F or U+20E3 is the keycap emoji #️⃣, no tag.
                if i + 1 < s.count, s[i + 1] == "\u{FE0F}" || s[i + 1] == "\u{20E3}" { return nil }
                let end = run(from: i + 1) { isWord($0) || isEmojiPart($0) }
                return end > i + 1 ? (end, .hashtag) : nil
            }
        }
        if !(previous.map(isWord) ?? false) {
            // Scalars, not characters: `https://` followed by a combining mark is still the scheme.
            for scheme in ["https://", "http://"] where s[i...].starts(with: scheme.unicodeScalars) {
                let start = i + scheme.unicodeScalars.count
                let end = run(from: start) { !$0.properties.isWhitespace }
                if end > start { return (end, .url) }
            }
        }
        guard isWord(c) || c == "-" else { return nil }
        if let previous, isWord(previous) || "-.@#＃$".unicodeScalars.contains(previous) { return nil }
        // The labels of the longest run of [\w-]+(\.[\w-]+)*.
        var labels: [Range<Int>] = []
        var start = i
        while true {
            let end = run(from: start) { isWord($0) || $0 == "-" }
            labels.append(start..<end)
            guard end + 1 < s.count, s[end] == ".", isWord(s[end + 1]) || s[end + 1] == "-" else { break }
            start = end + 1
        }
        for index in stride(from: labels.count - 1, through: 1, by: -1) where isTLD(Array(s[labels[index]])) {
            var end = labels[index].upperBound
            if end < s.count, s[end] == "/" { end = run(from: end) { !$0.properties.isWhitespace } }
            return (end, .url)
        }
        return nil
    }

    // MARK: - Properties

    @Test(arguments: profiles)
    func hintsAreTheCandidatesNoEntityOverlaps(_ name: String) {
        let highlighter = Highlighter(profile: Profile.named(name)!, options: .hints)
        let declared = Set(highlighter.profile.recognizer.hintRule.reasons + [.invisibleCharacter])
        var random = SeededRandom(seed: 0x4849_4E54 &+ UInt64(name.count))
        var hintCount = 0
        for _ in 0..<3_000 {
            let text = Self.generatedText(&random)
            let annotation = highlighter.annotate(text)
            let offsets = TextEdits.scalarBoundaries(text)
            let expected = Self.referenceCandidates(text)
                .map { (range: offsets[$0.range.lowerBound]..<offsets[$0.range.upperBound], kind: $0.kind) }
                .filter { candidate in !annotation.entities.contains { $0.range.overlaps(candidate.range) } }
            let found = annotation.hints
            #expect(found.map(\.range) == expected.map(\.range), "\(name): \(text.debugDescription)")
            #expect(found.map(\.kind) == expected.map(\.kind), "\(name): \(text.debugDescription)")
            for hint in found {
                #expect(declared.contains(hint.reason) && !hint.message.isEmpty, "\(name): \(hint) in \(text.debugDescription)")
            }
            hintCount += found.count
        }
        #expect(hintCount > 400)
    }

    @Test(arguments: profiles)
    func documentHintsFollowRandomEdits(_ name: String) throws {
        let highlighter = Highlighter(profile: Profile.named(name)!, options: .hints)
        var random = SeededRandom(seed: 0xED17 &+ UInt64(name.count))
        for round in 0..<60 {
            var document = HighlightDocument(Self.generatedText(&random) + "\n" + Self.generatedText(&random), highlighter: highlighter)
            if round % 2 == 1 {
                // Every edit through a re-scan window, long paragraphs in chunks of a few dozen bytes.
                document.windowThreshold = 0
                document.chunkSize = 24
            }
            var kept = document.hints
            #expect(kept == highlighter.annotate(document.text).hints)
            for _ in 0..<25 {
                let offsets = TextEdits.scalarBoundaries(document.text)
                let a = offsets.randomElement(using: &random)!
                let b = Bool.random(using: &random) ? a : offsets.randomElement(using: &random)!
                let inserted = Int.random(in: 0..<3, using: &random) == 0 ? "" : Self.fragments.randomElement(using: &random)!
                let update = try document.replace(min(a, b)..<max(a, b), in: .utf8, with: inserted)
                let fresh = highlighter.annotate(document.text).hints
                #expect(document.hints == fresh, "\(name): \(document.text.debugDescription)")
                // A composer's hints: the old ones moved, those in the update's hint ranges replaced.
                kept = kept.compactMap { hint -> Hint? in
                    guard !hint.range.overlaps(update.replacedRange) else { return nil }
                    let upper = hint.range.upperBound <= update.replacedRange.lowerBound ? hint.range.upperBound : update.map(hint.range.upperBound)
                    let moved = update.map(hint.range.lowerBound)..<upper
                    if update.hintRanges.contains(where: { $0.overlaps(moved) || ($0.lowerBound <= moved.lowerBound && moved.upperBound <= $0.upperBound) }) { return nil }
                    return Hint(range: moved, kind: hint.kind, reason: hint.reason, message: hint.message)
                }
                kept = (kept + update.hints).sorted { $0.range.lowerBound < $1.range.lowerBound }
                #expect(kept == fresh, "\(name): \(document.text.debugDescription) after \(update)")
                #expect(update.hints.allSatisfy { hint in update.hintRanges.contains { $0.contains(hint.range.lowerBound) } })
                if kept != fresh { return }
            }
        }
    }

    /// `update(to:)` finds its edit itself and widens its changed range where the text around the edit repeats: its
    /// hints (and the document's, and its annotation's) are a fresh document's after every whole-text update.
    @Test(arguments: profiles)
    func wholeTextUpdatesGiveAFreshDocumentsHints(_ name: String) throws {
        let highlighter = Highlighter(profile: Profile.named(name)!, options: .hints)
        var random = SeededRandom(seed: 0x7E47 &+ UInt64(name.count))
        var widenedCount = 0
        for _ in 0..<40 {
            var document = HighlightDocument(Self.generatedText(&random) + "\n" + Self.generatedText(&random), highlighter: highlighter)
            var kept = document.hints
            for _ in 0..<25 {
                let text = document.text
                let offsets = TextEdits.scalarBoundaries(text)
                let a = offsets.randomElement(using: &random)!
                let b = Bool.random(using: &random) ? a : offsets.randomElement(using: &random)!
                let range = min(a, b)..<max(a, b)
                let bytes = Array(text.utf8)
                // A third of the insertions repeat the text right after them: the edit is then ambiguous.
                let inserted: [UInt8]
                switch Int.random(in: 0..<3, using: &random) {
                case 0: inserted = Array(bytes[range.upperBound..<(offsets.first { $0 > range.upperBound } ?? range.upperBound)])
                case 1: inserted = []
                default: inserted = Array(Self.fragments.randomElement(using: &random)!.utf8)
                }
                let newText = String(decoding: bytes[..<range.lowerBound] + inserted + bytes[range.upperBound...], as: UTF8.self)
                let update = try document.update(to: newText)
                if update.changed.first.map({ $0 != update.replacedRange.lowerBound..<(update.replacedRange.lowerBound + update.insertedLength) }) ?? false {
                    widenedCount += 1
                }
                let fresh = HighlightDocument(newText, highlighter: highlighter).hints
                #expect(document.hints == fresh, "\(name): \(newText.debugDescription)")
                #expect(document.annotation.hints == highlighter.annotate(newText).hints, "\(name): \(newText.debugDescription)")
                // The hints are found again over the whole changed range, widened or not.
                for hint in fresh where update.changed.contains(where: { $0.overlaps(hint.range) }) {
                    #expect(update.hints.contains(hint), "\(name): \(hint) in \(newText.debugDescription) after \(update)")
                }
                kept = kept.compactMap { hint -> Hint? in
                    guard !hint.range.overlaps(update.replacedRange) else { return nil }
                    let upper = hint.range.upperBound <= update.replacedRange.lowerBound ? hint.range.upperBound : update.map(hint.range.upperBound)
                    let moved = update.map(hint.range.lowerBound)..<upper
                    if update.hintRanges.contains(where: { $0.overlaps(moved) || ($0.lowerBound <= moved.lowerBound && moved.upperBound <= $0.upperBound) }) { return nil }
                    return Hint(range: moved, kind: hint.kind, reason: hint.reason, message: hint.message)
                }
                kept = (kept + update.hints).sorted { $0.range.lowerBound < $1.range.lowerBound }
                #expect(kept == fresh, "\(name): \(newText.debugDescription) after \(update)")
                #expect(update.hints.allSatisfy { hint in update.hintRanges.contains { $0.contains(hint.range.lowerBound) } })
                if kept != fresh { return }
            }
        }
        #expect(widenedCount > 0)
    }
}
