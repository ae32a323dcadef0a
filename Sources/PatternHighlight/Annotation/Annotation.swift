/// A whole text annotated once: its entities, its runs, and exact offsets in every unit.
///
/// Entity and run ranges are stored in UTF-8 bytes; ``range(_:in:)`` and ``offset(_:in:)`` give them in
/// UTF-16 code units or Unicode scalars at the cost of at most 4 KiB of text, never the whole text (the
/// index that makes this possible is built on the first such conversion).
public struct Annotation: Sendable {
    /// The profile that found the entities.
    public let profile: Profile
    /// The text's UTF-8 bytes.
    public let utf8: [UInt8]
    /// The entities, sorted by start, never overlapping.
    public let entities: [Entity]
    /// Runs covering the whole text: one per entity, plain text between. Derived from ``entities`` on each
    /// access; keep the result when it is read more than once.
    ///
    /// - Complexity: O(number of entities).
    public var runs: [Run] { RunBuilder.runs(for: entities, covering: 0..<utf8.count) }
    /// The screen name a post replies to, for a profile that detects replies (<doc:Profiles>); else `nil`.
    public let replyScreenName: String?
    /// What the highlighter could not do in full (a custom pattern that hit the regex limits in a
    /// paragraph), in text order; empty when everything was highlighted.
    public let warnings: [HighlightWarning]
    /// Near-miss hints (``Hint``), in text order, when the highlighter was built with ``Highlighter/Options/hints``;
    /// else empty.
    public let hints: [Hint]
    /// Whether ``hints`` were looked for (the highlighter had ``Highlighter/Options/hints``): the JSON object then has
    /// `"hints"`, even empty.
    package let looksForHints: Bool
    private let offsets: LazyOffsetIndex
    /// What the scan found for the count (``CountReuse``), or `nil`.
    package let countReuse: CountReuse?

    init(highlighter: Highlighter, validatedBytes bytes: [UInt8]) {
        self.init(highlighter: highlighter, validatedBytes: bytes, scan: highlighter.scan(wholeText: bytes))
    }

    /// The annotation of `bytes` (validated UTF-8) from their whole-text ``Highlighter/scan(wholeText:)``.
    init(highlighter: Highlighter, validatedBytes bytes: [UInt8], scan: ParagraphScan) {
        var entities = scan.entities
        if let sigil = highlighter.trailingSigil(in: bytes, after: entities) { entities.append(sigil) }
        self.profile = highlighter.profile
        self.utf8 = bytes
        self.entities = entities
        self.warnings = scan.warnings
        self.replyScreenName = highlighter.profile.recognizer.builtIn?.replyScreenName(in: bytes)
        self.offsets = LazyOffsetIndex(bytes: bytes)
        self.countReuse = scan.countReuse
        self.looksForHints = highlighter.options.contains(.hints)
        self.hints = looksForHints
            ? HintFinder.hints(in: bytes, entities: entities, rule: highlighter.profile.recognizer.hintRule) : []
    }

    /// An annotation from entities already found (a ``HighlightDocument``'s state).
    init(
        profile: Profile, validatedBytes bytes: [UInt8], entities: [Entity], replyScreenName: String?,
        warnings: [HighlightWarning] = [], hints: [Hint]? = nil
    ) {
        self.profile = profile
        self.utf8 = bytes
        self.entities = entities
        self.warnings = warnings
        self.replyScreenName = replyScreenName
        self.offsets = LazyOffsetIndex(bytes: bytes)
        self.countReuse = nil
        self.hints = hints ?? []
        self.looksForHints = hints != nil
    }

    /// What a composer's length counter shows for the text, under the profile's ``Profile/counting`` rule.
    /// Computed on each access; keep the result when it is read more than once.
    ///
    /// With ``Highlighter/Options/markdownLinks``, the text counted is the one the platform posts
    /// (``PostedText``).
    ///
    /// - Complexity: O(n).
    public var count: TextCount {
        if let posted = profile.posting(utf8, entities: entities) { return profile.counting.count(utf8: posted.utf8) }
        return profile.counting.count(utf8: utf8, reuse: countReuse)
    }

    /// ``count`` for the text posted with the content warning `contentWarning`, which a rule that counts one
    /// (``CountingRule/countsContentWarning``) counts with it; other rules ignore it.
    ///
    /// - Complexity: O(n).
    public func count(contentWarning: String) -> TextCount {
        if let posted = profile.posting(utf8, entities: entities) {
            return profile.counting.count(utf8: posted.utf8, contentWarning: Array(contentWarning.utf8))
        }
        return profile.counting.count(utf8: utf8, reuse: countReuse, contentWarning: Array(contentWarning.utf8))
    }

    /// The text.
    public var text: String { String(decoding: utf8, as: UTF8.self) }

    /// The length of the text in `unit`.
    ///
    /// - Complexity: O(1) in UTF-8; else O(n) the first time an offset is converted, O(1) after.
    public func length(in unit: OffsetUnit) -> Int { unit == .utf8 ? utf8.count : offsets.value.length(in: unit) }

    /// A UTF-8 offset (on a code point boundary) expressed in `unit`.
    ///
    /// - Parameters:
    ///   - utf8Offset: an offset of the text in UTF-8 bytes (an entity's or run's bound, or one of your own).
    ///   - unit: the unit to count it in.
    /// - Throws: ``DocumentError/offsetOutOfRange(offset:unit:length:)`` outside `0...length(in: .utf8)`;
    ///   ``DocumentError/offsetInsideScalar(offset:unit:)`` inside a UTF-8 sequence.
    /// - Complexity: O(log n + 4 KiB); the first conversion to another unit also builds the index, O(n).
    public func offset(_ utf8Offset: Int, in unit: OffsetUnit) throws(DocumentError) -> Int {
        try checkBoundary(utf8Offset)
        return offset(ofBound: utf8Offset, in: unit)
    }

    /// A UTF-8 range (for example an entity's or a run's) expressed in `unit`.
    ///
    /// - Parameters:
    ///   - utf8Range: a range of the text in UTF-8 bytes, on code point boundaries.
    ///   - unit: the unit to count it in.
    /// - Throws: ``DocumentError`` as ``offset(_:in:)`` does, for either bound.
    /// - Complexity: as ``offset(_:in:)``, twice.
    public func range(_ utf8Range: Range<Int>, in unit: OffsetUnit) throws(DocumentError) -> Range<Int> {
        try checkBoundary(utf8Range.lowerBound)
        try checkBoundary(utf8Range.upperBound)
        return range(ofBounds: utf8Range, in: unit)
    }

    /// The text an entity or run covers, or any UTF-8 range of the text on code point boundaries.
    ///
    /// - Parameter utf8Range: a range of the text in UTF-8 bytes.
    /// - Throws: ``DocumentError`` as ``offset(_:in:)`` does, for either bound.
    /// - Complexity: O(the range's length).
    public func text(in utf8Range: Range<Int>) throws(DocumentError) -> String {
        try checkBoundary(utf8Range.lowerBound)
        try checkBoundary(utf8Range.upperBound)
        return String(decoding: utf8[utf8Range], as: UTF8.self)
    }

    /// ``range(_:in:)`` for a range this annotation made (an entity's, a run's, a part's): the library's own
    /// formatters, which need no error to handle.
    package func range(ofBounds utf8Range: Range<Int>, in unit: OffsetUnit) -> Range<Int> {
        offset(ofBound: utf8Range.lowerBound, in: unit)..<offset(ofBound: utf8Range.upperBound, in: unit)
    }

    /// ``offset(_:in:)`` for an offset this annotation made.
    package func offset(ofBound utf8Offset: Int, in unit: OffsetUnit) -> Int {
        precondition(utf8Offset >= 0 && utf8Offset <= utf8.count,
                     "Annotation: UTF-8 offset \(utf8Offset) is outside the text (0...\(utf8.count))")
        return unit == .utf8 ? utf8Offset : offsets.value.offset(utf8Offset, in: unit, bytes: utf8)
    }

    /// Throws unless `utf8Offset` is a code point boundary of the text.
    private func checkBoundary(_ utf8Offset: Int) throws(DocumentError) {
        guard utf8Offset >= 0, utf8Offset <= utf8.count else {
            throw .offsetOutOfRange(offset: utf8Offset, unit: .utf8, length: utf8.count)
        }
        if utf8Offset < utf8.count && utf8[utf8Offset] & 0xC0 == 0x80 {
            throw .offsetInsideScalar(offset: utf8Offset, unit: .utf8)
        }
    }
}
