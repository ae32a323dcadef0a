/// The `twitter` profile's regular expressions in PCRE2 syntax, transcribed from twitter-text @ `30e2430`
/// (`js/src/regexp/*.js`, `rb/lib/twitter-text/regex.rb`, Java `Regex.java`; see `specs/twitter-text.md`).
///
/// Two systematic changes from the reference, both exact:
/// - The reference regexes *consume* the character before an entity (`(^|[^…])@…`). Here that group is a
///   lookbehind, so a match starts at the entity; that the reference consumed it (and so cannot reuse it for the
///   next match of the same kind) is replayed by ``TwitterRecognizer``.
/// - Letters are spelled `[A-Za-z]` and the patterns compile without `PCRE2_CASELESS`, which under UTF+UCP would
///   also let `[a-z]` match U+212A and U+017F (spec rule 6). Java's `CASE_INSENSITIVE` is ASCII-only too.
///
/// Everything the reference decides *after* its regex matched (end-of-match checks, the URL host, TLD, length
/// and t.co rules) is host code; see ``TwitterRecognizer`` and ``URLScanner``.
enum TwitterPatterns {
    // MARK: - Character sets (contents of `[…]`)

    /// twitter-text's spaces (`spacesGroup.js`, `UNICODE_SPACES`).
    static let spaces = #"\x{0009}-\x{000D}\x{0020}\x{0085}\x{00A0}\x{1680}\x{180E}\x{2000}-\x{200A}"#
        + #"\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}"#

    /// Bidirectional formatting characters (`directionalMarkersGroup.js`, `DIRECTIONAL_CHARACTERS`).
    static let directionalMarks = #"\x{061C}\x{200E}\x{200F}\x{202A}-\x{202E}\x{2066}-\x{2069}"#

    /// Characters not allowed in a post (`invalidCharsGroup.js`).
    static let invalidCharacters = #"\x{FFFE}\x{FEFF}\x{FFFF}"#

    /// "Latin accents" (``GrammarPatterns/latinAccents``).
    static let latinAccents = GrammarPatterns.latinAccents

    /// Cyrillic as the URL path classes know it (`cyrillicLettersAndMarks.js`).
    static let cyrillic = #"\x{0400}-\x{04FF}"#

    /// twitter-text's `punct` (`regexp/punct.js`): ASCII punctuation without `"` and the backtick, which it leaves out.
    static let urlPunctuation = #"\x{21}\x{23}-\x{2F}\x{3A}-\x{40}\x{5B}-\x{5F}\x{7B}-\x{7E}"#

    /// Hashtag letters and marks: `\p{L}\p{M}` plus the letters twitter-text adds for its Unicode version
    /// (`HASHTAG_LETTERS_AND_MARKS` in regex.rb, astral ranges included).
    static let hashtagLetters = #"\p{L}\p{M}"# +
        #"\x{037F}\x{0528}-\x{052F}\x{08A0}-\x{08B2}\x{08E4}-\x{08FF}\x{0978}\x{0980}\x{0C00}\x{0C34}\x{0C81}"# +
        #"\x{0D01}\x{0EDE}\x{0EDF}\x{10C7}\x{10CD}\x{10FD}-\x{10FF}\x{16F1}-\x{16F8}\x{17B4}\x{17B5}\x{191D}"# +
        #"\x{191E}\x{1AB0}-\x{1ABE}\x{1BAB}-\x{1BAD}\x{1BBA}-\x{1BBF}\x{1CF3}-\x{1CF6}\x{1CF8}\x{1CF9}"# +
        #"\x{1DE7}-\x{1DF5}\x{2CF2}\x{2CF3}\x{2D27}\x{2D2D}\x{2D66}\x{2D67}\x{9FCC}\x{A674}-\x{A67B}"# +
        #"\x{A698}-\x{A69D}\x{A69F}\x{A792}-\x{A79F}\x{A7AA}-\x{A7AD}\x{A7B0}\x{A7B1}\x{A7F7}-\x{A7F9}"# +
        #"\x{A9E0}-\x{A9EF}\x{A9FA}-\x{A9FE}\x{AA7C}-\x{AA7F}\x{AAE0}-\x{AAEF}\x{AAF2}-\x{AAF6}\x{AB30}-\x{AB5A}"# +
        #"\x{AB5C}-\x{AB5F}\x{AB64}\x{AB65}\x{F870}-\x{F87F}\x{F882}\x{F884}-\x{F89F}\x{F8B8}\x{F8C1}-\x{F8D6}"# +
        #"\x{FA2E}\x{FA2F}\x{FE27}-\x{FE2D}\x{102E0}\x{1031F}\x{10350}-\x{1037A}\x{10500}-\x{10527}"# +
        #"\x{10530}-\x{10563}\x{10600}-\x{10736}\x{10740}-\x{10755}\x{10760}-\x{10767}\x{10860}-\x{10876}"# +
        #"\x{10880}-\x{1089E}\x{10980}-\x{109B7}\x{109BE}\x{109BF}\x{10A80}-\x{10A9C}\x{10AC0}-\x{10AC7}"# +
        #"\x{10AC9}-\x{10AE6}\x{10B80}-\x{10B91}\x{1107F}\x{110D0}-\x{110E8}\x{11100}-\x{11134}\x{11150}-\x{11173}"# +
        #"\x{11176}\x{11180}-\x{111C4}\x{111DA}\x{11200}-\x{11211}\x{11213}-\x{11237}\x{112B0}-\x{112EA}"# +
        #"\x{11301}-\x{11303}\x{11305}-\x{1130C}\x{1130F}\x{11310}\x{11313}-\x{11328}\x{1132A}-\x{11330}\x{11332}"# +
        #"\x{11333}\x{11335}-\x{11339}\x{1133C}-\x{11344}\x{11347}\x{11348}\x{1134B}-\x{1134D}\x{11357}"# +
        #"\x{1135D}-\x{11363}\x{11366}-\x{1136C}\x{11370}-\x{11374}\x{11480}-\x{114C5}\x{114C7}\x{11580}-\x{115B5}"# +
        #"\x{115B8}-\x{115C0}\x{11600}-\x{11640}\x{11644}\x{11680}-\x{116B7}\x{118A0}-\x{118DF}\x{118FF}"# +
        #"\x{11AC0}-\x{11AF8}\x{1236F}-\x{12398}\x{16A40}-\x{16A5E}\x{16AD0}-\x{16AED}\x{16AF0}-\x{16AF4}"# +
        #"\x{16B00}-\x{16B36}\x{16B40}-\x{16B43}\x{16B63}-\x{16B77}\x{16B7D}-\x{16B8F}\x{16F00}-\x{16F44}"# +
        #"\x{16F50}-\x{16F7E}\x{16F8F}-\x{16F9F}\x{1BC00}-\x{1BC6A}\x{1BC70}-\x{1BC7C}\x{1BC80}-\x{1BC88}"# +
        #"\x{1BC90}-\x{1BC99}\x{1BC9D}\x{1BC9E}\x{1E800}-\x{1E8C4}\x{1E8D0}-\x{1E8D6}\x{1EE00}-\x{1EE03}"# +
        #"\x{1EE05}-\x{1EE1F}\x{1EE21}\x{1EE22}\x{1EE24}\x{1EE27}\x{1EE29}-\x{1EE32}\x{1EE34}-\x{1EE37}\x{1EE39}"# +
        #"\x{1EE3B}\x{1EE42}\x{1EE47}\x{1EE49}\x{1EE4B}\x{1EE4D}-\x{1EE4F}\x{1EE51}\x{1EE52}\x{1EE54}\x{1EE57}"# +
        #"\x{1EE59}\x{1EE5B}\x{1EE5D}\x{1EE5F}\x{1EE61}\x{1EE62}\x{1EE64}\x{1EE67}-\x{1EE6A}\x{1EE6C}-\x{1EE72}"# +
        #"\x{1EE74}-\x{1EE77}\x{1EE79}-\x{1EE7C}\x{1EE7E}\x{1EE80}-\x{1EE89}\x{1EE8B}-\x{1EE9B}\x{1EEA1}-\x{1EEA3}"# +
        #"\x{1EEA5}-\x{1EEA9}\x{1EEAB}-\x{1EEBB}"#

    /// Hashtag digits: `\p{Nd}` plus twitter-text's additions (`HASHTAG_NUMERALS`).
    static let hashtagNumerals = #"\p{Nd}"# +
        #"\x{0DE6}-\x{0DEF}\x{A9F0}-\x{A9F9}\x{110F0}-\x{110F9}\x{11136}-\x{1113F}\x{111D0}-\x{111D9}"# +
        #"\x{112F0}-\x{112F9}\x{114D0}-\x{114D9}\x{11650}-\x{11659}\x{116C0}-\x{116C9}\x{118E0}-\x{118E9}"# +
        #"\x{16A60}-\x{16A69}\x{16B50}-\x{16B59}"#

    /// Characters allowed inside a hashtag that are neither letters nor digits (`HASHTAG_SPECIAL_CHARS`).
    static let hashtagSpecials = #"_\x{200C}\x{200D}\x{A67E}\x{05BE}\x{05F3}\x{05F4}\x{FF5E}\x{301C}\x{309B}\x{309C}"#
        + #"\x{30A0}\x{30FB}\x{3003}\x{0F0B}\x{0F0C}\x{00B7}"#

    static let hashtagAlphanumerics = hashtagLetters + hashtagNumerals + hashtagSpecials

    // MARK: - Mentions

    /// What may come before `@` (`validMentionPrecedingChars.js`): start, a character outside
    /// `[A-Za-z0-9_!#$%&*@＠]`, or `RT`/`rt`/`Rt`/`rT` plus optional `:` after the start or a character outside
    /// `[A-Za-z0-9_+~.-]`. Each lookbehind branch has a fixed length, as PCRE2 requires.
    static let mentionPreceding = #"(?<=^|[^A-Za-z0-9_!#$%&*@\x{FF20}]|^[rR][tT]|^[rR][tT]:"#
        + #"|[^A-Za-z0-9_+~.\-][rR][tT]|[^A-Za-z0-9_+~.\-][rR][tT]:)"#

    /// `@name` and `@name/list` (`validMentionOrList.js`): one `@` or `＠`, 1–20 name characters (a longer name
    /// is cut at 20), optional `/slug`. Groups `mentionName` and `mentionList`.
    static let mention = mentionPreceding
        + #"[@\x{FF20}](?<mentionName>[A-Za-z0-9_]{1,20})(?<mentionList>/[A-Za-z][A-Za-z0-9_\-]{0,24})?"#

    /// A leading `@name` (`VALID_REPLY` in Regex.java: spaces and directional marks may come first). Group 1.
    static let reply = #"^["# + spaces + directionalMarks + #"]*+[@\x{FF20}]([A-Za-z0-9_]{1,20})"#

    // MARK: - Hashtags

    /// What may come before `#` (`hashtagBoundary.js`): start, U+FE0E/U+FE0F, or one character that is neither a
    /// hashtag alphanumeric nor `&`.
    static let hashtagPreceding = hashtagPreceding(alphanumerics: hashtagAlphanumerics)

    /// ``hashtagPreceding`` with the alphanumerics spelled `alphanumerics` (the same set, see ``TwitterClassPruning``).
    static func hashtagPreceding(alphanumerics: String) -> String {
        #"(?:^|(?<=[\x{FE0E}\x{FE0F}])|(?<![&"# + alphanumerics + #"]))"#
    }

    /// `#tag` (`validHashtag.js`): `#` or `＃` not followed by U+FE0F or U+20E3 (keycap), then alphanumerics with
    /// at least one letter or mark. Group `hashtagText`.
    static let hashtag = hashtag(letters: hashtagLetters, alphanumerics: hashtagAlphanumerics)

    /// ``hashtag`` with the letters and alphanumerics spelled `letters` and `alphanumerics` (the same sets).
    static func hashtag(letters: String, alphanumerics: String) -> String {
        hashtagPreceding(alphanumerics: alphanumerics) + #"[#\x{FF03}](?![\x{FE0F}\x{20E3}])(?<hashtagText>["#
            + alphanumerics + "]*[" + letters + "][" + alphanumerics + "]*)"
    }

    // MARK: - Cashtags

    /// What may come before `$`: start or a space (`validCashtag.js`, the JavaScript reference; Java and Ruby also
    /// accept a directional mark, the reference bundle does not).
    static let cashtagPreceding = "(?<=^|[" + spaces + "])"

    /// JavaScript's `\s`: what the reference's cashtag lookahead accepts as a space. Not twitter-text's own spaces:
    /// it holds U+FEFF and lacks U+0085 and U+180E.
    static let javaScriptWhitespace = #"\x{09}-\x{0D}\x{20}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}"#
        + #"\x{205F}\x{3000}\x{FEFF}"#

    /// `$TICKER` (`validCashtag.js`): 1–6 letters, optionally `.` or `_` and 1–2 letters, then the end, JavaScript
    /// whitespace or twitter-text's punctuation (``urlPunctuation``: not `"` or the backtick). Group `cashtagText`.
    static let cashtag = cashtagPreceding + #"\$(?<cashtagText>[A-Za-z]{1,6}(?:[._][A-Za-z]{1,2})?)"#
        + "(?=\\z|[" + javaScriptWhitespace + urlPunctuation + "])"

    // MARK: - URLs

    /// `validGeneralUrlPathChars.js`.
    static let urlPathCharacters = "[A-Za-z" + cyrillic + #"0-9!*';:=+,.$/%#\[\]\-\x{2013}_~@|&"# + latinAccents + "]"

    /// `validUrlPathEndingChars.js` without its `|(?:balanced parentheses)` branch (see ``urlPathSegment``).
    static let urlPathEndingCharacters = #"[+\-A-Za-z"# + cyrillic + "0-9=_#/" + latinAccents + "]"

    /// `validUrlBalancedParens.js`: `( … )` with at most one nested level.
    static let urlBalancedParentheses = #"\((?:"# + urlPathCharacters + "+|" + urlPathCharacters + #"*\("#
        + urlPathCharacters + #"+\)"# + urlPathCharacters + #"*)\)"#

    /// `validUrlPath.js`. The reference splices `validUrlPathEndingChars` (`[…]|(?:parens)`) into it unparenthesised
    /// (JavaScript's `regexSupplant`, Java's string concatenation), so its parenthesis branch is an alternative of
    /// the whole segment, not an alternative ending: `(?:G*(?:P G*)*E|P|@G+/)`. That is why `/r'&(v.ky)` followed by
    /// a non-path character yields only `/r` (Ruby's interpolation groups it and would keep the parentheses).
    static let urlPathSegment = "(?:" + urlPathCharacters + "*(?:" + urlBalancedParentheses + urlPathCharacters
        + "*)*" + urlPathEndingCharacters + "|" + urlBalancedParentheses + "|@" + urlPathCharacters + "+/)"

    /// `validUrlQueryChars.js` and `validUrlQueryEndingChars.js`.
    static let urlQuery = #"\?[A-Za-z0-9!?*'@();:&=+$/%#\[\]\-_.,~|]*[A-Za-z0-9\-_&=#/]"#

    /// What follows a URL's host (`extractUrl.js` groups 6–8): optional `:port`, `/path` (group `urlPath`),
    /// `?query`. Matched anchored at the end of the host. The path repetition is possessive as in Java: nothing
    /// after it can fail, so backtracking into it could never change the match, only cost time.
    static let urlTail = "(?::[0-9]++)?(?<urlPath>/" + urlPathSegment + "*+)?(?:" + urlQuery + ")?"

    /// The part of `validTcoUrl.js` after `https://t.co`: `/slug` (group 1) and an optional query. Matched
    /// anchored at the end of a `t.co` host, within the URL.
    static let tcoTail = "/([A-Za-z0-9]++)(?:" + urlQuery + ")?"
}
