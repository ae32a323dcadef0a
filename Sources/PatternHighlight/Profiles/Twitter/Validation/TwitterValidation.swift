/// twitter-text 3.1's validators, as its JavaScript reference decides: whether a whole string is a valid post,
/// username, list, hashtag or URL. A composer uses them on input fields (a handle, a link) rather than on a post.
///
/// ```swift
/// TwitterValidation.isValidUsername("@jack")      // true
/// TwitterValidation.isValidList("@jack/friends")  // true
/// TwitterValidation.isValidHashtag("#12345")      // false: a tag needs a letter
/// TwitterValidation.isValidURL("example.com", requiringProtocol: false)  // true
/// ```
public enum TwitterValidation {
    /// Whether `text` may be posted under `configuration` (`isValidTweetText`): not empty, weighted length within
    /// the maximum, no U+FFFE, U+FEFF or U+FFFF.
    ///
    /// - Complexity: O(n).
    public static func isValidTweetText(_ text: String, configuration: TwitterCountConfiguration = .v3) -> Bool {
        CountingRule.twitter(configuration).count(text).valid
    }

    /// Whether `text` is exactly one mention (`@name`, not a list), as `isValidUsername`: the mention extractor
    /// finds one name and it is the whole text after the sigil.
    public static func isValidUsername(_ text: String) -> Bool {
        let mentions = candidates(in: text).filter { $0.kind == .mention && $0.listSlug == nil }
        return mentions.count == 1 && mentions[0].value == String(text.unicodeScalars.dropFirst())
    }

    /// Whether `text` is exactly one list mention, `@name/slug` (`isValidList`): a sigil, 1–20 of `[A-Za-z0-9_]`,
    /// `/`, a letter and up to 24 of `[A-Za-z0-9_-]`, nothing before or after.
    public static func isValidList(_ text: String) -> Bool {
        var scalars = text.unicodeScalars[...]
        guard let sigil = scalars.popFirst(), sigil == "@" || sigil == "\u{FF20}" else { return false }
        let name = scalars.prefix { $0.isASCII && GrammarCharacters.isASCIIWordCharacter(UInt8($0.value)) }
        guard (1...20).contains(name.count) else { return false }
        scalars = scalars.dropFirst(name.count)
        guard scalars.popFirst() == "/", let first = scalars.popFirst(), first.isASCII,
            GrammarCharacters.isASCIILetter(UInt8(first.value))
        else { return false }
        return scalars.count <= 24
            && scalars.allSatisfy { $0.isASCII && ($0 == "-" || GrammarCharacters.isASCIIWordCharacter(UInt8($0.value))) }
    }

    /// Whether `text` is exactly one hashtag (`isValidHashtag`): the hashtag extractor, with hashtags inside URLs
    /// removed, finds one tag and it is the whole text after the sigil.
    public static func isValidHashtag(_ text: String) -> Bool {
        let found = candidates(in: text)
        let urls = found.filter { $0.kind == .url }
        let hashtags = found.filter { tag in
            tag.kind == .hashtag && !urls.contains { $0.range.overlaps(tag.range) }
        }
        return hashtags.count == 1 && hashtags[0].value == String(text.unicodeScalars.dropFirst())
    }

    /// Whether `text` is a well-formed URL (`isValidUrl`): RFC 3986's parts checked one by one, an `http` or
    /// `https` scheme when `requiringProtocol`, and a host that may hold non-ASCII labels when `allowingUnicodeDomains`.
    public static func isValidURL(_ text: String, allowingUnicodeDomains: Bool = true, requiringProtocol: Bool = true) -> Bool {
        TwitterURLValidation.isValid(text, unicodeDomains: allowingUnicodeDomains, requireProtocol: requiringProtocol)
    }

    /// The twitter profile's per-kind candidates (before overlap removal) in `text`, one paragraph at a time.
    private static func candidates(in text: String) -> [Entity] {
        TwitterRecognizer().candidates(in: text)
    }
}
