/// The `mastodon` profile's compiled URL rules: twitter-text's URL scan in Mastodon's dialect, built once and
/// shared (a class, so that scans share one reference).
final class MastodonURLRules: Sendable {
    /// Mastodon's dialect of ``URLScanner``: its schemes, its tail (``MastodonURLPatterns/tail``), and code
    /// points rather than UTF-16 units (Ruby).
    let dialect: URLDialect

    static let shared = MastodonURLRules()

    private let matchDataPool = SparePool<RegexMatchData>()

    /// The schemes of Mastodon's `valid_url`: `http(s)` and the ones it adds, under Onigmo's case folding.
    static let schemes = URLSchemes(
        names: ["https", "http", "dat", "dweb", "ipfs", "ipns", "ssb", "gopher", "gemini"].map { Array($0.utf8) },
        foldsLongS: true)

    /// Runs `body` with match data for the tail, a spare one when there is one.
    func withMatchData<Result>(_ body: (RegexMatchData) throws -> Result) rethrows -> Result {
        try matchDataPool.withSpare(make: { RegexMatchData(for: [dialect.tail]) }, body)
    }

    private init() {
        let tail: CompiledRegex
        do {
            tail = try CompiledRegex(MastodonURLPatterns.tail, options: [.unicodeProperties, .anchored, .caseless])
        } catch {
            fatalError("built-in mastodon patterns must compile: \(error)")
        }
        guard let pathGroup = tail.groupNumber(named: "urlPath") else { fatalError("mastodon tail lacks group urlPath") }
        dialect = URLDialect(
            schemes: Self.schemes, domainCharacters: .ruby, tlds: .onigmo, tail: tail, pathGroup: pathGroup, decidesASCIITails: false,
            matchesUTF16CodeUnits: false, foldsCaseAsOnigmo: true)
    }
}
