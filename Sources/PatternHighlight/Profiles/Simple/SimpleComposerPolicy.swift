/// The simple profile's composer policy: its patterns have no preceding-character rule, so a sigil may follow
/// anything, and annotate mode reports a lone trailing `@` or `#`. Triggers: mentions, hashtags and (opted in)
/// shortcodes; the profile has no cashtags. Its card is the default (``LinkCardPolicy``): the first `http` or `https`
/// URL, never a quote. It adopts no ``CrosspostPolicy``: the profile is no cross-post target.
struct SimpleComposerPolicy: ComposerPolicy {
    var tokenKinds: [EntityKind] { [.mention, .hashtag, .shortcode] }
    var reportsTrailingSigil: Bool { true }

    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool { true }
}
