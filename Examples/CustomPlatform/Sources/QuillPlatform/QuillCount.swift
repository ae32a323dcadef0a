import PatternHighlight

/// Quill's figures of a count, written once: `TextCount.figures(QuillCount.self)` returns them and the JSON writer
/// writes them as members of `"count"` (`"quillGraphemes"`, `"quillMaxGraphemes"`).
public struct QuillCount: PlatformCount {
    /// The graphemes of the text as Quill counts them (a content warning's count twice).
    public let graphemes: Int
    /// The most a note may hold.
    public let maxGraphemes: Int

    public func forEachFigure(in unit: OffsetUnit, _ body: (StaticString, CountFigure) -> Void) {
        body("quillGraphemes", .integer(graphemes))
        body("quillMaxGraphemes", .integer(maxGraphemes))
    }
}
