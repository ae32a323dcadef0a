/// Which domain a platform's mention names (a handle that is a domain, the domain of `user@domain`), so that its
/// labels are checked like a URL's host (``HostWarning``): a focused part of a profile's policy
/// (``ComposerPolicy``). A policy that does not adopt it names no domain in a mention.
public protocol MentionDomainPolicy: Sendable {
    /// The domain a mention whose value is `value` names, or `nil`.
    func mentionDomain(_ value: String) -> Substring?
}
