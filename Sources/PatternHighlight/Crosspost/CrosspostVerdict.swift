/// One answer for a draft and all its targets: it fits everywhere, or which platforms it does not fit and by how
/// much (``Crosspost/verdict``, ``CrosspostDocument/verdict``).
public struct CrosspostVerdict: Sendable, Hashable {
    /// A target the draft does not fit in one post.
    public struct Failure: Sendable, Hashable {
        /// The target's profile name.
        public let profile: String
        /// By how much the draft is over the limit, in the platform's unit (0 when it is refused for another reason:
        /// an empty post, a character the platform refuses).
        public let over: Int
    }

    /// The targets the draft does not fit, in target order; empty when it fits everywhere.
    public let failures: [Failure]

    /// Whether the draft fits in one post on every target.
    public var fitsEverywhere: Bool { failures.isEmpty }

    /// The verdict of `targets`, in their order.
    init<Target: CrosspostVerdictTarget>(of targets: [Target]) {
        failures = targets.filter { !$0.valid }.map { Failure(profile: $0.profile.name, over: $0.over) }
    }
}

/// A target's state as a verdict reads it: a cross-post's (``CrosspostTarget``) or a document's
/// (``CrosspostDocumentTarget``).
protocol CrosspostVerdictTarget {
    var profile: Profile { get }
    var valid: Bool { get }
    var over: Int { get }
}

extension CrosspostTarget: CrosspostVerdictTarget {}
extension CrosspostDocumentTarget: CrosspostVerdictTarget {}
