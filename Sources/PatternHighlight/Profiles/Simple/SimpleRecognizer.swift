/// The `simple` profile: three naive patterns as one alternation, first alternative wins.
///
/// Kept naive on purpose (see `specs/simple.md`): `a@b.com` yields a mention, `#123` is a hashtag, a URL
/// ends at its last slash or word boundary, and bare domains are not links.
struct SimpleRecognizer: BuiltInRecognizer {
    static let patterns: [(kind: EntityKind, pattern: String)] = [
        (.hashtag, #"#\w+"#),
        (.mention, #"@[\w.-]+"#),
        (.url, #"(?i)https?://(?:www\.)?\S+(?:/|\b)"#),
    ]

    private let patternSet: PatternSet

    init() {
        do {
            patternSet = try PatternSet(Self.patterns)
        } catch {
            fatalError("built-in simple patterns must compile: \(error)")
        }
    }

    /// The one scan entry point: each paragraph on its own.
    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        let bytes = request.bytes
        return request.forEachParagraph { paragraph, _ in
            patternSet.forEachMatch(in: bytes, range: paragraph) { match, _ in
                let kind = patternSet.members[match.member].kind
                let valueStart = kind == .url ? match.range.lowerBound : match.range.lowerBound + 1
                let value = String(decoding: bytes[valueStart..<match.range.upperBound], as: UTF8.self)
                entities.append(Entity(kind: kind, range: match.range, value: value))
                return nil
            }
        }
    }
}
