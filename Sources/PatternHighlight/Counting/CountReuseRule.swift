/// Which of a document's stored entities make a ``CountReuse`` of one kind (``kind``), so that a count
/// made again after an edit is handed the entities the document keeps instead of scanning for them: each platform's
/// counting declares its own.
protocol CountReuseRule: Sendable {
    /// Whether `bytes[segment]` may hold a range that a method reading this kind weighs; when not, the stretch's reuse
    /// is empty without a look at its entities. Default `true`.
    ///
    /// - Complexity: O(`segment.count`) at most.
    func mayHoldWeighedRange(in bytes: [UInt8], _ segment: Range<Int>) -> Bool

    /// What a stored entity of `kind` at `range` of `bytes` (`isPartial`: a trailing sigil alone) makes of a reuse of
    /// this kind.
    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountReuse.Admission
}

extension CountReuseRule {
    func mayHoldWeighedRange(in bytes: [UInt8], _ segment: Range<Int>) -> Bool { true }

    /// The kind of the hints this rule gathers.
    var kind: CountReuse.Kind { CountReuse.Kind(Self.self) }
}
