/// What one edit of a ``CrosspostDocument`` changed: each target's ``DocumentUpdate`` (changed ranges, the entities
/// there, the new count) with its validity and overrun, and the verdict.
public struct CrosspostUpdate: Sendable {
    /// Each target's state after the edit, in target order; ``CrosspostDocumentTarget/update`` is set.
    public let targets: [CrosspostDocumentTarget]

    /// Whether the text fits in one post everywhere after the edit, and if not where and by how much.
    public var verdict: CrosspostVerdict { CrosspostVerdict(of: targets) }
}
