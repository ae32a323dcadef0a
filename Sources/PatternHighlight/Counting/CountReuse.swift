/// What a recognizer's scan of a whole text found that a counting method would otherwise scan for again: ranges of
/// that text, in UTF-8 offsets and in text order, of one ``Kind``. A method reads only the kind it asks for
/// (``CountingMethod/reuseKind``), so a profile counting with another platform's rule (``Profile/counting(_:)``)
/// counts without one. A reuse is never needed for a correct count, only for a faster one.
public struct CountReuse: Sendable {
    /// What the ranges are: the rule that gathers them, by its type (each platform's counting declares
    /// its own, in its folder). A plain value: comparing two costs what comparing two integers does.
    public struct Kind: Sendable, Hashable {
        private let rule: ObjectIdentifier

        /// The kind `rule`'s ranges are.
        init<Rule: CountReuseRule>(_ rule: Rule.Type) {
            self.rule = ObjectIdentifier(rule)
        }
    }

    /// What one stored entity makes of a reuse being gathered from a stretch's entities.
    package enum Admission: Sendable {
        /// Its range is one of the reuse's.
        case taken
        /// It is not of the reuse's kind, and takes nothing's place.
        case passedOver
        /// It may stand where one of the reuse's kind would have been found: the stretch gets no reuse.
        case givesUpTheReuse
    }

    /// What the ranges are.
    let kind: Kind
    /// The ranges found, sorted by start.
    let ranges: [Range<Int>]

    /// The ranges, when they are of `kind`.
    func ranges(ifOf kind: Kind?) -> [Range<Int>]? { kind == self.kind ? ranges : nil }
}
