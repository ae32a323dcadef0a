/// A profile's answer to "why is this candidate not linked?" (``NearMissCandidate``): the door through which a
/// platform gives its hints' reasons (``BuiltInRecognizer/nearMissRule``). Each platform's rule lives in its folder
/// and answers from its own detection rules; shared code asks it only about candidates that no entity overlaps and
/// that hold no invisible character (the engine's own rule, which ``HintFinder`` applies first).
protocol NearMissRule: Sendable {
    /// Why the profile does not link `candidate`, found in `bytes` (valid UTF-8): its reason and the sentence a
    /// composer shows. It may read the candidate, its preceding character and the rest of its word, up to the next
    /// white space (``NearMissProbe/wordEnd(of:in:)``), never further: a document finds hints again only around an
    /// edit.
    func explain(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> NearMissExplanation

    /// Every reason ``explain(_:in:)`` can give, for documentation and for the tests that check each one occurs.
    var reasons: [HintReason] { get }
}

/// A reason and its sentence (``Hint/reason``, ``Hint/message``).
struct NearMissExplanation: Sendable, Equatable {
    let reason: HintReason
    let message: String

    init(_ reason: HintReason, _ message: String) {
        self.reason = reason
        self.message = message
    }

    /// `not-after-space` in the platforms' shared words: "On `platform` a `kind` must follow a space or start the line."
    static func notAfterSpace(on platform: String, _ kind: EntityKind) -> NearMissExplanation {
        NearMissExplanation(.notAfterSpace, "On \(platform) a \(kind) must follow a space or start the line.")
    }

    /// `other`, a rule's last answer: "`platform` does not make a `kind` of this text."
    static func notMade(by platform: String, _ kind: EntityKind) -> NearMissExplanation {
        NearMissExplanation(.other, "\(platform) does not make a \(kind) of this text.")
    }
}

/// The rule of a recognizer that brings none of its own (a platform defined elsewhere): a candidate that the
/// recognizer links once it stands at a text's start is `not-after-space`, anything else `other`.
struct NeutralNearMissRule: NearMissRule {
    let recognizer: any EntityRecognizer
    var reasons: [HintReason] { [.notAfterSpace, .other] }

    func explain(_ candidate: NearMissCandidate, in bytes: [UInt8]) -> NearMissExplanation {
        if NearMissProbe(recognizer: recognizer).linksAtStart(candidate, in: bytes) {
            return NearMissExplanation(.notAfterSpace, "Only after a space or at the start of a line does this become a \(candidate.kind).")
        }
        return .notMade(by: "This platform", candidate.kind)
    }
}
