/// The `twitter` profile's compiled patterns: built once, immutable, shared by every thread.
struct TwitterRules: Sendable {
    /// Alternatives of ``entities``, in order.
    enum Member {
        static let mention = 0
        static let hashtag = 1
        static let cashtag = 2
        static let urlTrigger = 3
    }

    /// Mentions, hashtags, cashtags and URL triggers as one alternation: the one pass over each paragraph.
    let entities: PatternSet
    let mentionNameGroup: Int
    let mentionListGroup: Int
    let hashtagTextGroup: Int
    let cashtagTextGroup: Int

    /// `:port`, `/path`, `?query` after a URL host (anchored), and its path group.
    let urlTail: CompiledRegex
    let urlPathGroup: Int
    /// `/slug?query` after a `t.co` host (anchored).
    let tcoTail: CompiledRegex
    let tlds: TwitterTLDMatcher

    /// A leading `@name` (anchored at the start of the text).
    let reply: CompiledRegex
    /// The preceding-character rules alone (empty matches, anchored at a sigil), for ``TwitterRecognizer/allowsSigil(_:in:at:paragraphStart:)``.
    let mentionPreceding: CompiledRegex
    let hashtagPreceding: CompiledRegex
    let cashtagPreceding: CompiledRegex

    static let shared = TwitterRules()

    private init() {
        do {
            entities = try PatternSet([
                (.mention, TwitterPatterns.mention),
                (.hashtag, TwitterPatterns.hashtag),
                (.cashtag, TwitterPatterns.cashtag),
                (.url, TwitterPatterns.urlTrigger),
            ])
            urlTail = try CompiledRegex(TwitterPatterns.urlTail)
            tcoTail = try CompiledRegex(TwitterPatterns.tcoTail)
            reply = try CompiledRegex(TwitterPatterns.reply)
            mentionPreceding = try CompiledRegex(TwitterPatterns.mentionPreceding)
            hashtagPreceding = try CompiledRegex(TwitterPatterns.hashtagPreceding)
            cashtagPreceding = try CompiledRegex(TwitterPatterns.cashtagPreceding)
        } catch {
            fatalError("built-in twitter patterns must compile: \(error)")
        }
        func group(_ regex: CompiledRegex, _ name: String) -> Int {
            guard let number = regex.groupNumber(named: name) else { fatalError("twitter pattern lacks group \(name)") }
            return number
        }
        mentionNameGroup = group(entities.regex, "mentionName")
        mentionListGroup = group(entities.regex, "mentionList")
        hashtagTextGroup = group(entities.regex, "hashtagText")
        cashtagTextGroup = group(entities.regex, "cashtagText")
        urlPathGroup = group(urlTail, "urlPath")
        tlds = .shared
    }
}
