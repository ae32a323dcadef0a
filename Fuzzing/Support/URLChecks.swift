/// What a URL entity's value may be: an `http`/`https` URL, or a bare domain (perhaps with a port), which
/// links as `https://`. Written independently of the library's own rule, so a fuzz run checks one against
/// the other. Compared as ASCII bytes: a combining mark after `//` must not hide the scheme.
public enum URLChecks {
    /// Whether `value` starts with `http://` or `https://`, in any case.
    public static func hasWebScheme(_ value: String) -> Bool {
        let bytes = Array(value.utf8.prefix(8)).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return bytes.starts(with: Array("http://".utf8)) || bytes.starts(with: Array("https://".utf8))
    }

    public static func isWebTarget(_ value: String) -> Bool {
        if hasWebScheme(value) { return true }
        let bytes = Array(value.utf8).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        // No scheme: no ':' before the first '/', '?' or '#' — or one followed only by a port number.
        let authority = bytes.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        guard let colon = authority.firstIndex(of: UInt8(ascii: ":")) else { return true }
        let port = authority[(colon + 1)...]
        return !port.isEmpty && port.allSatisfy { (0x30...0x39).contains($0) } && authority[..<colon].contains(UInt8(ascii: "."))
    }
}
