/// Why Bluesky (the atproto SDK's `detectFacets`) does not link a near-miss candidate: a sigil or bare domain not
/// after white space (or `(` for mentions and links), a handle without a domain or with a character outside
/// `[A-Za-z0-9.-]` or an unknown TLD, a tag of digits only or over 64 graphemes, a bare domain with a hyphen or a
/// non-ASCII letter, an address `@user@domain` (Bluesky mentions handles only).
struct BlueskyNearMissRule: NearMissRule {
    let recognizer: BlueskyRecognizer
    var reasons: [HintReason] {
        [.notAfterSpace, .digitsOnly, .tooLong, .invalidCharacter, .incomplete, .fediverseAddress, .unknownTLD, .invalidDomain, .other]
    }

    func explain(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> NearMissExplanation {
        if NearMissProbe(recognizer: recognizer).linksAtStart(candidate, in: bytes) {
            return .notAfterSpace(on: "Bluesky", candidate.kind)
        }
        let name = candidate.name(in: bytes)
        switch (candidate.form, candidate.kind) {
        case (.sigil, .hashtag):
            if NearMissCandidate.isDigitsOnly(name) {
                return NearMissExplanation(.digitsOnly, "On Bluesky a tag needs a character other than digits.")
            }
            if String(String.UnicodeScalarView(name)).count > BlueskyTag.maximumGraphemes {
                return NearMissExplanation(.tooLong, "A Bluesky tag has at most \(BlueskyTag.maximumGraphemes) characters.")
            }
            if let first = name.first, first.properties.generalCategory.isMark {
                return NearMissExplanation(.invalidCharacter, "A Bluesky tag cannot start with this character.")
            }
            if name.allSatisfy({ $0.properties.generalCategory == .decimalNumber || $0.properties.generalCategory == .connectorPunctuation }) {
                return NearMissExplanation(.invalidCharacter, "A Bluesky tag needs a character other than digits and punctuation such as _.")
            }
        case (.sigil, .mention):
            if let first = name.first, first == "." || first == "-" {
                return NearMissExplanation(.invalidCharacter, "A Bluesky handle starts with a letter or a digit right after the @.")
            }
            if candidate.isFollowedByAtSign(in: bytes) {
                return NearMissExplanation(.fediverseAddress, "Bluesky links no address @user@domain; a Bluesky mention is a handle such as @alice.bsky.social.")
            }
            if !name.contains(".") {
                return NearMissExplanation(.incomplete, "A Bluesky mention is a full handle with its domain, such as @alice.bsky.social.")
            }
            if name.contains(where: { !(GrammarCharacters.isASCIIAlphanumeric($0.value) || $0 == "." || $0 == "-") }) {
                return NearMissExplanation(.invalidCharacter, "A Bluesky handle takes only the letters a to z, digits, dots and hyphens.")
            }
            let label = candidate.lastHostLabel(in: bytes)
            if !IANATLDs.all.contains(UTF8Scalars.string(decoding: bytes, label).lowercased()) {
                return NearMissExplanation(.unknownTLD, "The handle's top-level domain does not exist, so Bluesky makes no mention of it.")
            }
            return NearMissExplanation(.invalidDomain, "Bluesky takes no handle of this form.")
        case (.bareDomain, _):
            if name.contains(where: { $0 == "-" || !$0.isASCII }) {
                return NearMissExplanation(.invalidDomain, "Bluesky links a domain without https:// only when it has no hyphen and no letter outside a to z.")
            }
            return NearMissExplanation(.invalidDomain, "Bluesky links no domain of this form without https://.")
        case (.sigil, .cashtag):
            if name.count > BlueskyCashtag.maximumTickerLength {
                return NearMissExplanation(.tooLong, "A Bluesky cashtag has at most \(BlueskyCashtag.maximumTickerLength) letters or digits.")
            }
        case (.url, _):
            return NearMissExplanation(.invalidDomain, "Bluesky links no address of this form.")
        default:
            break
        }
        return .notMade(by: "Bluesky", candidate.kind)
    }
}

extension BlueskyRecognizer {
    var nearMissRule: any NearMissRule { BlueskyNearMissRule(recognizer: self) }
}
