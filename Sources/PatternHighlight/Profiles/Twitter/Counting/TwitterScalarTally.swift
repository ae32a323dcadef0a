/// What twitter's count needs of every scalar, gathered as ``GraphemeCounter`` decodes them (one pass for the
/// graphemes and all of this): each scalar's own weight summed, the invalid characters, the lengths, where NFC may
/// first change the text and where an emoji match may first start. Whether a scalar above ASCII is NFC-stable comes
/// from ``NFCStableTable``, one look-up per scalar.
///
/// The sum weighs every scalar on its own; `TwitterWeighing.itemAdjustment` then
/// swaps the scalars of each URL and emoji sequence parseTweet takes for the item's weight.
struct TwitterScalarTally: ScalarObserver {
    private let configuration: TwitterCountConfiguration
    private let asciiWeight: Int
    /// Every scalar below it weighs ``lowWeight`` (the range that starts at U+0000, or ASCII).
    private let lowEnd: UInt32
    private let lowWeight: Int
    /// Every scalar from it up to U+FFFF weighs the default weight (no range reaches it).
    private let defaultStart: UInt32
    /// The sum of the weights of the scalars observed, each weighed on its own, in scaled units.
    private(set) var weight = 0
    /// How many U+FFFE, U+FEFF and U+FFFF were observed.
    private(set) var invalidCharacters = 0
    /// The lengths of what was observed.
    private(set) var length = UnitLengths()
    /// Where each scalar observed that is not ``NFCNormalization/isStable(_:)`` starts, in order: the spans NFC may
    /// change (``NFCNormalization/normalizedIfChanged(_:_:unstable:changed:)``), without reading the text again.
    private(set) var unstableOffsets: [Int] = []
    /// Which BMP scalars are stable, looked up once per tally.
    private let stable = NFCStableTable.shared
    /// An offset at or before which no ``TwemojiMatcher`` match can start: one byte before the first scalar that a
    /// match may start with or whose lead byte may follow a keycap base, or `Int.max` when there was none.
    private(set) var firstEmojiCandidate = Int.max

    /// A tally under `configuration`, whose ASCII scalars all weigh `asciiWeight`
    /// (``TwitterCountConfiguration/uniformASCIIWeight``).
    init(configuration: TwitterCountConfiguration, asciiWeight: Int) {
        self.configuration = configuration
        self.asciiWeight = asciiWeight
        // ``TwitterCountConfiguration/weight(of:)`` takes the first range that holds a scalar.
        if let low = configuration.ranges.first, low.first == 0 {
            (lowEnd, lowWeight) = (low.last + 1, low.weight)
        } else {
            (lowEnd, lowWeight) = (0x80, asciiWeight)
        }
        var lastInRanges: UInt32 = 0
        for range in configuration.ranges { lastInRanges = max(lastInRanges, range.last) }
        defaultStart = lastInRanges + 1
    }

    /// Takes the scalars of `text[span]` out of the tally and counts those of `replacement` instead: the tally of
    /// a text becomes that of the text with the span replaced (its offsets are the old text's).
    mutating func replace(_ text: [UInt8], _ span: Range<Int>, with replacement: [UInt8]) {
        var old = emptied()
        old.addScalars(of: text, span)
        var new = emptied()
        new.addScalars(of: replacement, 0..<replacement.count)
        weight += new.weight - old.weight
        invalidCharacters += new.invalidCharacters - old.invalidCharacters
        length = length - old.length + new.length
    }

    /// A tally of nothing under the same configuration, without working out its weight bounds again.
    func emptied() -> TwitterScalarTally {
        var tally = self
        tally.weight = 0
        tally.invalidCharacters = 0
        tally.length = UnitLengths()
        tally.unstableOffsets = []
        tally.firstEmojiCandidate = Int.max
        return tally
    }

    @inline(__always)
    mutating func observeASCII(count: Int) {
        weight += count * asciiWeight
        length.utf8 += count
        length.utf16 += count
        length.scalars += count
    }

    @inline(__always)
    mutating func observe(_ value: UInt32, at offset: Int, length byteLength: Int) {
        add(value, length: byteLength)
        guard byteLength > 1 else { return }
        if !stable.isStable(value) { unstableOffsets.append(offset) }
        if firstEmojiCandidate == Int.max && Self.mayBeginEmoji(value) { firstEmojiCandidate = offset - 1 }
    }

    /// Adds the weight, length and invalidity of the scalar `value`, `byteLength` bytes long.
    @inline(__always)
    private mutating func add(_ value: UInt32, length byteLength: Int) {
        length.appendScalar(byteLength: byteLength)
        if byteLength == 1 {
            weight += asciiWeight
        } else if byteLength == 4 {
            // Every scalar above U+FFFF weighs the same (``TwitterCountConfiguration/weight(of:)``).
            weight += configuration.defaultWeight
        } else if value < lowEnd {
            weight += lowWeight
        } else if value >= defaultStart {
            weight += configuration.defaultWeight
        } else {
            weight += configuration.weight(of: value)
        }
        // The invalid characters are all three bytes long, U+FEFF the first of them.
        if value >= 0xFEFF && byteLength == 3 && TwitterWeighing.isInvalid(value) { invalidCharacters += 1 }
    }

    /// Adds the weights, lengths and invalid characters of every scalar of `text[range]` (valid UTF-8), without
    /// counting graphemes or noting positions: the tally of a normalised span or of one item.
    mutating func addScalars(of text: [UInt8], _ range: Range<Int>) {
        var offset = range.lowerBound
        while offset < range.upperBound {
            if range.upperBound - offset >= 8, ByteWords.isASCIIWord(in: text, at: offset) {
                observeASCII(count: 8)
                offset += 8
                continue
            }
            let scalar = UTF8Scalars.scalar(in: text, at: offset)
            add(scalar.value, length: scalar.length)
            offset += scalar.length
        }
    }

    /// Whether a scalar above ASCII may start a twemoji match or follow a keycap base's `#`, `*` or digit
    /// (``TwemojiMatcher/mayStartMatch(_:at:end:)`` looks at lead bytes C2 A9, C2 AE, E2, E3 80, E3 8A, EE, EF, F0 9F):
    /// a superset of those scalars.
    @inline(__always)
    static func mayBeginEmoji(_ value: UInt32) -> Bool {
        switch value {
        case 0xA9, 0xAE, 0x2000...0x2FFF, 0x3000...0x303F, 0x3280...0x32BF, 0xE000...0xFFFF, 0x1F000...0x1FFFF: return true
        default: return false
        }
    }
}
