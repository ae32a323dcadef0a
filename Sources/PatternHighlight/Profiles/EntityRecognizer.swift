/// A profile's detection rules for one paragraph.
///
/// Implementations receive one paragraph at a time (see ``ParagraphBreaks``: no entity crosses a paragraph
/// break) and must treat its start as the start of a text.
protocol EntityRecognizer: Sendable {
    /// Appends the entities of `bytes[paragraph]` (offsets of `bytes`), sorted by start and not overlapping.
    func recognize(in bytes: [UInt8], paragraph: Range<Int>, into entities: inout [Entity])

    /// Whether a lone `@` or `#` at the very end of a text is reported as a partial entity in annotate mode.
    var reportsTrailingSigil: Bool { get }

    /// The screen name a post replies to (a leading `@name`), for profiles that have replies; else `nil`.
    func replyScreenName(in bytes: [UInt8]) -> String?

    /// Whether ``replyScreenName(in:)`` is meaningful for this profile.
    var hasReplies: Bool { get }
}

extension EntityRecognizer {
    var reportsTrailingSigil: Bool { false }
    func replyScreenName(in bytes: [UInt8]) -> String? { nil }
    var hasReplies: Bool { false }
}
