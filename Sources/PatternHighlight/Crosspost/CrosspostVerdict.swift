/// One answer for a draft and all its targets: it fits everywhere, or which platforms it does not fit and by how
/// much (``Crosspost/verdict``, ``CrosspostDocument/verdict``). Coded as `{"failures": [{"profile", "over", "reason"}]}`,
/// `reason` the raw value of ``Failure/Reason`` (`"over-limit"`).
public struct CrosspostVerdict: Sendable, Hashable, Codable {
    /// A target the draft does not fit in one post.
    public struct Failure: Sendable, Hashable, Codable {
        /// Why a target cannot take the draft as one post.
        public enum Reason: String, Sendable, Hashable, Codable {
            /// The draft is over the platform's limit, by ``Failure/over``.
            case overLimit = "over-limit"
            /// Nothing would be posted: the draft is empty, or white space that posting trims.
            case empty
            /// The target cannot post the draft even in a thread (``CrosspostTarget/failure``: a content warning that
            /// leaves no room, a character it refuses).
            case cannotPost = "cannot-post"
        }

        /// The target's platform.
        public let profile: Profile.ID
        /// By how much the draft is over the limit, in the platform's unit (0 when it is refused for another reason).
        public let over: Int
        /// What happened.
        public let reason: Reason
    }

    /// The targets the draft does not fit, in target order; empty when it fits everywhere.
    public let failures: [Failure]

    /// Whether the draft fits in one post on every target.
    public var fitsEverywhere: Bool { failures.isEmpty }

    /// The verdict of `targets`, in their order.
    init<Target: CrosspostVerdictTarget>(of targets: [Target]) {
        failures = targets.filter { !$0.valid }.map { target in
            let reason: Failure.Reason = target.cannotPost ? .cannotPost : target.over > 0 ? .overLimit : .empty
            return Failure(profile: target.profile.id, over: target.over, reason: reason)
        }
    }
}

/// A target's state as a verdict reads it: a cross-post's (``CrosspostTarget``) or a document's
/// (``CrosspostDocumentTarget``).
protocol CrosspostVerdictTarget {
    var profile: Profile { get }
    var valid: Bool { get }
    var over: Int { get }
    /// Whether the target cannot post the draft even in a thread.
    var cannotPost: Bool { get }
}

extension CrosspostTarget: CrosspostVerdictTarget {
    var cannotPost: Bool { failure != nil }
}

extension CrosspostDocumentTarget: CrosspostVerdictTarget {
    /// A live document does not split the draft: what it cannot take shows as over the limit, or empty.
    var cannotPost: Bool { false }
}
