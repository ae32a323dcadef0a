/// The part of a paragraph to re-scan after an edit inside it: the words the edit touches, so that a
/// keystroke runs the recognizers over a word or two, not over the paragraph (and typing in a megabyte-long
/// paragraph — pasted minified text, a log line — costs what typing in a short one does).
///
/// **Why a window is enough.** For every built-in profile no entity contains an ASCII space, and what an
/// entity is depends only on its own run of non-space characters and on what precedes it, where "after a
/// space" and "at the start of the paragraph" are the same to every rule (the precondition ``ParagraphBreaks``
/// already rests on). A profile states this with ``EntityRecognizer/entitiesStayBetweenSpaces``. So a window
/// that starts right after a space (or at the paragraph start) and ends right before a space (or at the
/// paragraph end) is scanned exactly as the whole paragraph would scan it, and the entities outside it are
/// the old ones, moved by the edit. Custom patterns may match across spaces (`a b`), so a highlighter with
/// custom patterns always re-scans the whole paragraph.
///
/// The window is the edit widened to the nearest space on each side: the inserted text plus the runs of
/// non-space text it touches. A paragraph with no space at all (a megabyte of `@`) is still re-scanned
/// whole: linear, never worse than without windows. `DocumentWindowTests` proves the result identical to a
/// fresh annotate over thousands of random edits; ``ParagraphEdit`` applies it.
enum RescanSpan {
    /// Paragraphs shorter than this (content bytes) are always re-scanned whole: a window is at least a word,
    /// so below this size it saves little, and a whole re-scan keeps the reported change to the paragraph.
    static let defaultThreshold = 64

    /// Whether `highlighter` allows windows in a paragraph of `contentLength` bytes.
    static func applies(to highlighter: Highlighter, contentLength: Int, threshold: Int) -> Bool {
        contentLength >= threshold && highlighter.customPatterns.isEmpty
            && highlighter.profile.recognizer.entitiesStayBetweenSpaces
    }

    /// The window in `bytes` (a paragraph after the edit) around the text the edit put at
    /// `editStart..<insertedEnd`: from just after the last space before it (or the paragraph start) to just
    /// before the first space after it (or `contentEnd`).
    ///
    /// - Complexity: O(w) for a window of w bytes.
    static func bounds(in bytes: [UInt8], contentEnd: Int, editStart: Int, insertedEnd: Int) -> Range<Int> {
        let space = UInt8(ascii: " ")
        var lower = editStart
        while lower > 0 && bytes[lower - 1] != space { lower -= 1 }
        var upper = insertedEnd
        while upper < contentEnd && bytes[upper] != space { upper += 1 }
        return lower..<upper
    }
}
