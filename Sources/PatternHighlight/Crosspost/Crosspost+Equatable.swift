/// Two cross-posts are equal when their drafts, targets (``CrosspostTarget``'s equality), warnings and verdicts are.
extension Crosspost: Equatable {
    public static func == (lhs: Crosspost, rhs: Crosspost) -> Bool {
        lhs.text == rhs.text && lhs.targets == rhs.targets && lhs.warnings == rhs.warnings && lhs.verdict == rhs.verdict
    }
}
