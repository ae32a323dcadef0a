/// twitter-text 3.1's `parseTweet` walk over NFC-normalised text: each item — a URL, an emoji sequence (v3), or
/// one scalar — adds its weight, and the valid prefix grows while no invalid character has been seen and the
/// total stays within the limit.
///
/// parseTweet walks UTF-16 code units: at a URL's start it adds ``TwitterCountConfiguration/transformedURLLength``
/// and jumps to its last unit; else at an emoji match's start (v3) the default weight and jumps the same way; else
/// it steps over a surrogate pair and weighs the unit it stands on. A URL or emoji match that starts inside an item
/// already taken is jumped over. The validity test looks at the item's last code unit only, so only a lone
/// U+FFFE, U+FEFF or U+FFFF makes a text invalid (none can end a URL or an emoji sequence).
struct TwitterWeighing {
    /// The total weight, in scaled units, of the items weighed so far (including any weight before the text).
    private(set) var weight: Int
    /// How many invalid characters were weighed.
    private(set) var invalidCharacters = 0
    /// Whether an invalid character was weighed.
    var containsInvalidCharacter: Bool { invalidCharacters > 0 }
    /// The normalised length weighed so far.
    private(set) var normalizedLength = UnitLengths()
    /// The normalised length of the longest weighed prefix that is valid: every item so far valid and the total
    /// weight within the limit (with the weight before the text counted).
    private(set) var validPrefix = UnitLengths()
    private let configuration: TwitterCountConfiguration
    private var stillValid: Bool
    /// The weight every ASCII scalar has under ``configuration``, when they all weigh the same (every range covers
    /// all of ASCII or none of it, as in v1, v2 and v3): the weighing loop's fast path.
    private let asciiWeight: Int?

    /// Starts after `weightBefore` scaled units of earlier text, which was wholly valid when `earlierValid`.
    init(configuration: TwitterCountConfiguration, weightBefore: Int = 0, earlierValid: Bool = true) {
        self.configuration = configuration
        self.weight = weightBefore
        self.stillValid = earlierValid && weightBefore <= configuration.maxScaledWeight
        self.asciiWeight = configuration.uniformASCIIWeight
    }

    /// A walk that stops where the valid prefix ends (the first invalid character or the item that passes the
    /// limit): its ``validPrefix`` is final there, its other figures are not.
    init(locatingValidPrefixAfter weightBefore: Int, earlierValid: Bool, configuration: TwitterCountConfiguration) {
        self.init(configuration: configuration, weightBefore: weightBefore, earlierValid: earlierValid)
        stopsWhereValidPrefixEnds = true
    }

    /// Whether the walk stops once the valid prefix has ended.
    private var stopsWhereValidPrefixEnds = false

    /// The characters that make a text invalid wherever they stand (twitter-text's `invalidCharsGroup`).
    static func isInvalid(_ scalar: UInt32) -> Bool { scalar == 0xFFFE || scalar == 0xFEFF || scalar == 0xFFFF }

    /// Weighs the NFC-normalised `text[range]`, whose URL entities (twitter-text's `extractUrlsWithIndices`) are
    /// `urls` and emoji matches `emoji`, both sorted by start and in `text` offsets.
    ///
    /// The scalars between one item and the next are weighed in one tight loop over the bytes, the lengths kept
    /// in locals and stored once per stretch.
    mutating func weigh(_ text: [UInt8], _ range: Range<Int>, urls: [Range<Int>], emoji: [Range<Int>]) {
        var urlIndex = urls.startIndex
        var emojiIndex = emoji.startIndex
        let countsEmoji = configuration.countsEmojiSequencesAsOne
        var offset = range.lowerBound
        while offset < range.upperBound && (stillValid || !stopsWhereValidPrefixEnds) {
            while urlIndex < urls.endIndex && urls[urlIndex].lowerBound < offset { urlIndex += 1 }
            while emojiIndex < emoji.endIndex && emoji[emojiIndex].lowerBound < offset { emojiIndex += 1 }
            let nextURL = urlIndex < urls.endIndex ? urls[urlIndex].lowerBound : range.upperBound
            let nextEmoji = countsEmoji && emojiIndex < emoji.endIndex ? emoji[emojiIndex].lowerBound : range.upperBound
            if nextURL == offset && urlIndex < urls.endIndex {
                let end = urls[urlIndex].upperBound
                weight += configuration.transformedURLLength * configuration.scale
                normalizedLength = normalizedLength + UnitLengths(of: text, offset..<end)
                offset = end
            } else if nextEmoji == offset && countsEmoji && emojiIndex < emoji.endIndex {
                let end = emoji[emojiIndex].upperBound
                weight += configuration.defaultWeight
                normalizedLength = normalizedLength + UnitLengths(of: text, offset..<end)
                offset = end
            } else {
                offset = weighScalars(text, offset..<min(nextURL, nextEmoji))
                continue  // every scalar's validity was settled in the loop
            }
            if containsInvalidCharacter || weight > configuration.maxScaledWeight { stillValid = false }
            if stillValid { validPrefix = normalizedLength }
        }
    }

    /// Weighs each scalar of `text[stretch]` on its own (no item starts inside it) and returns its end.
    ///
    /// The valid prefix is stored where it ends (before the first scalar that crosses the limit or is invalid) or
    /// at the end of the stretch, not after every scalar; eight ASCII bytes go at once when they all fit under the
    /// limit or the valid prefix has ended.
    private mutating func weighScalars(_ text: [UInt8], _ stretch: Range<Int>) -> Int {
        var weight = self.weight
        var utf8 = normalizedLength.utf8
        var utf16 = normalizedLength.utf16
        var scalars = normalizedLength.scalars
        var invalid = invalidCharacters
        var valid = stillValid
        var validPrefixEnd: UnitLengths? = nil
        let maxWeight = configuration.maxScaledWeight
        let asciiWeight = self.asciiWeight
        text.withUnsafeBufferPointer { bytes in
            var offset = stretch.lowerBound
            while offset < stretch.upperBound {
                let lead = UInt32(bytes[offset])
                let length: Int
                if lead < 0x80, let asciiWeight {  // no ASCII scalar is invalid
                    if stretch.upperBound - offset >= 8, !valid || weight + 8 * asciiWeight <= maxWeight,
                        ByteWords.isASCIIWord(in: bytes, at: offset)
                    {
                        weight += 8 * asciiWeight
                        utf8 += 8
                        utf16 += 8
                        scalars += 8
                        offset += 8
                        continue
                    }
                    weight += asciiWeight
                    length = 1
                } else if lead < 0xE0 {
                    weight += configuration.weight(of: lead < 0x80 ? lead : UTF8Scalars.twoByteValue(lead, bytes[offset + 1]))
                    length = lead < 0x80 ? 1 : 2
                } else if lead < 0xF0 {
                    let value = UTF8Scalars.threeByteValue(lead, bytes[offset + 1], bytes[offset + 2])
                    weight += configuration.weight(of: value)
                    if Self.isInvalid(value) { invalid += 1 }  // the invalid characters are all three bytes long
                    length = 3
                } else {
                    weight += configuration.weight(of: 0x10000)  // every scalar above U+FFFF weighs the same
                    length = 4
                }
                utf8 += length
                utf16 += length == 4 ? 2 : 1
                scalars += 1
                if valid && (invalid > 0 || weight > maxWeight) {
                    valid = false
                    validPrefixEnd = UnitLengths(utf8: utf8 - length, utf16: utf16 - (length == 4 ? 2 : 1), scalars: scalars - 1)
                    if stopsWhereValidPrefixEnds { break }
                }
                offset += length
            }
        }
        self.weight = weight
        normalizedLength = UnitLengths(utf8: utf8, utf16: utf16, scalars: scalars)
        invalidCharacters = invalid
        if valid {
            validPrefix = normalizedLength
        } else if let validPrefixEnd {
            validPrefix = validPrefixEnd
        }
        stillValid = valid
        return stretch.upperBound
    }
}

extension TwitterWeighing {
    /// What the items parseTweet takes in `text[range]` change in a ``TwitterScalarTally`` of it, which weighed their
    /// scalars one by one: each URL's weight (``TwitterCountConfiguration/transformedURLLength``) and each emoji
    /// match's (v3) instead of its scalars', and its scalars' invalid characters taken back out (the walk tests
    /// only what it weighs scalar by scalar).
    ///
    /// The items are taken as ``weigh(_:_:urls:emoji:)`` takes them: from where the last one ended, the one that
    /// starts first, a URL before an emoji match that starts at the same place.
    ///
    /// - Complexity: O(number of items + their length).
    static func itemAdjustment(
        _ text: [UInt8], _ range: Range<Int>, urls: [Range<Int>], emoji: [Range<Int>],
        configuration: TwitterCountConfiguration, asciiWeight: Int
    ) -> (weight: Int, invalidCharacters: Int) {
        var weight = 0
        var invalid = 0
        var urlIndex = urls.startIndex
        var emojiIndex = configuration.countsEmojiSequencesAsOne ? emoji.startIndex : emoji.endIndex
        var offset = range.lowerBound
        while true {
            while urlIndex < urls.endIndex && urls[urlIndex].lowerBound < offset { urlIndex += 1 }
            while emojiIndex < emoji.endIndex && emoji[emojiIndex].lowerBound < offset { emojiIndex += 1 }
            let item: Range<Int>
            let itemWeight: Int
            if urlIndex < urls.endIndex
                && (emojiIndex == emoji.endIndex || urls[urlIndex].lowerBound <= emoji[emojiIndex].lowerBound)
            {
                item = urls[urlIndex]
                itemWeight = configuration.transformedURLLength * configuration.scale
            } else if emojiIndex < emoji.endIndex {
                item = emoji[emojiIndex]
                itemWeight = configuration.defaultWeight
            } else {
                break
            }
            guard item.lowerBound < range.upperBound else { break }
            let end = min(item.upperBound, range.upperBound)
            var scalars = TwitterScalarTally(configuration: configuration, asciiWeight: asciiWeight)
            scalars.addScalars(of: text, item.lowerBound..<end)
            weight += itemWeight - scalars.weight
            invalid -= scalars.invalidCharacters
            offset = end
        }
        return (weight, invalid)
    }

    /// The twitter-text facts a walk needs about NFC-normalised text: where its URLs and its emoji matches are.
    struct Items {
        var urls: [Range<Int>] = []
        var emoji: [Range<Int>] = []

        /// The items of every paragraph of `text[range]` (NFC-normalised, valid UTF-8); `startsText` when `range`
        /// begins the whole text (twitter-text's URL rule differs there). `urlCandidates`, when given, are the URL
        /// candidates of a text that contains `text[range]` (sorted by start, from an annotate scan of the same
        /// bytes): those that start in `range` are taken, and nothing is scanned for URLs. `emojiStart`: an offset
        /// before which no emoji match starts (``TwitterScalarTally/firstEmojiCandidate``).
        ///
        /// - Complexity: O(`range.count`).
        init(
            of text: [UInt8], _ range: Range<Int>, startsText: Bool, configuration: TwitterCountConfiguration,
            urlCandidates: [Range<Int>]? = nil, emojiFrom emojiStart: Int? = nil
        ) {
            if configuration.countsEmojiSequencesAsOne {
                emoji = TwemojiMatcher.matches(in: text, range, from: emojiStart ?? range.lowerBound)
            }
            if let urlCandidates {
                urls = urlCandidates.filter { range.contains($0.lowerBound) }
                return
            }
            // Every URL's host has a dot between its labels (`HostGrammar`): no dot, no URL to look for (the
            // few words a document counts again per keystroke seldom hold one).
            guard text[range].contains(UInt8(ascii: ".")) else { return }
            let recognizer = TwitterRecognizer()
            recognizer.appendURLCandidateRanges(
                in: text, paragraphs: ParagraphBreaks.paragraphRanges(in: text, range),
                textStart: startsText ? range.lowerBound : nil, to: &urls)
        }
    }
}
