/// Emoji shortcodes (`:smile:`), the same in every profile: an opt-in kind (``Highlighter/Options/shortcodes``).
///
/// A shortcode is `:`, two or more name characters (`[A-Za-z0-9_]`) and `:`, where the first colon does not follow
/// a letter, a digit (any script: general categories L and Nd) or another `:`, so that `12:30:45`, `http://x`,
/// `a:bc:` and `::ab:` hold none. The full-width colon `：` (U+FF1A) is not a colon here: no platform's shortcode
/// picker opens on it, and CJK text uses it as punctuation.
enum ShortcodeRule {
    /// The fewest name characters a shortcode (and a shortcode being typed) has.
    static let minimumNameLength = 2

    /// Whether `byte` is a name character: `[A-Za-z0-9_]`.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }

    /// Whether the `:` at `offset` may open a shortcode, judged by the scalar before it in
    /// `bytes[lowerBound..<offset]`: none, or one that is not a letter, a decimal digit or `:`.
    static func opens(in bytes: [UInt8], at offset: Int, lowerBound: Int) -> Bool {
        guard let previous = UTF8Scalars.unicodeScalar(in: bytes, before: offset, lowerBound: lowerBound)?.scalar else {
            return true
        }
        if previous.isASCII {
            let byte = UInt8(previous.value)
            return byte != UInt8(ascii: ":") && !(isNameByte(byte) && byte != UInt8(ascii: "_"))
        }
        switch previous.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
            return false
        default:
            return true
        }
    }

    /// Appends the shortcodes of `bytes[range]` (valid UTF-8; a text or one paragraph of it) to `found`, in order,
    /// each with its name as value. A shortcode holds no line break, so a whole text may be scanned at once.
    ///
    /// - Complexity: O(n) in the length of `range`: each byte is looked at a bounded number of times.
    static func appendShortcodes(in bytes: [UInt8], range: Range<Int>, into found: inout [Entity]) {
        var offset = range.lowerBound
        let end = range.upperBound
        while offset < end {
            guard bytes[offset] == UInt8(ascii: ":") else {
                offset += 1
                continue
            }
            let colon = offset
            var nameEnd = colon + 1
            while nameEnd < end && isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            if nameEnd < end, bytes[nameEnd] == UInt8(ascii: ":"), nameEnd - colon - 1 >= minimumNameLength,
                opens(in: bytes, at: colon, lowerBound: range.lowerBound)
            {
                found.append(Entity(
                    kind: .shortcode, range: colon..<(nameEnd + 1),
                    value: String(decoding: bytes[(colon + 1)..<nameEnd], as: UTF8.self)))
                offset = nameEnd + 1
            } else {
                // Any later shortcode starts at or after `nameEnd` (a name holds no colon).
                offset = max(nameEnd, colon + 1)
            }
        }
    }

    /// Merges `shortcodes` into `entities[from...]` (both sorted, neither overlapping itself): on overlap the one that
    /// starts first stays, and on a tie the profile's entity.
    static func merge(_ shortcodes: [Entity], into entities: inout [Entity], from start: Int) {
        let profileEntities = entities[start...]
        var merged: [Entity] = []
        merged.reserveCapacity(profileEntities.count + shortcodes.count)
        var profileIndex = profileEntities.startIndex
        var codeIndex = shortcodes.startIndex
        var end = Int.min
        while profileIndex < profileEntities.endIndex || codeIndex < shortcodes.endIndex {
            let takesProfile: Bool
            if profileIndex == profileEntities.endIndex {
                takesProfile = false
            } else if codeIndex == shortcodes.endIndex {
                takesProfile = true
            } else {
                takesProfile = profileEntities[profileIndex].range.lowerBound <= shortcodes[codeIndex].range.lowerBound
            }
            let candidate = takesProfile ? profileEntities[profileIndex] : shortcodes[codeIndex]
            if takesProfile { profileIndex += 1 } else { codeIndex += 1 }
            guard candidate.range.lowerBound >= end else { continue }
            merged.append(candidate)
            end = candidate.range.upperBound
        }
        entities.replaceSubrange(start..., with: merged)
    }
}
