/// The focused policies a profile's ``ComposerPolicy`` adopts (``LinkCardPolicy``, ``MentionDomainPolicy``), found by
/// one cast each when the profile is made, and kept behind one reference.
final class FocusedPolicies: Sendable {
    /// The card rules: the policy's, else the defaults.
    let cards: any LinkCardPolicy
    /// The rule for the domain a mention names, when the policy has one.
    let mentionDomains: (any MentionDomainPolicy)?

    init(_ policy: any ComposerPolicy) {
        cards = policy as? any LinkCardPolicy ?? DefaultLinkCardPolicy()
        mentionDomains = policy as? any MentionDomainPolicy
    }
}
