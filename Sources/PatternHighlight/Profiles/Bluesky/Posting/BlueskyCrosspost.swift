/// Bluesky in a cross-post (``CrosspostPlatform``): a mention is `@` and a domain handle
/// (`alice.bsky.social`); the limit is the app's 300 display graphemes (or, when only the byte limit is passed, its
/// 3,000 posted bytes); a post is the record the app sends, text and facets (``BlueskyPost``).
struct BlueskyCrosspost: CrosspostPlatform {
    let mentionForm = "a domain handle, such as \"jack.bsky.social\""

    /// A handle in Bluesky's syntax, the detector's own rule (``BlueskyDomain/isValidHandle(_:)``, up to 253
    /// characters): whether its TLD is known does not matter here.
    func writesMention(_ handle: Substring) -> Bool {
        BlueskyDomain.isValidHandle(handle)
    }

    func counter(_ count: TextCount) -> CrosspostCounter {
        CrosspostCounter(used: count.bluesky?.displayGraphemes ?? 0, limit: BlueskyCount.maxGraphemes)
    }

    func overLimit(_ count: TextCount) -> Int {
        guard let figures = count.bluesky else { return 0 }
        let graphemes = figures.displayGraphemes - BlueskyCount.maxGraphemes
        return graphemes > 0 ? graphemes : max(0, figures.postedBytes - BlueskyCount.maxBytes)
    }

    /// The record the app sends, text and facets, its mentions given the DIDs of the profile's ``DIDMap``
    /// (``Profile/resolvingMentions(with:)``).
    func post(of part: ThreadPart, on profile: Profile, contentWarning: String) -> any PlatformPost {
        (part.blueskyPost ?? BlueskyPost(text: part.text, facets: [])).resolvingMentions(with: profile.mentionDIDs)
    }
}

extension BlueskyComposerPolicy: CrosspostPolicy {
    var crosspost: any CrosspostPlatform { BlueskyCrosspost() }
}
