/// Finds the near-miss candidates of a text (``NearMissCandidate``), left to right without overlap, each as long as
/// its pattern reaches, exactly as the command-line contract defines them:
///
/// - `#` or `＃` and a run of word characters and emoji (``NearMissCharacters/isEmojiPart(_:)``), but not `#` before
///   U+FE0F or U+20E3 (the keycap emoji `#️⃣`), `@[\w.-]+`, `$[A-Za-z]{1,6}` not followed by an ASCII letter, none
///   right after an ASCII letter, digit, `_`, `.`, `-`, `&`, `@` or `#`;
/// - `https?://\S+`, none right after a word character;
/// - a bare domain `[\w-]+(\.[\w-]+)*\.tld(/\S*)?` up to its last label that is an IANA top-level domain (any
///   case), none right after a word character, `-`, `.`, `@`, `#`, `＃` or `$`.
///
/// `\w` is a letter, mark, decimal digit or connector punctuation and `\S` anything but white space, so no
/// candidate holds white space: scanning from any white space gives the same candidates after it as scanning from
/// the paragraph's start, which is what lets a document find them again only around an edit.
enum NearMissFinder {
    /// Calls `body` with each candidate in `bytes[range]` (valid UTF-8, `range` on scalar boundaries), in order.
    /// The scalar before `range` (when there is one) counts as the preceding character.
    ///
    /// - Complexity: O(`range.count`).
    static func forEachCandidate(in bytes: [UInt8], range: Range<Int>, _ body: (NearMissCandidate) -> Void) {
        var scanner = Scanner(bytes: bytes, end: range.upperBound)
        if range.lowerBound > 0 {
            scanner.follow(UTF8Scalars.scalar(in: bytes, before: range.lowerBound, lowerBound: 0)?.value)
        }
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = bytes[index]
            if lead < 0x80 && scanner.previousIsWord && GrammarCharacters.isASCIIWordCharacter(lead) {
                // A run of ASCII word characters after a word character, one byte at a time without decoding: the
                // same as the test below for each (they start nothing).
                var cursor = index + 1
                while cursor < range.upperBound, bytes[cursor] < 0x80, GrammarCharacters.isASCIIWordCharacter(bytes[cursor]) {
                    cursor += 1
                }
                scanner.previous = UInt32(bytes[cursor - 1])
                index = cursor
                continue
            }
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: index)
            let isWord = scanner.isWord(value)
            // A word character after another starts nothing: sigils are no word characters, and a link or a
            // domain starts only after a character that is none. Most of a text's scalars end here.
            if isWord && scanner.previousIsWord {
                scanner.previous = value
                index += length
                continue
            }
            switch scanner.step(at: index, value: value, length: length, isWord: isWord) {
            case .found(let candidate):
                body(candidate)
                index = candidate.range.upperBound
                scanner.follow(UTF8Scalars.scalar(in: bytes, before: index, lowerBound: 0)?.value)
            case .skip(let next):
                if next == index + length {
                    scanner.previous = value
                    scanner.previousIsWord = isWord
                } else {
                    scanner.follow(UTF8Scalars.scalar(in: bytes, before: next, lowerBound: 0)?.value)
                }
                index = next
            }
        }
    }

    /// Whether `bytes[label]` is a top-level domain of IANA's list, in any case (a label with non-ASCII letters
    /// compared in its `xn--` form).
    static func isTopLevelDomain(_ bytes: [UInt8], _ label: Range<Int>) -> Bool {
        let text = UTF8Scalars.string(decoding: bytes, label).lowercased()
        if ByteWords.isASCII(bytes, label) { return IANATLDs.all.contains(text) }
        guard let encoded = Punycode.encode(text.unicodeScalars.map(\.value)) else { return false }
        return IANATLDs.all.contains("xn--" + encoded)
    }

    private enum Step {
        case found(NearMissCandidate)
        /// No candidate starts at the scalar; the next one is at `next`.
        case skip(next: Int)

        var candidate: NearMissCandidate? {
            if case .found(let candidate) = self { return candidate }
            return nil
        }
    }

    private struct Scanner {
        let bytes: [UInt8]
        let end: Int
        /// The scalar before the one being looked at, `nil` at the start.
        var previous: UInt32?
        /// Whether ``previous`` is a word character (each scalar's class is looked up once).
        var previousIsWord = false

        /// The BMP's word characters, looked up once per scan rather than once per scalar.
        private let words: NearMissWordTable

        init(bytes: [UInt8], end: Int) {
            self.bytes = bytes
            self.end = end
            words = NearMissWordTable.shared
        }

        /// ``NearMissCharacters/isWord(_:)``, with the scan's own reference to the BMP table.
        @inline(__always)
        func isWord(_ value: UInt32) -> Bool { Self.isWord(value, in: words) }

        /// ``NearMissCharacters/isWord(_:)`` with `words` for the BMP: what the scan's closures call, so that they
        /// hold the table (a pointer) and not the scanner.
        @inline(__always)
        static func isWord(_ value: UInt32, in words: NearMissWordTable) -> Bool {
            if value < 0x80 { return GrammarCharacters.isASCIIWordCharacter(UInt8(truncatingIfNeeded: value)) }
            if value < 0x10000 { return words.contains(value) }
            return NearMissCharacters.isWord(value)
        }

        /// Makes `value` the preceding scalar.
        mutating func follow(_ value: UInt32?) {
            previous = value
            previousIsWord = value.map(isWord) ?? false
        }

        func step(at index: Int, value: UInt32, length: Int, isWord: Bool) -> Step {
            let next = Step.skip(next: index + length)
            switch value {
            case 0x23, 0xFF03:  // # ＃
                guard !(previous.map(NearMissCharacters.blocksSigil) ?? false) else { return next }
                if index + length < end, NearMissCharacters.makesSigilEmoji(UTF8Scalars.scalar(in: bytes, at: index + length).value) {
                    return next
                }
                let words = self.words
                let nameEnd = skip(from: index + length) { Self.isWord($0, in: words) || NearMissCharacters.isEmojiPart($0) }
                return nameEnd > index + length ? found(index..<nameEnd, .hashtag, .sigil, tld: nil) : next
            case 0x40:  // @
                guard !(previous.map(NearMissCharacters.blocksSigil) ?? false) else { return next }
                let words = self.words
                let nameEnd = skip(from: index + 1) { Self.isWord($0, in: words) || $0 == 0x2E || $0 == 0x2D }
                return nameEnd > index + 1 ? found(index..<nameEnd, .mention, .sigil, tld: nil) : next
            case 0x24:  // $
                guard !(previous.map(NearMissCharacters.blocksSigil) ?? false) else { return next }
                let lettersEnd = skip(from: index + 1) { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                return (1...6).contains(lettersEnd - index - 1) ? found(index..<lettersEnd, .cashtag, .sigil, tld: nil) : next
            default:
                break
            }
            if value == 0x68, !previousIsWord, let url = url(at: index) { return .found(url) }
            guard isWord || value == 0x2D,
                  !(previous.map { NearMissCharacters.blocksDomain($0, isWord: previousIsWord) } ?? false) else { return next }
            return domain(at: index, length: length)
        }

        /// `https?://\S+` at `index`, or `nil`.
        private func url(at index: Int) -> NearMissCandidate? {
            var schemeEnd = index + 4
            guard UTF8Scalars.hasPrefix("http", in: bytes, at: index, end: end) else { return nil }
            if schemeEnd < end, bytes[schemeEnd] == UInt8(ascii: "s") { schemeEnd += 1 }
            guard UTF8Scalars.hasPrefix("://", in: bytes, at: schemeEnd, end: end) else { return nil }
            let urlEnd = skip(from: schemeEnd + 3) { !UnicodeWhiteSpace.contains($0) }
            return urlEnd > schemeEnd + 3 ? found(index..<urlEnd, .url, .url, tld: nil).candidate : nil
        }

        /// A bare domain starting at `index` (a word character or `-`), or where the scan may go on without one.
        private func domain(at index: Int, length: Int) -> Step {
            // Most words are one label: settle them before keeping any.
            let (firstEnd, firstDash) = skipLabel(from: index)
            // Without a domain, the scan goes on after the first label, each of whose scalars follows a word
            // character or `-`: no sigil is a label character, and no domain starts after either; only a link may
            // start there, after a `-` (`a-https://…`), so the scan resumes right after the label's first `-`. (A
            // `-` is one byte, and no byte of a longer scalar equals it.)
            let none = Step.skip(next: firstDash.map { $0 + 1 } ?? firstEnd)
            if firstEnd + 1 >= end || bytes[firstEnd] != UInt8(ascii: ".") { return none }
            // A sentence's last word (`end. Next`) is one label too: settled before any label is kept.
            let afterDot = UTF8Scalars.scalar(in: bytes, at: firstEnd + 1).value
            guard isWord(afterDot) || afterDot == 0x2D else { return none }
            var labels: [Range<Int>] = []
            var labelStart = index
            while true {
                let cursor = skipLabel(from: labelStart).end
                labels.append(labelStart..<cursor)
                // Another label only after a dot followed by a label character.
                guard cursor + 1 < end, bytes[cursor] == UInt8(ascii: ".") else { break }
                let (value, _) = UTF8Scalars.scalar(in: bytes, at: cursor + 1)
                guard isWord(value) || value == 0x2D else { break }
                labelStart = cursor + 1
            }
            guard labels.count > 1,
                  let tld = labels.indices.dropFirst().last(where: { NearMissFinder.isTopLevelDomain(bytes, labels[$0]) })
            else { return none }
            var domainEnd = labels[tld].upperBound
            if domainEnd < end, bytes[domainEnd] == UInt8(ascii: "/") {
                domainEnd = skip(from: domainEnd) { !UnicodeWhiteSpace.contains($0) }
            }
            return found(index..<domainEnd, .url, .bareDomain, tld: labels[tld])
        }

        private func found(_ range: Range<Int>, _ kind: EntityKind, _ form: NearMissCandidate.Form, tld: Range<Int>?) -> Step {
            .found(NearMissCandidate(range: range, kind: kind, form: form, topLevelLabel: tld))
        }

        /// The end of the label that starts at `start` (the first scalar at or after it that is neither a word
        /// character nor `-`, or `end`) and the offset of its first `-`, if it holds one: ASCII a byte at a time.
        private func skipLabel(from start: Int) -> (end: Int, firstDash: Int?) {
            var cursor = start
            var firstDash: Int? = nil
            while cursor < end {
                let byte = bytes[cursor]
                if byte < 0x80 {
                    if byte == 0x2D {
                        if firstDash == nil { firstDash = cursor }
                    } else if !GrammarCharacters.isASCIIWordCharacter(byte) {
                        break
                    }
                    cursor += 1
                } else {
                    let (value, length) = UTF8Scalars.scalar(in: bytes, at: cursor)
                    guard isWord(value) else { break }
                    cursor += length
                }
            }
            return (cursor, firstDash)
        }

        /// The offset of the first scalar at or after `start` that does not satisfy `matches` (or `end`).
        private func skip(from start: Int, while matches: (UInt32) -> Bool) -> Int {
            var cursor = start
            while cursor < end {
                let (value, length) = UTF8Scalars.scalar(in: bytes, at: cursor)
                guard matches(value) else { break }
                cursor += length
            }
            return cursor
        }
    }
}

