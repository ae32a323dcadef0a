/// Mastodon in a cross-post (``CrosspostPlatform``): a mention of another server's account is `@user@domain`
/// (a bare `@user` is a local account of whichever instance posts it); the limit is the instance's
/// `max_characters`; a post is the API's `status` and `spoiler_text`.
struct MastodonCrosspost: CrosspostPlatform {
    let mentionForm = "user@domain, such as \"jack@mastodon.social\""

    func writesMention(_ handle: Substring) -> Bool {
        let pieces = handle.split(separator: "@", omittingEmptySubsequences: false)
        guard pieces.count == 2, let user = pieces.first, let domain = pieces.last, !user.isEmpty, !domain.isEmpty else {
            return false
        }
        let userBytes = user.utf8
        guard let first = userBytes.first, let last = userBytes.last,
            GrammarCharacters.isASCIIWordCharacter(first), GrammarCharacters.isASCIIWordCharacter(last)
        else { return false }
        return userBytes.allSatisfy { GrammarCharacters.isASCIIWordCharacter($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
            && !domain.hasPrefix(".") && !domain.hasSuffix(".")
    }

    func counter(_ count: TextCount) -> CrosspostCounter {
        CrosspostCounter(used: count.mastodon?.length ?? 0, limit: count.mastodon?.maxCharacters ?? 0)
    }

    func post(of part: ThreadPart, on profile: Profile, contentWarning: String) -> any PlatformPost {
        MastodonStatus(status: part.postedText, contentWarning: contentWarning)
    }
}

extension MastodonComposerPolicy: CrosspostPolicy {
    var crosspost: any CrosspostPlatform { MastodonCrosspost() }
}
