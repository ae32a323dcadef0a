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

    /// Starts after `weightBefore` scaled units of earlier text, which was wholly valid when `earlierValid`.
    init(configuration: TwitterCountConfiguration, weightBefore: Int = 0, earlierValid: Bool = true) {
        self.configuration = configuration
        self.weight = weightBefore
        self.stillValid = earlierValid && weightBefore <= configuration.maxScaledWeight
    }

    /// The characters that make a text invalid wherever they stand (twitter-text's `invalidCharsGroup`).
    static func isInvalid(_ scalar: UInt32) -> Bool { scalar == 0xFFFE || scalar == 0xFEFF || scalar == 0xFFFF }

    /// Weighs the NFC-normalised `text[range]`, whose URL entities (twitter-text's `extractUrlsWithIndices`) are
    /// `urls` and emoji matches `emoji`, both sorted by start and in `text` offsets.
    mutating func weigh(_ text: [UInt8], _ range: Range<Int>, urls: [Range<Int>], emoji: [Range<Int>]) {
        var urlIndex = urls.startIndex
        var emojiIndex = emoji.startIndex
        var offset = range.lowerBound
        while offset < range.upperBound {
            while urlIndex < urls.endIndex && urls[urlIndex].lowerBound < offset { urlIndex += 1 }
            while emojiIndex < emoji.endIndex && emoji[emojiIndex].lowerBound < offset { emojiIndex += 1 }
            let end: Int
            if urlIndex < urls.endIndex && urls[urlIndex].lowerBound == offset {
                end = urls[urlIndex].upperBound
                weight += configuration.transformedURLLength * configuration.scale
                normalizedLength = normalizedLength + UnitLengths(of: text, offset..<end)
            } else if configuration.countsEmojiSequencesAsOne && emojiIndex < emoji.endIndex
                && emoji[emojiIndex].lowerBound == offset
            {
                end = emoji[emojiIndex].upperBound
                weight += configuration.defaultWeight
                normalizedLength = normalizedLength + UnitLengths(of: text, offset..<end)
            } else {
                let scalar = UTF8Scalars.scalar(in: text, at: offset)
                end = offset + scalar.length
                weight += configuration.weight(of: scalar.value)
                normalizedLength.appendScalar(byteLength: scalar.length)
                if Self.isInvalid(scalar.value) { invalidCharacters += 1 }
            }
            if containsInvalidCharacter || weight > configuration.maxScaledWeight { stillValid = false }
            if stillValid { validPrefix = normalizedLength }
            offset = end
        }
    }
}

extension TwitterWeighing {
    /// The twitter-text facts a walk needs about NFC-normalised text: where its URLs and its emoji matches are.
    struct Items {
        var urls: [Range<Int>] = []
        var emoji: [Range<Int>] = []

        /// The items of every paragraph of `text` (NFC-normalised, valid UTF-8); `startsText` when `text` begins
        /// the whole text (twitter-text's URL rule differs there).
        ///
        /// - Complexity: O(n).
        init(of text: [UInt8], startsText: Bool, configuration: TwitterCountConfiguration) {
            var candidates: [Entity] = []
            for paragraph in ParagraphBreaks.paragraphRanges(in: text, 0..<text.count) where !paragraph.isEmpty {
                candidates += TwitterRecognizer().candidates(
                    in: text, paragraph: paragraph, startsText: startsText && paragraph.lowerBound == 0)
            }
            urls = candidates.lazy.filter { $0.kind == .url }.map(\.range)
            if configuration.countsEmojiSequencesAsOne { emoji = TwemojiMatcher.matches(in: text) }
        }
    }
}
