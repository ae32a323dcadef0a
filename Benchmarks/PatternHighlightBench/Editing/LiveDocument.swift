import PatternHighlight

/// A live, incrementally highlighted document, as the keystroke scenario drives it. Offsets are UTF-8 bytes.
///
/// The library's `HighlightDocument` (being built on branch `document`) plugs in through
/// ``LiveDocumentFactory``: until it is on main the factory has nothing to make, and every figure that needs
/// it is reported as not available — never estimated.
protocol LiveDocument {
    /// Applies one edit and returns the size of the update it reported (kept so the work cannot be elided).
    mutating func replace(_ range: Range<Int>, with text: String) throws -> Int
    /// The document's entities now, for checking against a full annotate of the same text.
    var entities: [Entity] { get }
}

/// Makes the library's live document, where the library has one.
enum LiveDocumentFactory {
    /// Why the live-document figures are missing, or `nil` when they can be measured.
    static let unavailableReason: String? = "not available yet: HighlightDocument is not on main (branch document)"

    /// A live document over `bytes` with `profile`'s rules, or `nil` when the library has none yet.
    static func make(bytes: [UInt8], profile: Profile) throws -> (any LiveDocument)? { nil }
}
