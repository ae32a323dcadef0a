/// Finds what twemoji-parser's emoji regex finds (``TwemojiPattern``): the emoji sequences that twitter-text's v3
/// configuration counts as one character each.
enum TwemojiMatcher {
    private static let regex: CompiledRegex = {
        do {
            return try CompiledRegex(TwemojiPattern.pattern)
        } catch {
            fatalError("the generated emoji pattern must compile: \(error)")
        }
    }()

    /// The matches in `text` (valid UTF-8), left to right, as JavaScript's global `exec` loop finds them.
    ///
    /// - Complexity: O(n).
    static func matches(in text: [UInt8]) -> [Range<Int>] {
        // Every alternative holds a scalar above U+007F (a keycap ends in U+20E3).
        guard text.contains(where: { $0 >= 0x80 }) else { return [] }
        return regex.withMatcher(over: text, range: 0..<text.count) { matcher in
            var found: [Range<Int>] = []
            var offset = 0
            while case .match(let range) = matcher.search(from: offset) {
                found.append(range)
                offset = range.upperBound
            }
            return found
        }
    }
}
