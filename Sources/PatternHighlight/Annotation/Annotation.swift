/// A whole text annotated once: its entities, its runs, and exact offsets in every unit.
///
/// Entity and run ranges are stored in UTF-8 bytes; ``range(of:in:)`` and ``offset(_:in:)`` give them in
/// UTF-16 code units or Unicode scalars at the cost of the nearest paragraph, never the whole text.
public struct Annotation: Sendable {
    /// The profile that found the entities.
    public let profile: Profile
    /// The text's UTF-8 bytes.
    public let utf8: [UInt8]
    /// The entities, sorted by start, never overlapping.
    public let entities: [Entity]
    /// Runs covering the whole text: one per entity, plain text between.
    public let runs: [Run]
    /// The screen name a post replies to, for profiles with replies (twitter); else `nil`.
    public let replyScreenName: String?
    /// What the highlighter could not do in full (a custom pattern that hit the regex limits in a
    /// paragraph), in text order; empty when everything was highlighted.
    public let warnings: [HighlightWarning]
    private let offsets: OffsetIndex

    init(highlighter: Highlighter, validatedBytes bytes: [UInt8]) {
        let paragraphs = ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count)
        var entities: [Entity] = []
        var warnings: [HighlightWarning] = []
        var budget = ScanBudget()
        for paragraph in paragraphs where !paragraph.isEmpty {
            let scan = highlighter.scan(bytes, paragraph: paragraph, budget: &budget)
            entities += scan.entities
            warnings += scan.warnings
        }
        if let sigil = highlighter.trailingSigil(in: bytes, after: entities) { entities.append(sigil) }
        self.profile = highlighter.profile
        self.utf8 = bytes
        self.entities = entities
        self.warnings = warnings
        self.runs = RunBuilder.runs(for: entities, covering: 0..<bytes.count)
        self.replyScreenName = highlighter.profile.recognizer.replyScreenName(in: bytes)
        self.offsets = OffsetIndex(bytes: bytes, paragraphStarts: paragraphs.map(\.lowerBound))
    }

    /// An annotation from entities already found (a ``HighlightDocument``'s state).
    init(
        profile: Profile, validatedBytes bytes: [UInt8], entities: [Entity], replyScreenName: String?,
        warnings: [HighlightWarning] = []
    ) {
        let paragraphs = ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count)
        self.profile = profile
        self.utf8 = bytes
        self.entities = entities
        self.warnings = warnings
        self.runs = RunBuilder.runs(for: entities, covering: 0..<bytes.count)
        self.replyScreenName = replyScreenName
        self.offsets = OffsetIndex(bytes: bytes, paragraphStarts: paragraphs.map(\.lowerBound))
    }

    /// The text.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The length of the text in `unit`.
    public func length(in unit: OffsetUnit) -> Int { offsets.length(in: unit) }

    /// A UTF-8 offset (on a scalar boundary) expressed in `unit`.
    ///
    /// - Complexity: O(log n + p), p the distance to the nearest paragraph start (at most 4 KiB).
    public func offset(_ utf8Offset: Int, in unit: OffsetUnit) -> Int {
        offsets.offset(utf8Offset, in: unit, bytes: utf8)
    }

    /// A UTF-8 range (for example an entity's or a run's) expressed in `unit`.
    public func range(_ utf8Range: Range<Int>, in unit: OffsetUnit) -> Range<Int> {
        offset(utf8Range.lowerBound, in: unit)..<offset(utf8Range.upperBound, in: unit)
    }

    /// The text an entity or run covers.
    public func text(in utf8Range: Range<Int>) -> String {
        String(decoding: utf8[utf8Range], as: UTF8.self)
    }
}
