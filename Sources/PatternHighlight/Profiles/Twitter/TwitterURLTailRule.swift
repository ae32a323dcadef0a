/// twitter-text's URL tail (``TwitterPatterns/urlTail``: `:port`, `/path`, `?query` after the host) in Swift, for
/// the common case: a path of ASCII characters without parentheses.
///
/// Without `(`, the path's segments cannot use the balanced-parenthesis branches, and every ending character is a
/// path character too, so the possessive `(?:segment)*+` after `/` takes the run of path characters up to its last
/// ending character (just the `/` when it holds none). A query is `?` and the run of query characters up to its last
/// ending character. A path run that meets `(` or a non-ASCII character (Cyrillic, Latin accents and U+2013 are path
/// characters) is left to the regex.
enum TwitterURLTailRule {
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
                if byte >= 0x80 || byte == UInt8(ascii: "(") { return .undecided }
                guard isPathCharacter(byte) else { break }
                if isPathEndingCharacter(byte) { lastEnding = run }
                run += 1
            }
            position = lastEnding + 1
        }
        // `(?:\?[query]*[query ending])?`
        if position < limit, bytes[position] == UInt8(ascii: "?") {
            var run = position + 1
            var lastEnding: Int?
            while run < limit, isQueryCharacter(bytes[run]) {
                if isQueryEndingCharacter(bytes[run]) { lastEnding = run }
                run += 1
            }
            if let lastEnding { position = lastEnding + 1 }
        }
        return .match(end: position, hasPath: hasPath)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    /// `urlPathCharacters`, ASCII part: `[A-Za-z0-9!*';:=+,.$/%#\[\]\-_~@|&]`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: return true
        case UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "'"), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "="),
            UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: "%"),
            UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "@"), UInt8(ascii: "|"), UInt8(ascii: "&"):
            return true
        default: return false
        }
    }

    /// `urlPathEndingCharacters`, ASCII part: `[+\-A-Za-z0-9=_#/]`.
    private static func isPathEndingCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: return true
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "_"), UInt8(ascii: "#"), UInt8(ascii: "/"):
            return true
        default: return false
        }
    }

    /// `[A-Za-z0-9!?*'@();:&=+$/%#\[\]\-_.,~|]`.
    private static func isQueryCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: return true
        case UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "'"), UInt8(ascii: "@"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"),
            UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "~"), UInt8(ascii: "|"):
            return true
        default: return false
        }
    }

    /// `[A-Za-z0-9\-_&=#/]`.
    private static func isQueryEndingCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: return true
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "#"), UInt8(ascii: "/"):
            return true
        default: return false
        }
    }
}
