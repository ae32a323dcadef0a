/// Bluesky in a cross-post (``CrosspostPlatform``): a mention is `@` and a domain handle
/// (`alice.bsky.social`); the limit is the app's 300 display graphemes (or, when only the byte limit is passed, its
/// 3,000 posted bytes); a post is the record the app sends, text and facets (``BlueskyPost``).
struct BlueskyCrosspost: CrosspostPlatform {
    func writesMention(_ handle: Substring) -> Bool {
        let labels = handle.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last?.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(last | 0x20)
        else { return false }
        return labels.allSatisfy { label in
            !label.isEmpty && label.count <= 63 && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { byte in
                    byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                        || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                }
        }
    }

    func counter(_ count: TextCount) -> CrosspostCounter {
        CrosspostCounter(used: count.bluesky?.displayGraphemes ?? 0, limit: BlueskyCount.maxGraphemes)
    }

    func overLimit(_ count: TextCount) -> Int {
        guard let figures = count.bluesky else { return 0 }
        let graphemes = figures.displayGraphemes - BlueskyCount.maxGraphemes
        return graphemes > 0 ? graphemes : max(0, figures.postedBytes - BlueskyCount.maxBytes)
    }

    func post(of part: ThreadPart, spoilerText: String) -> CrosspostPost {
        guard let post = part.blueskyPost else { return CrosspostPost(text: part.text, facets: []) }
        return CrosspostPost(text: post.text, facets: post.facets)
    }
}

extension BlueskyComposerPolicy {
    var crosspost: (any CrosspostPlatform)? { BlueskyCrosspost() }
}
