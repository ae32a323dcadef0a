/// A change ``ParagraphTree/modifyParagraph(_:_:context:)`` makes to one paragraph in place, in the middle of
/// its descent. A value, passed down the descent (not captured by a closure), as is the context it is lent.
protocol ParagraphChange {
    /// What the change borrows from its caller (a `Highlighter`, say).
    associatedtype Context
    associatedtype Result

    /// Changes `paragraph`, whose totals are `own` and which comes after the totals `before`; returns the
    /// paragraph's new totals (equal to `own` if it did not change it) and the change's result.
    func apply(
        to paragraph: inout StoredParagraph, before: ParagraphSummary, own: ParagraphSummary, context: Context
    ) -> (own: ParagraphSummary, result: Result)
}
