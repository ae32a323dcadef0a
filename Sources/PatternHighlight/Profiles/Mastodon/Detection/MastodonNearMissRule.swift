/// Why Mastodon 4.6 does not link a near-miss candidate: it has no cashtags, a hashtag or mention must follow white
/// space, a tag needs a letter (and starts with a word character, never an emoji), a mention of another server needs
/// its whole domain (`@bob@example.social`), a link needs its scheme and a top-level domain of twitter-text's list
/// (``TLDMatcher``), and a host must pass IDNA 2003 (characters of Unicode 3.2, labels of at most 63 characters).
struct MastodonNearMissRule: NearMissRule {
    let recognizer: MastodonRecognizer
    var reasons: [HintReason] {
        [.noCashtags, .notAfterSpace, .digitsOnly, .emoji, .invalidCharacter, .fediverseAddress, .noScheme, .unknownTLD, .invalidDomain, .other]
    }

    func explain(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> NearMissExplanation {
        if candidate.kind == .cashtag {
            return NearMissExplanation(.noCashtags, "Mastodon has no cashtags, so $ and a ticker stay plain text.")
        }
        let probe = NearMissProbe(recognizer: recognizer)
        switch candidate.form {
        case .sigil:
            if probe.linksAtStart(candidate, in: bytes) {
                return .notAfterSpace(on: "Mastodon", candidate.kind)
            }
            let name = candidate.name(in: bytes)
            if candidate.kind == .hashtag {
                if NearMissCandidate.isDigitsOnly(name) {
                    return NearMissExplanation(.digitsOnly, "Mastodon refuses hashtags made only of digits.")
                }
                if NearMissCandidate.startsWithEmoji(name) {
                    return NearMissExplanation(.emoji, "On Mastodon a hashtag cannot start with an emoji; of X, Bluesky and Mastodon only Bluesky links such a tag.")
                }
                if name.contains("_") && (!name.contains(where: { $0.properties.isAlphabetic }) || name.first == "_" && name.count < 3) {
                    return NearMissExplanation(.invalidCharacter, "A Mastodon hashtag needs a letter, and _ alone does not make one.")
                }
                if !name.contains(where: { $0.properties.isAlphabetic }) {
                    return NearMissExplanation(.invalidCharacter, "A Mastodon hashtag needs a letter.")
                }
            } else if let first = name.first, first == "." || first == "-" {
                return NearMissExplanation(.invalidCharacter, "A Mastodon username starts with a letter, a digit or _ right after the @.")
            } else if candidate.isFollowedByAtSign(in: bytes) {
                return NearMissExplanation(.fediverseAddress, "A mention of someone on another server needs a domain after the second @, such as @bob@example.social.")
            }
            return .notMade(by: "Mastodon", candidate.kind)
        case .bareDomain:
            if probe.links(candidate, in: bytes, after: "https://") {
                return NearMissExplanation(.noScheme, "Mastodon links an address only when it starts with https:// or http://.")
            }
            return NearMissExplanation(.invalidDomain, "Mastodon links no domain of this form, not even with https://.")
        case .url:
            if !candidate.hasKnownTopLevelDomain(in: bytes) {
                return NearMissExplanation(.unknownTLD, "Mastodon does not know the top-level domain of this address, so it is no link.")
            }
            if MastodonIDNA.convertedLength(bytes, candidate.host(in: bytes)) == nil {
                return NearMissExplanation(.invalidDomain, "Mastodon links no host with a label over 63 characters or a character outside Unicode 3.2.")
            }
            return NearMissExplanation(.other, "Mastodon links no address of this form.")
        }
    }
}

extension MastodonRecognizer {
    var nearMissRule: any NearMissRule { MastodonNearMissRule(recognizer: self) }
}
