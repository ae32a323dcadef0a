/// twitter-text's URL tail (``TwitterPatterns/urlTail``: `:port`, `/path`, `?query` after the host) in Swift, for
/// the common case: a path of ASCII characters without parentheses.
///
/// Without `(`, the path's segments cannot use the balanced-parenthesis branches, and every ending character is a
/// path character too, so the possessive `(?:segment)*+` after `/` takes the run of path characters up to its last
/// ending character (just the `/` when it holds none). A query is `?` and the run of query characters up to its last
/// ending character. A path run that meets `(` or a non-ASCII character (Cyrillic, Latin accents and U+2013 are path
/// characters) is left to the regex.
enum URLTailRule {
    enum Outcome: Equatable {
        /// The regex's match ends at `end`; `hasPath` when its path group took part.
        case match(end: Int, hasPath: Bool)
        /// ASCII does not decide: ask the regex.
        case undecided
    }

    /// The outcome of the tail regex anchored at `start` (the end of a host), with `limit` the end of its subject.
    static func outcome(in bytes: [UInt8], at start: Int, limit: Int) -> Outcome {
        var position = start
        // `(?::[0-9]++)?`
        if position + 1 < limit, bytes[position] == UInt8(ascii: ":"), isDigit(bytes[position + 1]) {
            position += 2
            while position < limit, isDigit(bytes[position]) { position += 1 }
        }
        // `(?<urlPath>/(?:segment)*+)?`
        var hasPath = false
        if position < limit, bytes[position] == UInt8(ascii: "/") {
            hasPath = true
            var run = position + 1
            var lastEnding = position  // the `/` itself when the run holds no ending character
            while run < limit {
                let byte = bytes[run]
                guard Self.pathCharacters.contains(byte) else {
                    if byte >= 0x80 || byte == UInt8(ascii: "(") { return .undecided }
                    break
                }
                // A select, not a branch: ending and other characters alternate unpredictably.
                lastEnding = Self.pathEndingCharacters.contains(byte) ? run : lastEnding
                run += 1
            }
            position = lastEnding + 1
        }
        // `(?:\?[query]*[query ending])?`
        if position < limit, bytes[position] == UInt8(ascii: "?") {
            var run = position + 1
            var lastEnding = position  // the `?` itself: no query
            while run < limit, Self.queryCharacters.contains(bytes[run]) {
                lastEnding = Self.queryEndingCharacters.contains(bytes[run]) ? run : lastEnding
                run += 1
            }
            if lastEnding > position { position = lastEnding + 1 }
        }
        return .match(end: position, hasPath: hasPath)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// `urlPathCharacters`, ASCII part: `[A-Za-z0-9!*';:=+,.$/%#\[\]\-_~@|&]`.
    static var pathCharacters: ASCIIByteClass { ASCIIByteClass(low: 0x2FFF_FCFA_0000_0000, high: 0x57FF_FFFE_AFFF_FFFF) }

    /// `urlPathEndingCharacters`, ASCII part: `[+\-A-Za-z0-9=_#/]`.
    static var pathEndingCharacters: ASCIIByteClass {
        ASCIIByteClass(low: 0x23FF_A808_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }

    /// `[A-Za-z0-9!?*'@();:&=+$/%#\[\]\-_.,~|]`.
    static var queryCharacters: ASCIIByteClass { ASCIIByteClass(low: 0xAFFF_FFFA_0000_0000, high: 0x57FF_FFFE_AFFF_FFFF) }

    /// `[A-Za-z0-9\-_&=#/]`.
    static var queryEndingCharacters: ASCIIByteClass {
        ASCIIByteClass(low: 0x23FF_A048_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }
}
