/// Why X (twitter-text) does not link a near-miss candidate: what precedes a sigil (its hashtags and mentions refuse
/// a letter, digit or some symbols right before; its cashtags need white space), a hashtag without a letter, a
/// screen name over 20 characters or one that does not start with `[A-Za-z0-9_]`, a TLD outside twitter-text's list,
/// a tag that starts with an emoji, a mention followed by `@` (an address `@user@domain`, which X never links).
struct TwitterNearMissRule: NearMissRule {
    let recognizer: TwitterRecognizer
    var reasons: [HintReason] {
        [.glued, .notAfterSpace, .digitsOnly, .emoji, .invalidCharacter, .tooLong, .fediverseAddress, .unknownTLD, .invalidDomain, .other]
    }

    func explain(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> NearMissExplanation {
        let probe = NearMissProbe(recognizer: recognizer)
        switch candidate.form {
        case .sigil:
            if probe.linksAtStart(candidate, in: bytes) {
                if candidate.kind == .cashtag {
                    return .notAfterSpace(on: "X", .cashtag)
                }
                return NearMissExplanation(.glued, "On X a \(candidate.kind) cannot follow a letter, a digit or this symbol; put a space before it.")
            }
            return explainName(candidate, in: bytes)
        case .url, .bareDomain:
            if !candidate.hasKnownTopLevelDomain(in: bytes) {
                return NearMissExplanation(.unknownTLD, "X does not know the top-level domain of this address, so it is no link.")
            }
            if candidate.form == .bareDomain, probe.linksAtStart(candidate, in: bytes) {
                return NearMissExplanation(.glued, "On X a link without https:// cannot follow this character; put a space before it.")
            }
            return NearMissExplanation(.invalidDomain, "X links no address of this form.")
        }
    }

    private func explainName(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> NearMissExplanation {
        let name = candidate.name(in: bytes)
        switch candidate.kind {
        case .hashtag:
            if NearMissCandidate.isDigitsOnly(name) {
                return NearMissExplanation(.digitsOnly, "On X a hashtag needs at least one letter; digits alone are no tag.")
            }
            if NearMissCandidate.startsWithEmoji(name) {
                return NearMissExplanation(.emoji, "On X a hashtag cannot start with an emoji; of X, Bluesky and Mastodon only Bluesky links such a tag.")
            }
            if let first = name.first, first.properties.generalCategory.isMark || first.properties.isVariationSelector {
                return NearMissExplanation(.invalidCharacter, "On X a hashtag cannot start with this character.")
            }
            if !name.contains(where: { $0.properties.isAlphabetic }) {
                return NearMissExplanation(.invalidCharacter, "On X a hashtag needs at least one letter.")
            }
        case .mention:
            if candidate.isFollowedByAtSign(in: bytes) {
                return NearMissExplanation(.fediverseAddress, "X links no address @user@domain (a Mastodon mention); on X a mention is @ and a username alone.")
            }
            let screenName = name.prefix { $0.isASCII && GrammarCharacters.isASCIIWordCharacter(UInt8($0.value)) }
            if screenName.isEmpty {
                return NearMissExplanation(.invalidCharacter, "An X username starts with a letter, a digit or _ right after the @.")
            }
            // twitter-text links the first 20 characters of a longer name, unless an accented letter follows them.
            if screenName.count >= 20 {
                return NearMissExplanation(.tooLong, "An X username has at most 20 characters.")
            }
            if screenName.count < name.count {
                return NearMissExplanation(.invalidCharacter, "An X username takes only the letters A to Z, digits and _.")
            }
        default:
            break
        }
        return .notMade(by: "X", candidate.kind)
    }
}

extension TwitterRecognizer {
    var nearMissRule: any NearMissRule { TwitterNearMissRule(recognizer: self) }
}
