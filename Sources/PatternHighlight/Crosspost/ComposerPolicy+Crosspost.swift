extension ComposerPolicy {
    /// The platform's cross-post plug-in, when its policy adopts ``CrosspostPolicy``.
    var crosspost: (any CrosspostPlatform)? { (self as? any CrosspostPolicy)?.crosspost }
}

extension Profile {
    /// The platform's cross-post plug-in, or `nil` when the profile cannot be a cross-post target.
    var crosspostPlatform: (any CrosspostPlatform)? { policy.crosspost }

    /// Whether the profile can be a target of ``Crosspost`` and ``CrosspostDocument``: its platform declares how its
    /// mentions are written and what a client posts (its policy adopts ``CrosspostPolicy``).
    public var isCrosspostTarget: Bool { crosspostPlatform != nil }

    /// The form, in words, of the handles this profile's platform links as that account, when `handle` (without `@`)
    /// is not in it; `nil` when it is, or when the profile cannot be a cross-post target.
    package func mentionFormMissed(by handle: Substring) -> String? {
        guard let platform = crosspostPlatform, !platform.writesMention(handle) else { return nil }
        return platform.mentionForm
    }
}

extension Profile {
    /// The registered platforms that can be cross-post targets, in registration order.
    package static var crosspostTargets: [Profile.ID] {
        registrations.map { $0.make() }.filter(\.isCrosspostTarget).map(\.id)
    }
}
