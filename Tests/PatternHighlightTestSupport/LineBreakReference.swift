/// The contract's cut opportunities in text without spaces (Docs/CommandLine.md, "Split"), written a second time the
/// plainest way, from lists of characters, for the split checks (``ThreadChecks``): between two grapheme clusters
/// of a white-space-free run, a part may end when the second starts no line, the first opens none, they are not two
/// katakana, and one of them is East Asian.
package enum LineBreakReference {
    static let smallKatakana = Set("ァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｬｭｮｯーｰヽヾﾞﾟ".unicodeScalars)
    static let otherNonStarters = Set("ぁぃぅぇぉっゃゅょゎゕゖ々〻゛゜ゝゞ〜゠・、。︐︑︒︓︔︕︖︙﹐﹑﹒﹔﹕﹖﹗！，．：；？｡､･!,.:;?‼⁇⁈⁉․‥…".unicodeScalars)
    /// The CJK blocks, whose punctuation is East Asian.
    static let cjkBlocks: [ClosedRange<UInt32>] = [0x2E80...0x30FF, 0xFE10...0xFE1F, 0xFE30...0xFE6F, 0xFF00...0xFF65]

    static func isKatakana(_ s: Unicode.Scalar) -> Bool {
        !smallKatakana.contains(s) && s != "・" && s != "゠" && ((0x30A1...0x30FF).contains(s.value) || (0xFF66...0xFF9D).contains(s.value))
    }

    static func isIdeographic(_ s: Unicode.Scalar) -> Bool {
        if otherNonStarters.contains(s) { return false }
        return (0x3041...0x309F).contains(s.value) || (0x3105...0x312F).contains(s.value) || (0x31A0...0x31BF).contains(s.value)
            || (s.value >= 0x2E80 && s.properties.isIdeographic)
    }

    static func isNonStarter(_ s: Unicode.Scalar) -> Bool {
        smallKatakana.contains(s) || otherNonStarters.contains(s)
            || [.closePunctuation, .finalPunctuation].contains(s.properties.generalCategory)
    }

    static func isOpener(_ s: Unicode.Scalar) -> Bool {
        !isNonStarter(s) && [.openPunctuation, .initialPunctuation].contains(s.properties.generalCategory)
    }

    static func isEastAsian(_ s: Unicode.Scalar) -> Bool {
        isKatakana(s) || isIdeographic(s) || smallKatakana.contains(s)
            || ((isNonStarter(s) || isOpener(s)) && cjkBlocks.contains { $0.contains(s.value) })
    }

    /// Whether a part may end between the clusters `a` and `b` (neither white space).
    package static func isBreak(_ a: Character, _ b: Character) -> Bool {
        let x = a.unicodeScalars.first!, y = b.unicodeScalars.first!
        if isNonStarter(y) || isOpener(x) { return false }
        if (isKatakana(x) || smallKatakana.contains(x)) && isKatakana(y) { return false }
        return isEastAsian(x) || isEastAsian(y)
    }

    /// Whether `text` ends a sentence wherever it is cut: `。` `！` `？` or a kin, possibly followed by closing
    /// brackets and quotes.
    package static func endsEastAsianSentence(_ text: String) -> Bool {
        let last = text.unicodeScalars.reversed().first { ![.closePunctuation, .finalPunctuation].contains($0.properties.generalCategory) }
        return last.map { "。！？｡︒︕︖﹒﹖﹗".unicodeScalars.contains($0) } ?? false
    }
}
