/// The part of the WHATWG URL Standard's parser that a link's short form needs (``BlueskyShortLink``): an absolute
/// URL of a special scheme, no base, parsed into its serialised host, port, path, query and fragment, as a browser's
/// `new URL(text)` would give them.
///
/// Followed: tabs and newlines removed, leading and trailing C0 controls and spaces stripped, the scheme
/// lower-cased, any run of `/` and `\` after it skipped, user info dropped, the host parsed by ``WHATWGHost``, a
/// port of digits (at most 65535) kept unless it is the scheme's default, `\` read as `/` in the path, `.` and
/// `..` segments (also written `%2e`) resolved, and path, query and fragment percent-encoded with the standard's
/// sets (existing `%XX` kept as typed). Any scheme but `http` and `https` is not parsed (`nil`).
struct WHATWGURLSubset: Hashable {
    /// `http` or `https`.
    let scheme: String
    /// The serialised host: lower-cased ASCII, IPv4 dotted, IPv6 in brackets.
    let host: String
    /// The port, when one was written and it is not the scheme's default.
    let port: Int?
    /// The serialised path, beginning with `/`.
    let path: String
    /// The serialised query without `?`, `nil` when there was no `?`.
    let query: String?
    /// The serialised fragment without `#`, `nil` when there was no `#`.
    let fragment: String?

    /// Parses `text`; `nil` when the standard's parser fails or the scheme is not `http` or `https`.
    init?(parsing text: String) {
        var scalars = Array(text.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }

        // Scheme.
        guard let colon = scalars.firstIndex(of: ":"), colon > 0, Self.isASCIIAlpha(scalars[0]) else { return nil }
        for scalar in scalars[1..<colon] {
            guard Self.isASCIIAlpha(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "." else {
                return nil
            }
        }
        let scheme = String(String.UnicodeScalarView(scalars[0..<colon])).lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        self.scheme = scheme
        var pointer = colon + 1
        while pointer < scalars.count, scalars[pointer] == "/" || scalars[pointer] == "\\" { pointer += 1 }

        // Authority: up to `/`, `\`, `?`, `#`.
        var authorityEnd = pointer
        while authorityEnd < scalars.count, !["/", "\\", "?", "#"].contains(scalars[authorityEnd]) { authorityEnd += 1 }
        var hostStart = pointer
        if let at = scalars[pointer..<authorityEnd].lastIndex(of: "@") {
            hostStart = at + 1
            guard hostStart < authorityEnd else { return nil }
        }
        var hostEnd = authorityEnd
        var insideBrackets = false
        for index in hostStart..<authorityEnd {
            if scalars[index] == "[" { insideBrackets = true }
            if scalars[index] == "]" { insideBrackets = false }
            if scalars[index] == ":", !insideBrackets {
                hostEnd = index
                break
            }
        }
        guard hostEnd > hostStart else { return nil }
        guard let host = WHATWGHost.serialize(String(String.UnicodeScalarView(scalars[hostStart..<hostEnd]))) else {
            return nil
        }
        self.host = host
        var port: Int?
        if hostEnd < authorityEnd {
            let digits = scalars[(hostEnd + 1)..<authorityEnd]
            if !digits.isEmpty {
                var value = 0
                for digit in digits {
                    guard ("0"..."9").contains(digit) else { return nil }
                    value = value * 10 + Int(digit.value - 0x30)
                    guard value <= 65535 else { return nil }
                }
                port = value
            }
        }
        self.port = port == (scheme == "https" ? 443 : 80) ? nil : port

        // Path, query, fragment.
        pointer = authorityEnd
        var pathEnd = pointer
        while pathEnd < scalars.count, scalars[pathEnd] != "?", scalars[pathEnd] != "#" { pathEnd += 1 }
        path = Self.serializePath(scalars[pointer..<pathEnd])
        pointer = pathEnd
        var query: String?
        if pointer < scalars.count, scalars[pointer] == "?" {
            var queryEnd = pointer + 1
            while queryEnd < scalars.count, scalars[queryEnd] != "#" { queryEnd += 1 }
            query = Self.percentEncoded(scalars[(pointer + 1)..<queryEnd], encoding: Self.inSpecialQuerySet)
            pointer = queryEnd
        }
        self.query = query
        fragment = pointer < scalars.count
            ? Self.percentEncoded(scalars[(pointer + 1)...], encoding: Self.inFragmentSet) : nil
    }

    private static func isASCIIAlpha(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The path's segments (split at `/` and `\`), each percent-encoded, dot segments resolved.
    private static func serializePath(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var segments: [String] = []
        var pieces = scalars.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }
        // The text after the host starts with a separator (or is empty): the first piece is empty.
        if pieces.first?.isEmpty == true, !scalars.isEmpty { pieces.removeFirst() }
        for (index, piece) in pieces.enumerated() {
            let isLast = index == pieces.count - 1
            let segment = percentEncoded(piece, encoding: inPathSet)
            let lowered = segment.lowercased()
            if lowered == ".." || lowered == ".%2e" || lowered == "%2e." || lowered == "%2e%2e" {
                if !segments.isEmpty { segments.removeLast() }
                if isLast { segments.append("") }
            } else if lowered == "." || lowered == "%2e" {
                if isLast { segments.append("") }
            } else {
                segments.append(segment)
            }
        }
        if segments.isEmpty { return "/" }
        return "/" + segments.joined(separator: "/")
    }

    /// `scalars` with every one in the set (and every non-ASCII one) written as `%XX` escapes of its UTF-8 bytes.
    private static func percentEncoded(
        _ scalars: ArraySlice<Unicode.Scalar>, encoding inSet: (Unicode.Scalar) -> Bool
    ) -> String {
        var output = ""
        for scalar in scalars {
            if scalar.value < 0x20 || scalar.value > 0x7E || inSet(scalar) {
                for byte in String(scalar).utf8 { output += "%" + hexByte(byte) }
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    private static func inFragmentSet(_ scalar: Unicode.Scalar) -> Bool { " \"<>`".unicodeScalars.contains(scalar) }
    private static func inSpecialQuerySet(_ scalar: Unicode.Scalar) -> Bool { " \"#<>'".unicodeScalars.contains(scalar) }
    private static func inPathSet(_ scalar: Unicode.Scalar) -> Bool { " \"#<>?`{}^|".unicodeScalars.contains(scalar) }
}
