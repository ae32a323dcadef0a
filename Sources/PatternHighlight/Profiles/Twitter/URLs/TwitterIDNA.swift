/// twitter-text's host check, `idna.toAscii` in its JavaScript reference (`extractUrlsWithIndices.js`): whether a
/// URL host converts to ASCII. It is much lighter than IDNA `ToASCII` (RFC 3490), and the reference is what the
/// `twitter` profile mirrors:
///
/// - A host that starts with `xn--` converts only if an ASCII host (``HostGrammar/asciiHosts(in:_:tlds:)``,
///   `validAsciiDomain`) occurs somewhere in it.
/// - The host is split at `.` only. Each piece goes through Punycode's `toASCII` *as one string*: that splits it
///   again at `。`, `．` and `｡`, encodes every part holding a character above U+007E as `xn--` + Punycode (no
///   mapping, no lower-casing: Nameprep is not applied), and joins the parts with `.`. The joined result must be
///   1–63 characters long. So CJK text glued before a host through `。` makes one long piece, and the host fails.
///
/// The reference then counts the host in the URL's length as written (its `toAscii` returns the host unchanged).
enum TwitterIDNA {
    static let maximumLabelLength = 63

    /// Whether the host `bytes[range]` (valid UTF-8) converts. With `startingAtLowSurrogate`, the host begins in
    /// the middle of its first (astral) scalar, as the reference sees it at the start of a text
    /// (``URLMatch/startsAtLowSurrogate``): Punycode then encodes that lone low surrogate's code unit.
    ///
    /// - Complexity: O(n) for ASCII hosts; Punycode's O(n²) in the non-ASCII scalars of a piece otherwise.
    static func accepts(
        _ bytes: [UInt8], _ range: Range<Int>, tlds: TLDMatcher, startingAtLowSurrogate: Bool = false
    ) -> Bool {
        if range.count >= 4, bytes[range.lowerBound..<(range.lowerBound + 4)].elementsEqual("xn--".utf8),
            HostGrammar.asciiHosts(in: bytes, range, tlds: tlds).isEmpty
        {
            return false
        }
        if let valid = plainASCIIHostIsValid(bytes, range) { return valid }
        var pieceStart = range.lowerBound
        var firstPiece = startingAtLowSurrogate
        for index in range where bytes[index] == UInt8(ascii: ".") {
            guard pieceIsValid(bytes, pieceStart..<index, startingAtLowSurrogate: firstPiece) else { return false }
            pieceStart = index + 1
            firstPiece = false
        }
        return pieceIsValid(bytes, pieceStart..<range.upperBound, startingAtLowSurrogate: firstPiece)
    }

    /// For a host of scalars below U+007F, which Punycode leaves as they are: whether every piece between dots is
    /// 1–63 bytes long. `nil` when the host holds another scalar.
    private static func plainASCIIHostIsValid(_ bytes: [UInt8], _ range: Range<Int>) -> Bool? {
        // Without a branch per byte (dots come at no predictable place): a byte at or above 0x7F sets a flag, a
        // piece's start moves by a select, and a bad piece length sets another flag.
        bytes.withUnsafeBufferPointer { buffer in
            var pieceStart = range.lowerBound
            var badPieces = 0
            var encoded = 0
            for index in range {
                let byte = buffer[index]
                encoded |= byte >= 0x7F ? 1 : 0
                let isDot = byte == UInt8(ascii: ".")
                badPieces |= (isDot ? 1 : 0) & (isLengthValid(index - pieceStart) ? 0 : 1)
                pieceStart = isDot ? index + 1 : pieceStart
            }
            guard encoded == 0 else { return nil }
            return badPieces == 0 && isLengthValid(range.upperBound - pieceStart)
        }
    }

    /// Whether a length is allowed (1–63): one unsigned compare.
    @inline(__always)
    private static func isLengthValid(_ length: Int) -> Bool {
        UInt(bitPattern: length &- 1) < UInt(maximumLabelLength)
    }

    /// Whether Punycode's `toASCII` of `bytes[piece]` is 1–63 characters long.
    private static func pieceIsValid(_ bytes: [UInt8], _ piece: Range<Int>, startingAtLowSurrogate: Bool) -> Bool {
        guard let length = asciiLength(ofPiece: bytes, piece, startingAtLowSurrogate: startingAtLowSurrogate) else { return false }
        return isLengthValid(length)
    }

    /// The length of Punycode's `toASCII` of `bytes[piece]`, or `nil` when encoding overflows.
    private static func asciiLength(ofPiece bytes: [UInt8], _ piece: Range<Int>, startingAtLowSurrogate: Bool) -> Int? {
        var total = 0
        var parts = 0
        var part: [UInt32] = []
        var position = piece.lowerBound
        while true {
            let atEnd = position == piece.upperBound
            let scalar = atEnd ? (value: UInt32(0), length: 0) : UTF8Scalars.scalar(in: bytes, at: position)
            if atEnd || isSeparator(scalar.value) {
                guard let length = asciiLength(ofPart: part) else { return nil }
                total += length
                parts += 1
                part.removeAll(keepingCapacity: true)
                if atEnd { break }
            } else if startingAtLowSurrogate && position == piece.lowerBound && scalar.value > 0xFFFF {
                part.append(0xDC00 | ((scalar.value - 0x10000) & 0x3FF))
            } else {
                part.append(scalar.value)
            }
            position += scalar.length
        }
        return total + parts - 1
    }

    /// The length of one part as Punycode's `toASCII` writes it: as it is when every scalar is at most U+007E,
    /// else `xn--` and its Punycode encoding.
    private static func asciiLength(ofPart scalars: [UInt32]) -> Int? {
        guard scalars.contains(where: { $0 > 0x7E }) else { return scalars.count }
        guard let encoded = Punycode.encode(scalars) else { return nil }
        return 4 + encoded.utf8.count
    }

    /// The separators Punycode's `toASCII` splits at besides `.`.
    @inline(__always)
    private static func isSeparator(_ value: UInt32) -> Bool {
        value == 0x3002 || value == 0xFF0E || value == 0xFF61
    }
}
