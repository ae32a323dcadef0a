import PatternHighlight

/// `ph_highlighter`: an immutable highlighter, shared by any number of threads.
final class HighlighterHandle: CHandle, Sendable {
    let highlighter: Highlighter

    init(_ highlighter: Highlighter) {
        self.highlighter = highlighter
    }
}
