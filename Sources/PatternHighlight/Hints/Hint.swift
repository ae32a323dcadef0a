/// Text that a person would take for an entity but that the profile does not link, with the reason: what a
/// composer shows so that the writer learns why (`(#ATL)` is no tag where a tag must follow white space,
/// `example.com` no link where a link needs its scheme). Each profile gives its own reasons.
///
/// Hints come only when asked for (``Highlighter/Options/hints``): ``Annotation/hints`` and
/// ``DocumentUpdate/hints``. They never change entities, runs or the count.
///
/// ```swift
/// let highlighter = Highlighter(profile: .mastodon, options: .hints)
/// let hint = highlighter.annotate("see ko-fi.com").hints[0]
/// hint.reason   // .noScheme
/// ```
public struct Hint: Sendable, Hashable, CustomStringConvertible {
    /// The candidate's range, in UTF-8 bytes.
    public let range: Range<Int>
    /// The kind of entity the candidate looks like (``EntityKind/url`` for a bare domain).
    public let kind: EntityKind
    /// Why the profile does not link it.
    public let reason: HintReason
    /// One English sentence a composer may show.
    public let message: String

    public init(range: Range<Int>, kind: EntityKind, reason: HintReason, message: String) {
        self.range = range
        self.kind = kind
        self.reason = reason
        self.message = message
    }

    public var description: String { "\(kind) \(range) \(reason.rawValue): \(message)" }
}
