/// The short form the official Bluesky app shows and posts for a link's visible text: the text parsed as a WHATWG
/// URL (`WHATWGURLSubset`), then the host (and a port that is not the default) followed by the path part — path,
/// `?query`, `#fragment`, each only when not empty, the path only when not `/` — cut to its first 13 characters and
/// `...` when it is longer than 15.
///
/// Text that does not parse as an `http` or `https` URL (a bare domain, a rejected host) is its own short form.
public enum BlueskyShortLink {
    /// The longest path part kept whole.
    public static let maximumPathLength = 15
    /// How many characters of a longer path part are kept before `...`.
    public static let keptPathLength = 13

    /// The short form of a link whose visible text is `text`.
    ///
    /// ```swift
    /// BlueskyShortLink.shortForm(of: "https://EXAMPLE.com:443/search?q=swift#results")   // "example.com/search?q=swi..."
    /// BlueskyShortLink.shortForm(of: "example.com/a/very/long/path")                     // unchanged: no scheme
    /// ```
    public static func shortForm(of text: String) -> String {
        guard let url = WHATWGURLSubset(parsing: text) else { return text }
        var host = url.host
        if let port = url.port { host += ":\(port)" }
        var pathPart = url.path == "/" ? "" : url.path
        if let query = url.query, !query.isEmpty { pathPart += "?" + query }
        if let fragment = url.fragment, !fragment.isEmpty { pathPart += "#" + fragment }
        // Every part is ASCII here, so characters are bytes.
        guard pathPart.utf8.count > maximumPathLength else { return host + pathPart }
        return host + String(decoding: pathPart.utf8.prefix(keptPathLength), as: UTF8.self) + "..."
    }

    /// Whether `bytes[range]` holds `http`, with which every link whose short form is not its text begins.
    ///
    /// - Complexity: O(`range.count`): sixteen bytes at a time (``ByteBlockScanner``) from 64 bytes on, a byte at a
    ///   time in the few words around a keystroke (where the scanner's set-up would cost more than it saves).
    static func holdsHTTP(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        if range.count < 64 {
            var index = range.lowerBound
            while index + 4 <= range.upperBound {
                if bytes[index] == UInt8(ascii: "h"), bytes[index + 1] == UInt8(ascii: "t"), bytes[index + 2] == UInt8(ascii: "t"),
                   bytes[index + 3] == UInt8(ascii: "p") {
                    return true
                }
                index += 1
            }
            return false
        }
        var starts = ByteBlockScanner<HTTPStart>(bytes, range)
        while let start = starts.next() {
            if start + 4 <= range.upperBound && bytes[start + 3] == UInt8(ascii: "p") { return true }
        }
        return false
    }

    /// `htt`, where `http` may begin (the scan checks the `p`).
    enum HTTPStart: ByteBlockPattern {
        @inline(__always)
        static func wanted(
            _ block: SIMD16<UInt8>, next: SIMD16<UInt8>, afterNext: SIMD16<UInt8>
        ) -> SIMDMask<SIMD16<Int8>> {
            (block .== splat(UInt8(ascii: "h"))) .& (next .== splat(UInt8(ascii: "t"))) .& (afterNext .== splat(UInt8(ascii: "t")))
        }
    }

    /// The short form of the link text `bytes[range]`, as UTF-8, or `nil` when it is the text itself. Only text that
    /// begins with `http` can change; any other is answered without parsing.
    static func changedShortForm(of bytes: [UInt8], _ range: Range<Int>) -> [UInt8]? {
        guard range.count >= 5, bytes[range.lowerBound] == UInt8(ascii: "h"),
              bytes[range.lowerBound + 1] == UInt8(ascii: "t"), bytes[range.lowerBound + 2] == UInt8(ascii: "t"),
              bytes[range.lowerBound + 3] == UInt8(ascii: "p") else { return nil }
        let short = Array(shortForm(of: String(decoding: bytes[range], as: UTF8.self)).utf8)
        return short.elementsEqual(bytes[range]) ? nil : short
    }

    /// The length of the short form of the link text `bytes[range]` when the text is plain enough for the short form
    /// to be its host and path part as written, or `nil` (then ``shortForm(of:)`` parses it). Plain: `http://` or
    /// `https://`, a host of letter, digit and hyphen labels (none empty, none `xn--`, none beginning or ending with a
    /// hyphen, the last not beginning with a digit, no port or user), then printable ASCII that no percent-encode
    /// set holds, with no `%`, no `/.` (a dot segment), no empty query or fragment. What a keystroke next to a link
    /// asks, without allocating.
    static func plainShortFormLength(of bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let end = range.upperBound
        var index = range.lowerBound
        // Only text beginning with a lower-case `http` is shortened (``changedShortForm(of:_:)``).
        guard end - index > 7, bytes[index] == UInt8(ascii: "h"), bytes[index + 1] == UInt8(ascii: "t"),
              bytes[index + 2] == UInt8(ascii: "t"), bytes[index + 3] == UInt8(ascii: "p") else { return nil }
        index += 4
        if bytes[index] | 0x20 == UInt8(ascii: "s") { index += 1 }
        guard end - index > 3, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
              bytes[index + 2] == UInt8(ascii: "/") else { return nil }
        index += 3
        let hostStart = index
        var labelStart = index
        /// Whether the label `bytes[labelStart..<labelEnd]` may stand in a plain host.
        func isPlainLabel(_ labelEnd: Int) -> Bool {
            guard labelEnd > labelStart, bytes[labelStart] != UInt8(ascii: "-"), bytes[labelEnd - 1] != UInt8(ascii: "-") else {
                return false
            }
            return labelEnd - labelStart < 4 || bytes[labelStart] | 0x20 != UInt8(ascii: "x") || bytes[labelStart + 1] | 0x20 != UInt8(ascii: "n")
                || bytes[labelStart + 2] != UInt8(ascii: "-") || bytes[labelStart + 3] != UInt8(ascii: "-")
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: ".") {
                guard isPlainLabel(index) else { return nil }
                labelStart = index + 1
            } else if !(byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) && !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                && byte != UInt8(ascii: "-") {
                return nil
            }
            index += 1
        }
        // The last label beginning with a digit may make the host an IPv4 address.
        guard isPlainLabel(index), !(bytes[labelStart] >= UInt8(ascii: "0") && bytes[labelStart] <= UInt8(ascii: "9")) else { return nil }
        let hostLength = index - hostStart
        var pathPartStart = index
        var previous: UInt8 = 0
        while index < end {
            let byte = bytes[index]
            guard byte > 0x20, byte < 0x7F else { return nil }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: "^"), UInt8(ascii: "|"), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "%"):
                return nil
            case UInt8(ascii: "."):
                if previous == UInt8(ascii: "/") { return nil }
            case UInt8(ascii: "?"), UInt8(ascii: "#"):
                if index + 1 == end || bytes[index + 1] == UInt8(ascii: "#") { return nil }
            default:
                break
            }
            previous = byte
            index += 1
        }
        // A path of `/` alone is not shown.
        if pathPartStart < end, bytes[pathPartStart] == UInt8(ascii: "/"),
           pathPartStart + 1 == end || bytes[pathPartStart + 1] == UInt8(ascii: "?") || bytes[pathPartStart + 1] == UInt8(ascii: "#") {
            pathPartStart += 1
        }
        let pathPartLength = end - pathPartStart
        return hostLength + (pathPartLength > maximumPathLength ? keptPathLength + 3 : pathPartLength)
    }
}
