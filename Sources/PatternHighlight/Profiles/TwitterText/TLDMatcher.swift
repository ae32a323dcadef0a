/// Finds the TLD a URL host ends with, exactly as twitter-text's `(?:validGTLD|validCCTLD|validPunycode)`:
/// the longest generic TLD followed by something other than `[0-9A-Za-z@+-]` (or the end); failing that, the
/// longest country TLD under the same condition; failing that, `xn--` punycode.
///
/// The lists are ``TwitterTextTLDs`` (1,574 names, too many for one PCRE2 pattern; spec rule 5). They live in a
/// byte trie of their lower-case UTF-8 spelling, so one lookup walks the text once and never allocates.
/// Case folds like the reference's case-insensitive regex: ASCII letters always, other letters by their
/// single-scalar lowercase mapping unless that would map them to ASCII (as JavaScript's `/i` does).
struct TLDMatcher: Sendable {
    /// Matches against twitter-text's lists.
    static let shared = TLDMatcher()

    private static let genericFlag: UInt8 = 1
    private static let countryFlag: UInt8 = 2

    /// Children of node `n` are nodes `edgeStart[n] + 1 ... edgeStart[n + 1]`, reached by the (sorted) bytes
    /// `edgeBytes[edgeStart[n]..<edgeStart[n + 1]]`: edge `i` leads to node `i + 1` (breadth-first numbering).
    private let edgeStart: [Int32]
    private let edgeBytes: [UInt8]
    /// `genericFlag` / `countryFlag` for nodes that end a name.
    private let terminal: [UInt8]
    /// The root's children by byte (-1 when absent), the hottest lookup.
    private let rootTable: [Int32]
    /// The names made of ASCII letters only, when no name holds other ASCII characters (then a TLD that starts
    /// with a letter and is not followed by a non-ASCII character can only be the whole run of letters there, see
    /// ``match(in:at:limit:)``); else `nil`.
    private let asciiNames: ASCIITLDSet?
    /// Whether U+017F and U+212A block a TLD's end, as letters do.
    private let foldsCaseAsOnigmo: Bool

    /// The matcher over the tables generated into ``TwitterTextTLDs``: no string is hashed or compared at start-up.
    ///
    /// - Complexity: O(number of trie nodes), a few thousand additions.
    init(foldsCaseAsOnigmo: Bool = false) {
        self.foldsCaseAsOnigmo = foldsCaseAsOnigmo
        let childCounts = TwitterTextTLDs.trieChildCounts
        var starts: [Int32] = []
        starts.reserveCapacity(childCounts.count + 1)
        var edges: Int32 = 0
        for count in childCounts {
            starts.append(edges)
            edges += Int32(count)
        }
        starts.append(edges)
        precondition(Int(edges) == TwitterTextTLDs.trieEdgeBytes.count && childCounts.count == TwitterTextTLDs.trieEndFlags.count,
            "TwitterTextTLDs: the generated trie tables disagree")
        var root = [Int32](repeating: -1, count: 256)
        for edge in Int(starts[0])..<Int(starts[1]) { root[Int(TwitterTextTLDs.trieEdgeBytes[edge])] = Int32(edge + 1) }
        self.edgeStart = starts
        self.edgeBytes = TwitterTextTLDs.trieEdgeBytes
        self.terminal = TwitterTextTLDs.trieEndFlags
        self.rootTable = root
        self.asciiNames = TwitterTextTLDs.namesHoldNoASCIIOtherThanLetters ? ASCIITLDSet(separated: TwitterTextTLDs.asciiNames) : nil
    }

    /// The end of the TLD starting at `start`, or `nil`. `limit` is where the text ends for the lookahead (the
    /// paragraph's end, or the host's end when splitting a host into its ASCII parts).
    ///
    /// - Complexity: O(length of the longest name that is a prefix of the text at `start`).
    func match(in bytes: [UInt8], at start: Int, limit: Int) -> Int? {
        if let asciiNames, start < limit, GrammarCharacters.isASCIILetter(bytes[start]) {
            // No name holds an ASCII character other than a letter: unless a non-ASCII character follows the run of
            // letters here (`vermögensberater`), the trie can only end a name at the end of that run (inside it, a
            // letter follows, which blocks a TLD end), and only when what follows the run does not block it.
            var end = start + 1
            while end < limit && GrammarCharacters.isASCIILetter(bytes[end]) { end += 1 }
            if end == limit || bytes[end] < 0x80 {
                if end == limit || !GrammarCharacters.blocksTLDEnd(UInt32(bytes[end])),
                    asciiNames.contains(lowerCasing: bytes, start..<end)
                {
                    return end
                }
                return Self.punycodeEnd(in: bytes, at: start, limit: limit)
            }
        }
        return trieMatch(in: bytes, at: start, limit: limit)
    }

    /// `(?=[^0-9a-z@+-]|$)` failing on `value`.
    @inline(__always)
    private func blocksEnd(_ value: UInt32) -> Bool {
        GrammarCharacters.blocksTLDEnd(value) || (foldsCaseAsOnigmo && (value == 0x17F || value == 0x212A))
    }

    /// ``match(in:at:limit:)`` by walking the trie.
    func trieMatch(in bytes: [UInt8], at start: Int, limit: Int) -> Int? {
        var node = -1
        var position = start
        var generic: Int?
        var country: Int?
        walk: while position < limit {
            let (value, length) = UTF8Scalars.scalar(in: bytes, at: position)
            let folded = Self.fold(value)
            if folded < 0x80 {
                guard let next = child(of: node, byte: UInt8(folded)) else { break walk }
                node = next
            } else {
                let (count, encoded) = Self.encode(folded)
                for index in 0..<count {
                    guard let next = child(of: node, byte: UInt8(truncatingIfNeeded: encoded >> (8 * index))) else { break walk }
                    node = next
                }
            }
            position += length
            let flags = terminal[node]
            if flags != 0, position >= limit || !blocksEnd(UTF8Scalars.scalar(in: bytes, at: position).value) {
                if flags & Self.genericFlag != 0 { generic = position }
                if flags & Self.countryFlag != 0 { country = position }
            }
        }
        if let end = generic ?? country { return end }
        return Self.punycodeEnd(in: bytes, at: start, limit: limit)
    }

    /// `xn--[-0-9a-z]+`, case-insensitive (`validPunycode.js`).
    private static func punycodeEnd(in bytes: [UInt8], at start: Int, limit: Int) -> Int? {
        guard start + 5 <= limit, bytes[start] | 0x20 == UInt8(ascii: "x"), bytes[start + 1] | 0x20 == UInt8(ascii: "n"),
            bytes[start + 2] == UInt8(ascii: "-"), bytes[start + 3] == UInt8(ascii: "-")
        else { return nil }
        var end = start + 4
        while end < limit, bytes[end] == UInt8(ascii: "-") || GrammarCharacters.isASCIIAlphanumeric(UInt32(bytes[end])) {
            end += 1
        }
        return end > start + 4 ? end : nil
    }

    @inline(__always)
    private func child(of node: Int, byte: UInt8) -> Int? {
        if node < 0 {
            let target = rootTable[Int(byte)]
            return target >= 0 ? Int(target) : nil
        }
        var index = Int(edgeStart[node])
        let end = Int(edgeStart[node + 1])
        while index < end {
            let edge = edgeBytes[index]
            if edge == byte { return index + 1 }
            if edge > byte { return nil }
            index += 1
        }
        return nil
    }

    @inline(__always)
    private static func fold(_ value: UInt32) -> UInt32 {
        if value < 0x80 { return (0x41...0x5A).contains(value) ? value | 0x20 : value }
        guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { return value }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let single = lower.first, single.value >= 0x80 else { return value }
        return single.value
    }

    /// The UTF-8 bytes of a non-ASCII scalar, first byte in the lowest 8 bits.
    @inline(__always)
    private static func encode(_ value: UInt32) -> (count: Int, bytes: UInt32) {
        switch value {
        case ..<0x800:
            return (2, (0xC0 | value >> 6) | (0x80 | value & 0x3F) << 8)
        case ..<0x10000:
            return (3, (0xE0 | value >> 12) | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16)
        default:
            return (4, (0xF0 | value >> 18) | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
                | (0x80 | value & 0x3F) << 24)
        }
    }
}
