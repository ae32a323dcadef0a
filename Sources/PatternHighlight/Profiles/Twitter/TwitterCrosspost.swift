/// X in a cross-post (``CrosspostPlatform``): a mention is `@` and a screen name of up to 20 ASCII letters, digits
/// and `_`; the limit is the configuration's weighted length; a post is its text.
struct TwitterCrosspost: CrosspostPlatform {
    let mentionForm = "a screen name of 1 to 20 ASCII letters, digits and _, such as \"jack\""

    /// A screen name: `alice.bsky.social` is none (X would link `@alice`, another account).
    func writesMention(_ handle: Substring) -> Bool {
        (1...20).contains(handle.utf8.count) && handle.utf8.allSatisfy(GrammarCharacters.isASCIIWordCharacter)
    }

    func counter(_ count: TextCount) -> CrosspostCounter {
        CrosspostCounter(used: count.twitter?.weightedLength ?? 0, limit: count.twitter?.configuration.maxWeightedLength ?? 0)
    }

    func post(of part: ThreadPart, on profile: Profile, contentWarning: String) -> any PlatformPost {
        TwitterPost(text: part.postedText)
    }
}

extension TwitterComposerPolicy: CrosspostPolicy {
    var crosspost: any CrosspostPlatform { TwitterCrosspost() }
}
