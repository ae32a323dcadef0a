/// Counting by graphemes alone (``CountingRule/graphemes``): a text is valid when it is not empty. The base of
/// the rules that add limits on graphemes and bytes.
struct GraphemeCounting: CountingMethod {
    var codedName: String { "graphemes" }

    func weigh(
        _ bytes: [UInt8], _ segment: Range<Int>, startsText: Bool, after before: CountSummary, reuse: CountReuse?
    ) -> (summary: CountSummary, validPrefix: UnitLengths) {
        (CountSummary(graphemesAndLengthsOf: bytes, segment), UnitLengths())
    }

    func isValid(_ total: CountSummary, validPrefix: UnitLengths) -> Bool { total.graphemes > 0 }
}

extension CountingRule {
    /// Graphemes only; valid when not empty.
    public static let graphemes = CountingRule(GraphemeCounting())
}
