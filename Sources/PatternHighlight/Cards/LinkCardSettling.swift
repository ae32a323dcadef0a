/// Whether a link looks finished, from the characters after it.
enum LinkCardSettling {
    /// How many bytes after a link are read to decide: a run of punctuation longer than this is not settled.
    static let lookahead = 32

    /// Whether the UTF-8 bytes `following` (those right after a link, up to ``lookahead`` of them; fewer only at
    /// the text's end, `reachesEnd`) show it finished: whitespace next, or a run of punctuation and then whitespace
    /// or the end of the text.
    static func isSettled(following bytes: ArraySlice<UInt8>, reachesEnd: Bool) -> Bool {
        var sawPunctuation = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar == "\u{FFFD}" && !reachesEnd { return false }
            if scalar.properties.isWhitespace { return true }
            guard isPunctuation(scalar) else { return false }
            sawPunctuation = true
        }
        // The bytes ran out: at the text's end after punctuation, settled; a link at the very end is still typed.
        return reachesEnd && sawPunctuation
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
