/// Why the simple profile does not link a near-miss candidate: it has no cashtags and no bare domains, and its
/// `\w` (PCRE2's) differs from the candidates' in places (emoji are none).
struct SimpleNearMissRule: NearMissRule {
    var reasons: [HintReason] { [.noCashtags, .noScheme, .emoji, .other] }

    func explain(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> NearMissExplanation {
        switch (candidate.form, candidate.kind) {
        case (_, .cashtag):
            return NearMissExplanation(.noCashtags, "The simple profile has no cashtags, so $ and a ticker stay plain text.")
        case (.bareDomain, _):
            return NearMissExplanation(.noScheme, "The simple profile links an address only when it starts with https:// or http://.")
        case (.sigil, .hashtag) where NearMissCandidate.startsWithEmoji(candidate.name(in: bytes)):
            return NearMissExplanation(.emoji, "The simple profile's hashtags start with a letter, a digit or _, never an emoji.")
        default:
            return NearMissExplanation(.other, "The simple profile's pattern does not take this \(candidate.kind).")
        }
    }
}

extension SimpleRecognizer {
    var nearMissRule: any NearMissRule { SimpleNearMissRule() }
}
