/// What a recognizer's scan of a whole text found that a counting method would otherwise scan for again: ranges of
/// that text, in UTF-8 offsets and in text order, of one ``Kind``. A method reads only the kind it asks for
/// (``CountingMethod/hintKind``), so a profile counting with another platform's rule (`Profile.twitter.counting(.bluesky)`)
/// counts without one. A hint is never needed for a correct count, only for a faster one.
package struct CountHint: Sendable {
    /// What the ranges are: each platform's counting declares its own kinds (in its folder, as static members of
    /// this type), and two kinds are the same when their rules are of the same type.
    package struct Kind: Sendable, Equatable {
        /// Which stored entities make a hint of this kind.
        let rule: any CountHintRule

        init(_ rule: some CountHintRule) {
            self.rule = rule
        }

        package static func == (lhs: Kind, rhs: Kind) -> Bool {
            ObjectIdentifier(type(of: lhs.rule)) == ObjectIdentifier(type(of: rhs.rule))
        }

        /// Whether `bytes[segment]` may hold a range that a method reading this kind weighs
        /// (``CountHintRule/mayHoldWeighedRange(in:_:)``).
        func mayHoldWeighedRange(in bytes: [UInt8], _ segment: Range<Int>) -> Bool {
            rule.mayHoldWeighedRange(in: bytes, segment)
        }

        /// What a stored entity of `kind` at `range` of `bytes` makes of a hint of this kind
        /// (``CountHintRule/admission(of:isPartial:at:in:)``).
        func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> Admission {
            rule.admission(of: kind, isPartial: isPartial, at: range, in: bytes)
        }
    }

    /// What one stored entity makes of a hint being gathered from a stretch's entities.
    package enum Admission: Sendable {
        /// Its range is one of the hint's.
        case taken
        /// It is not of the hint's kind, and takes nothing's place.
        case passedOver
        /// It may stand where one of the hint's kind would have been found: the stretch gets no hint.
        case givesUpTheHint
    }

    /// What the ranges are.
    let kind: Kind
    /// The ranges found, sorted by start.
    let ranges: [Range<Int>]

    /// The ranges, when they are of `kind`.
    func ranges(ifOf kind: Kind?) -> [Range<Int>]? { kind == self.kind ? ranges : nil }
}
