/// Mastodon's changes to twitter-text's URL expressions (`config/initializers/twitter_regex.rb`), as PCRE2
/// patterns for what follows a URL's host. Compiled caseless, as Ruby's `/i`: `[a-z]` then also takes U+212A and
/// U+017F, as Onigmo's case folding does.
enum MastodonURLPatterns {
    /// White_Space, spelled out (Onigmo's `\p{White_Space}`).
    static let whiteSpace = #"\x{09}-\x{0D}\x{20}\x{85}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}"#

    /// `valid_general_url_path_chars`: anything but White_Space, `<`, `>`, `(`, `)`, `?`.
    static let pathCharacters = "[^" + whiteSpace + "<>()?]"

    /// twitter-text's own (Ruby) path characters, which the balanced form that may end a path still uses: Mastodon
    /// redefines `valid_url_balanced_parens` only after splicing the old one into `valid_url_path_ending_chars`.
    static let originalPathCharacters = #"[a-z\p{Cyrillic}0-9!*';:=+,.$/%#\[\]\p{Pd}_~&|@"# + GrammarPatterns.latinAccents + "]"

    /// `( … )` with one nested level, over `characters`.
    static func balancedParentheses(_ characters: String) -> String {
        #"\((?:"# + characters + "+|" + characters + #"*\("# + characters + #"+\)"# + characters + #"*)\)"#
    }

    /// `valid_url_path_ending_chars`: a character that may end a path, or the original balanced form.
    static let pathEnding = "(?:[^" + whiteSpace + #"()?!*"'「」<>;:=,.$%\[\]~&|]|"# + balancedParentheses(originalPathCharacters) + ")"

    /// `valid_url_path`.
    static let path = "(?:" + pathCharacters + "*(?:" + balancedParentheses(pathCharacters) + pathCharacters + "*)*"
        + pathEnding + "|" + pathCharacters + "+/)"

    /// `UCHARS`: the usable non-ASCII ranges of every plane, which query strings gain.
    static let queryUnicode = #"\x{A0}-\x{D7FF}\x{F900}-\x{FDCF}\x{FDF0}-\x{FFEF}\x{10000}-\x{1FFFD}\x{20000}-\x{2FFFD}"#
        + #"\x{30000}-\x{3FFFD}\x{40000}-\x{4FFFD}\x{50000}-\x{5FFFD}\x{60000}-\x{6FFFD}\x{70000}-\x{7FFFD}"#
        + #"\x{80000}-\x{8FFFD}\x{90000}-\x{9FFFD}\x{A0000}-\x{AFFFD}\x{B0000}-\x{BFFFD}\x{C0000}-\x{CFFFD}"#
        + #"\x{D0000}-\x{DFFFD}\x{E1000}-\x{EFFFD}\x{E000}-\x{F8FF}\x{F0000}-\x{FFFFD}\x{100000}-\x{10FFFD}"#

    /// `valid_url_query_chars` then `valid_url_query_ending_chars`.
    static let query = #"\?[a-z0-9!?*'();:&=+$/%#\[\]\-_.,~|@\^"# + queryUnicode + #"]*[a-z0-9_&=#/\-"# + queryUnicode + "]"

    /// `:port`, `/path` (group `urlPath`) and `?query` after a host, anchored there; the path repetition
    /// backtracks, as in Ruby.
    static let tail = "(?::[0-9]+)?(?<urlPath>/" + path + "*)?(?:" + query + ")?"
}
