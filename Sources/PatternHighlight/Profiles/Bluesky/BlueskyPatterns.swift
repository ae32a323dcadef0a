/// The four regular expressions of Bluesky's detector (`util.ts` in the atproto TypeScript SDK), in PCRE2 syntax.
///
/// Each is a pass of its own (see ``BlueskyRecognizer``). Every one starts with the preceding-character rule and
/// *consumes* that character, as the reference does. They are compiled without UCP and without caseless
/// matching, so that nothing Unicode-aware sneaks in: whitespace is JavaScript's (``BlueskyCharacters``), `\b`
/// is an ASCII word boundary, case-insensitivity is spelled out with ASCII classes (PCRE2's caseless mode
/// would let `[a-z]` match the Kelvin sign), and `\z` is the end of the paragraph.
enum BlueskyPatterns {
    private static let space = BlueskyCharacters.whitespaceClass

    /// Mentions: `(^|\s|\()(@)([a-zA-Z0-9.-]+)(\b)`. Group `handle`.
    static let mention = #"(?:^|[\#(space)]|\()@(?<handle>[a-zA-Z0-9.\-]+)\b"#

    /// Links: a scheme URL (any case, checked for lowercase `http` afterwards) or a bare domain followed by any
    /// non-whitespace. Groups `uri` (the candidate), `scheme` (first alternative) and `domain`.
    static let link =
        #"(?:^|[\#(space)]|\()(?<uri>(?<scheme>[hH][tT][tT][pP][sS]?://[^\#(space)]+)"#
        + #"|(?<domain>[a-zA-Z][a-zA-Z0-9]*+(?:\.[a-zA-Z0-9]++)+)[^\#(space)]*+)"#

    /// Hashtags: the sigil after the start or whitespace, then the body up to whitespace or an invisible stopper.
    /// Group `body` (possibly empty); the body's own rules are checked in ``BlueskyTag``.
    static let hashtag =
        #"(?:^|[\#(space)])[#\x{FF03}](?<body>[^\#(space)\#(BlueskyCharacters.tagStopperClass)]*+)"#

    /// Cashtags: `$` and 1–5 ASCII letters or digits, the first a letter, followed by whitespace, the end or one
    /// of `. , ; : ! ? ) " '` and `’`. Group `ticker`.
    static let cashtag =
        #"(?:^|[\#(space)]|\()\$(?<ticker>[A-Za-z][A-Za-z0-9]{0,4})(?=[\#(space)]|\z|[.,;:!?)"'\x{2019}])"#
}
