/// What a recognizer is asked to scan (``EntityRecognizer/recognize(_:into:)``): a whole text or one paragraph of it.
public struct ScanRequest: Sendable {
    /// Which part of ``bytes`` to scan.
    public enum Scope: Sendable {
        /// One paragraph of valid UTF-8 (a document's paragraph, or the window a keystroke re-scans); `startsText`
        /// when it begins the whole text. Entity values are written out: the document keeps no text of its callers'.
        case paragraph(Range<Int>, startsText: Bool)
        /// Every paragraph of a text, already checked as UTF-8. Entity values may be kept as
        /// stretches of the text (not copied): an ``Annotation`` keeps it anyway.
        case wholeText
        /// ``wholeText`` for bytes not yet checked as UTF-8: the recognizer checks them, in its own pass if it can,
        /// before its rules run on any paragraph, and answers ``ScanOutcome/invalidUTF8`` with nothing appended
        /// when they are not.
        case uncheckedWholeText
    }

    /// The text.
    public let bytes: [UInt8]
    /// What of it to scan.
    public let scope: Scope
    /// Whether to hand over what the profile's counting method would scan for again (``CountReuse``), for a whole
    /// text that will be counted.
    public internal(set) var keepsCountReuse = false

    /// Calls `body` with each non-empty paragraph the request covers and whether it begins the text, after checking
    /// an unchecked text: a recognizer's scan for rules that see one paragraph at a time.
    public func forEachParagraph(_ body: (_ paragraph: Range<Int>, _ startsText: Bool) -> Void) -> ScanOutcome {
        switch scope {
        case .paragraph(let paragraph, let startsText):
            body(paragraph, startsText)
            return .scanned(nil)
        case .uncheckedWholeText:
            guard UTF8Validator.isValid(bytes) else { return .invalidUTF8 }
            fallthrough
        case .wholeText:
            for paragraph in ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count) where !paragraph.isEmpty {
                body(paragraph, paragraph.lowerBound == 0)
            }
            return .scanned(nil)
        }
    }
}

/// A recognizer's answer to a ``ScanRequest``.
public enum ScanOutcome: Sendable {
    /// The entities were appended; with the count reuse when one was asked for and the profile has one.
    case scanned(CountReuse?)
    /// The text is not UTF-8: nothing was appended.
    case invalidUTF8
}
