/// One post of a thread: a stretch of the text that ``Annotation/split(maxGraphemes:contentWarning:)`` cut out, with its
/// offsets in every unit, its text and its count.
///
/// ```swift
/// let thread = try Highlighter(profile: .twitter).annotate(longText).split()
/// for part in thread.parts { print(part.range(in: .utf16), part.count.twitter!.weightedLength) }
/// ```
public struct ThreadPart: Sendable, Hashable {
    /// Where the part starts: the length of the text before it, in each unit.
    public let start: UnitLengths
    /// Where the part ends (exclusive): the length of the text up to its end, in each unit.
    public let end: UnitLengths
    /// The part's text.
    public let text: String
    /// The part counted alone under the profile's rule (the content warning included, under a rule that counts one):
    /// what annotating ``text`` by itself counts.
    public let count: TextCount
    /// With ``Highlighter/Options/markdownLinks``: the part as its platform posts it, links turned into what the
    /// platform shows; what ``count`` counts. `nil` without the option.
    public let posted: PostedText?

    /// The part's range in UTF-8 bytes.
    public var range: Range<Int> { start.utf8..<end.utf8 }

    /// The part's range in `unit`.
    ///
    /// - Complexity: O(1).
    public func range(in unit: OffsetUnit) -> Range<Int> { start.value(in: unit)..<end.value(in: unit) }

    init(start: UnitLengths, end: UnitLengths, text: String, count: TextCount, posted: PostedText? = nil) {
        self.start = start
        self.end = end
        self.text = text
        self.count = count
        self.posted = posted
    }
}
