import PatternHighlight

/// A live, incrementally highlighted document, as the keystroke scenario drives it.
///
/// Edits arrive in UTF-16 code units, as a composer's text view reports them; the scenario converts the
/// script's UTF-8 offsets with ``editRange(utf8:)`` outside the timed region, so that each timed `replace`
/// includes exactly what an app pays: the document's own offset conversion, the re-scan and the update.
protocol LiveDocument {
    /// `utf8Range` (offsets of the current text) in the unit ``replace(_:with:)`` takes. Not timed.
    func editRange(utf8 utf8Range: Range<Int>) -> Range<Int>
    /// Applies one edit and returns the size of the update it reported (kept so the work cannot be elided).
    mutating func replace(_ range: Range<Int>, with text: String) throws -> Int
    /// The document's entities now, for checking against a full annotate of the same text.
    var entities: [Entity] { get }
    /// The document's text now.
    var utf8: [UInt8] { get }
}

/// The library's `HighlightDocument`, editing in UTF-16 code units.
struct HighlightDocumentAdapter: LiveDocument {
    private(set) var document: HighlightDocument

    init(bytes: [UInt8], highlighter: Highlighter) throws {
        document = try HighlightDocument(utf8: bytes, highlighter: highlighter)
    }

    func editRange(utf8 utf8Range: Range<Int>) -> Range<Int> {
        document.range(ofBounds: utf8Range, in: .utf16)
    }

    mutating func replace(_ range: Range<Int>, with text: String) throws -> Int {
        let update = try document.replace(range, in: .utf16, with: text)
        return update.changed.count + update.entities.count + update.runs.count
    }

    var entities: [Entity] { document.entities }

    var utf8: [UInt8] { document.utf8 }
}
