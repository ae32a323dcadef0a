/// Markdown links (`[label](https://example.com)`), the same in every profile: an opt-in kind
/// (``Highlighter/Options/markdownLinks``).
///
/// A link is `[`, a label of one or more characters without `]`, `](`, an `http://` or `https://` URL (the scheme in
/// any case, at least one character after it) without white space whose parentheses balance, and the `)` that closes
/// the one after the label. The label is taken from the leftmost `[` before its `]`, so `[a [b](https://x.y)` is one
/// link labelled `a [b`. A link lies in one paragraph (white space ends its URL, and a paragraph is one line).
enum MarkdownLinkRule {
    /// Appends the links of `bytes[range]` (valid UTF-8; a text or one paragraph of it) to `found`, in order, each with
    /// its URL as value, its label, and its ``LinkFacade`` when it has one.
    ///
    /// - Complexity: O(n) in the length of `range`: a `[` whose link fails makes every `[` before its `]` fail the
    ///   same way, so the scan resumes after that `]`; each URL's end comes from one pass that pairs parentheses.
    static func appendLinks(in bytes: [UInt8], range: Range<Int>, into found: inout [Entity]) {
        guard var open = bytes[range].firstIndex(of: UInt8(ascii: "[")) else { return }
        var closingParenthesis: [Int: Int]? = nil
        while true {
            guard let close = bytes[(open + 1)..<range.upperBound].firstIndex(of: UInt8(ascii: "]")) else { return }
            if close > open + 1, close + 1 < range.upperBound, bytes[close + 1] == UInt8(ascii: "(") {
                if closingParenthesis == nil { closingParenthesis = pairedParentheses(in: bytes, range: range) }
                if let end = closingParenthesis?[close + 1], isWebURL(bytes, (close + 2)..<end) {
                    let url = String(decoding: bytes[(close + 2)..<end], as: UTF8.self)
                    let label = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
                    found.append(.markdownLink(
                        range: open..<(end + 1), url: url, label: label, facade: LinkFacade.check(label: label, url: url)))
                    open = end + 1
                    guard let next = bytes[open..<range.upperBound].firstIndex(of: UInt8(ascii: "[")) else { return }
                    open = next
                    continue
                }
            }
            guard let next = bytes[(close + 1)..<range.upperBound].firstIndex(of: UInt8(ascii: "[")) else { return }
            open = next
        }
    }

    /// Each `(` of `bytes[range]` that a `)` closes with no white space between them, mapped to that `)`: one pass
    /// with a stack that white space empties.
    private static func pairedParentheses(in bytes: [UInt8], range: Range<Int>) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var stack: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte < 0x80 {
                switch byte {
                case UInt8(ascii: "("): stack.append(index)
                case UInt8(ascii: ")"): if let opening = stack.popLast() { pairs[opening] = index }
                case 0x09...0x0D, 0x20: stack.removeAll(keepingCapacity: true)
                default: break
                }
                index += 1
            } else {
                let scalar = UTF8Scalars.scalar(in: bytes, at: index)
                if UnicodeWhiteSpace.contains(scalar.value) {
                    stack.removeAll(keepingCapacity: true)
                }
                index += scalar.length
            }
        }
        return pairs
    }

    /// Whether `bytes[url]` starts with `http://` or `https://` (any case) and holds more after it.
    private static func isWebURL(_ bytes: [UInt8], _ url: Range<Int>) -> Bool {
        // The scheme must end before the URL's last byte, so that at least one byte follows it.
        let schemeEnd = url.upperBound - 1
        return UTF8Scalars.hasPrefixIgnoringCase("https://", in: bytes, at: url.lowerBound, end: schemeEnd)
            || UTF8Scalars.hasPrefixIgnoringCase("http://", in: bytes, at: url.lowerBound, end: schemeEnd)
    }
}
