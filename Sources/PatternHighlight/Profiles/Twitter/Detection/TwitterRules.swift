/// The `twitter` profile's compiled patterns: built once, immutable, shared by every thread (a class, so that the
/// scans that hold it share one reference).
final class TwitterRules: Sendable {
    /// `@name` or `@name/list`, anchored at its sigil (the preceding-character rule is a lookbehind).
    let mention: CompiledRegex
    /// `#tag`, anchored at its sigil.
    let hashtag: CompiledRegex
    /// `$TICKER`, anchored at its sigil.
    let cashtag: CompiledRegex
    let mentionNameGroup: Int
    let mentionListGroup: Int
    let hashtagTextGroup: Int
    let cashtagTextGroup: Int

    /// Runs `body` with match data that has room for every pattern's groups, for one scan: a spare from
    /// ``matchDataPool`` when there is one, so that a keystroke's scan allocates none.
    func withMatchData<Result>(_ body: (RegexMatchData) throws -> Result) rethrows -> Result {
        try matchDataPool.withSpare(make: { RegexMatchData(for: [mention, hashtag, cashtag, urlTail, tcoTail]) }, body)
    }

    private let matchDataPool = SparePool<RegexMatchData>()

    /// `:port`, `/path`, `?query` after a URL host (anchored), and its path group.
    let urlTail: CompiledRegex
    let urlPathGroup: Int
    /// `/slug?query` after a `t.co` host (anchored).
    let tcoTail: CompiledRegex
    let tlds: TLDMatcher
    /// twitter-text's own URL rules for ``URLScanner``: `http(s)`, ``urlTail``, UTF-16 code units.
    let urlDialect: URLDialect

    /// A leading `@name` (anchored at the start of the text).
    let reply: CompiledRegex
    /// The preceding-character rules alone (empty matches, anchored at a sigil), for ``TwitterComposerPolicy/allowsSigil(_:in:at:paragraphStart:)``.
    let mentionPreceding: CompiledRegex
    let hashtagPreceding: CompiledRegex
    let cashtagPreceding: CompiledRegex

    static let shared = TwitterRules()

    private init() {
        do {
            let anchored: RegexOptions = [.unicodeProperties, .anchored]
            mention = try CompiledRegex(TwitterPatterns.mention, options: anchored)
            // The same sets, without the ranges that PCRE2's own \p{L}\p{M}\p{Nd} already hold.
            let letters = TwitterClassPruning.pruned(TwitterPatterns.hashtagLetters)
            let alphanumerics = TwitterClassPruning.pruned(TwitterPatterns.hashtagAlphanumerics)
            hashtag = try CompiledRegex(TwitterPatterns.hashtag(letters: letters, alphanumerics: alphanumerics), options: anchored)
            cashtag = try CompiledRegex(TwitterPatterns.cashtag, options: anchored)
            urlTail = try CompiledRegex(TwitterPatterns.urlTail, options: anchored)
            tcoTail = try CompiledRegex(TwitterPatterns.tcoTail, options: anchored)
            reply = try CompiledRegex(TwitterPatterns.reply)
            mentionPreceding = try CompiledRegex(TwitterPatterns.mentionPreceding)
            hashtagPreceding = try CompiledRegex(TwitterPatterns.hashtagPreceding(alphanumerics: alphanumerics))
            cashtagPreceding = try CompiledRegex(TwitterPatterns.cashtagPreceding)
        } catch {
            fatalError("built-in twitter patterns must compile: \(error)")
        }
        func group(_ regex: CompiledRegex, _ name: String) -> Int {
            guard let number = regex.groupNumber(named: name) else { fatalError("twitter pattern lacks group \(name)") }
            return number
        }
        mentionNameGroup = group(mention, "mentionName")
        mentionListGroup = group(mention, "mentionList")
        hashtagTextGroup = group(hashtag, "hashtagText")
        cashtagTextGroup = group(cashtag, "cashtagText")
        urlPathGroup = group(urlTail, "urlPath")
        tlds = .shared
        urlDialect = URLDialect(
            schemes: .http, domainCharacters: .javaScript, tlds: tlds, tail: urlTail, pathGroup: urlPathGroup, decidesASCIITails: true,
            matchesUTF16CodeUnits: true, foldsCaseAsOnigmo: false)
    }
}
