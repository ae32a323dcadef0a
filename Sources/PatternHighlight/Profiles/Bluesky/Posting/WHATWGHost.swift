/// The host of a special (`http`, `https`) URL as the WHATWG URL Standard parses and serialises it: a domain
/// mapped to ASCII (``DomainToASCII``), an IPv4 address in any of its written forms normalised to dotted
/// decimal, or an IPv6 address in brackets, compressed. Only what a link's short form needs
/// (``BlueskyShortLink``).
enum WHATWGHost {
    /// The serialised host of `input` (the authority's host part as typed, without brackets removed), or `nil`
    /// when the standard's host parser fails.
    static func serialize(_ input: String) -> String? {
        let scalars = Array(input.unicodeScalars)
        if scalars.first == "[" {
            guard scalars.count >= 2, scalars.last == "]" else { return nil }
            guard let pieces = parseIPv6(Array(scalars[1..<(scalars.count - 1)])) else { return nil }
            return "[" + serializeIPv6(pieces) + "]"
        }
        guard let decoded = percentDecoded(Array(input.utf8)) else { return nil }
        guard let ascii = DomainToASCII.map(String(decoding: decoded, as: UTF8.self)), !ascii.isEmpty else {
            return nil
        }
        for byte in ascii.utf8 where isForbiddenDomainByte(byte) { return nil }
        if endsInNumber(ascii) {
            guard let address = parseIPv4(ascii) else { return nil }
            return [24, 16, 8, 0].map { String((address >> UInt32($0)) & 0xFF) }.joined(separator: ".")
        }
        return ascii
    }

    /// `%XX` escapes decoded to bytes; a `%` not followed by two hex digits stays as it is.
    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                out.append(UInt8(high * 16 + low))
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// The forbidden domain code points of the standard that are ASCII (the mapped host is ASCII).
    private static func isForbiddenDomainByte(_ byte: UInt8) -> Bool {
        if byte <= 0x20 || byte == 0x7F { return true }
        return "#%/:<>?@[\\]^|".utf8.contains(byte)
    }

    /// Whether the last label (ignoring one empty last label) is a number, so the host is parsed as IPv4.
    private static func endsInNumber(_ host: String) -> Bool {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.last == "" {
            if parts.count == 1 { return false }
            parts.removeLast()
        }
        guard let last = parts.last, !last.isEmpty else { return false }
        if last.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        return ipv4Number(String(last)) != nil
    }

    /// One IPv4 part: decimal, octal after a leading `0`, hexadecimal after `0x`.
    private static func ipv4Number(_ part: String) -> UInt64? {
        var digits = Substring(part)
        guard !digits.isEmpty else { return nil }
        var radix = 10
        if digits.count >= 2, digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            digits = digits.dropFirst(2)
            radix = 16
        } else if digits.count >= 2, digits.hasPrefix("0") {
            digits = digits.dropFirst()
            radix = 8
        }
        if digits.isEmpty { return 0 }
        var value: UInt64 = 0
        for character in digits {
            guard let digit = character.hexDigitValue, digit < radix, character.isASCII else { return nil }
            value = value * UInt64(radix) + UInt64(digit)
            if value > UInt64(UInt32.max) * 256 { value = UInt64(UInt32.max) * 256 }
        }
        return value
    }

    private static func parseIPv4(_ host: String) -> UInt32? {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "", parts.count > 1 { parts.removeLast() }
        guard parts.count <= 4 else { return nil }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = ipv4Number(part) else { return nil }
            numbers.append(number)
        }
        for number in numbers.dropLast() where number > 255 { return nil }
        let last = numbers.removeLast()
        let limit = UInt64(1) << UInt64(8 * (5 - parts.count))
        guard last < limit else { return nil }
        var address = last
        for (index, number) in numbers.enumerated() { address += number << UInt64(8 * (3 - index)) }
        return UInt32(address)
    }

    /// The eight 16-bit pieces of an IPv6 address (the text between the brackets), or `nil`.
    static func parseIPv6(_ input: [Unicode.Scalar]) -> [UInt16]? {
        var pieces = [UInt16](repeating: 0, count: 8)
        var pieceIndex = 0
        var compress: Int?
        var pointer = 0
        func at(_ index: Int) -> Unicode.Scalar? { index < input.count ? input[index] : nil }
        if at(pointer) == ":" {
            guard at(pointer + 1) == ":" else { return nil }
            pointer += 2
            pieceIndex += 1
            compress = pieceIndex
        }
        while let scalar = at(pointer) {
            guard pieceIndex < 8 else { return nil }
            if scalar == ":" {
                guard compress == nil else { return nil }
                pointer += 1
                pieceIndex += 1
                compress = pieceIndex
                continue
            }
            var value = 0
            var length = 0
            while length < 4, let next = at(pointer), next.isASCII, let digit = Character(next).hexDigitValue {
                value = value * 16 + digit
                pointer += 1
                length += 1
            }
            if at(pointer) == "." {
                guard length > 0 else { return nil }
                pointer -= length
                guard pieceIndex <= 6 else { return nil }
                var numbersSeen = 0
                while let next = at(pointer) {
                    var ipv4Piece: Int?
                    if numbersSeen > 0 {
                        guard next == ".", numbersSeen < 4 else { return nil }
                        pointer += 1
                    }
                    guard let first = at(pointer), first.isASCII, first.properties.numericType != nil,
                          ("0"..."9").contains(first) else { return nil }
                    while let digitScalar = at(pointer), ("0"..."9").contains(digitScalar) {
                        let number = Int(digitScalar.value - 0x30)
                        if let current = ipv4Piece {
                            guard current != 0 else { return nil }
                            ipv4Piece = current * 10 + number
                        } else {
                            ipv4Piece = number
                        }
                        guard ipv4Piece! <= 255 else { return nil }
                        pointer += 1
                    }
                    pieces[pieceIndex] = pieces[pieceIndex] * 0x100 + UInt16(ipv4Piece!)
                    numbersSeen += 1
                    if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
                }
                guard numbersSeen == 4 else { return nil }
                break
            } else if at(pointer) == ":" {
                pointer += 1
                guard at(pointer) != nil else { return nil }
            } else if at(pointer) != nil {
                return nil
            }
            pieces[pieceIndex] = UInt16(value)
            pieceIndex += 1
        }
        if let compress {
            var swaps = pieceIndex - compress
            pieceIndex = 7
            while pieceIndex != 0, swaps > 0 {
                pieces.swapAt(pieceIndex, compress + swaps - 1)
                pieceIndex -= 1
                swaps -= 1
            }
        } else if pieceIndex != 8 {
            return nil
        }
        return pieces
    }

    /// Lower-case hexadecimal pieces, the first longest run of two or more zero pieces written `::`.
    static func serializeIPv6(_ pieces: [UInt16]) -> String {
        var bestStart = -1
        var bestLength = 1
        var index = 0
        while index < 8 {
            if pieces[index] == 0 {
                var end = index
                while end < 8, pieces[end] == 0 { end += 1 }
                if end - index > bestLength {
                    bestStart = index
                    bestLength = end - index
                }
                index = end
            } else {
                index += 1
            }
        }
        var output = ""
        var ignore0 = false
        for index in 0..<8 {
            if ignore0, pieces[index] == 0 { continue }
            ignore0 = false
            if index == bestStart {
                output += index == 0 ? "::" : ":"
                ignore0 = true
                continue
            }
            output += String(pieces[index], radix: 16)
            if index != 7 { output += ":" }
        }
        return output
    }
}
