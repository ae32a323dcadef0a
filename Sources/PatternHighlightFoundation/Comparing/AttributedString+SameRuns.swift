import Foundation

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
extension AttributedString {
    /// Whether this string and `other` have the same characters and the same runs: each run's bounds and
    /// attributes, run for run. That is what "equal to a fresh build" means in this module's documentation
    /// (``applyHighlight(_:theme:markedRange:)`` leaves the string so).
    ///
    /// Compare highlighted strings with this rather than `==`: Foundation's `==` can report two strings with the
    /// same characters and the same runs as different when one was built by appends or edits and the other in one
    /// piece (seen for 21 of 563 edited states of one session, with no highlighting applied at all).
    ///
    /// ``applyHighlight(_:theme:markedRange:)`` after an edit, then `text.hasSameRuns(as: document.attributedString())`
    /// is true (the article "Highlighting an AttributedString" shows it).
    ///
    /// - Parameter other: the string to compare with.
    /// - Complexity: O(n + r) for n characters and r runs.
    public func hasSameRuns(as other: AttributedString) -> Bool {
        guard characters.elementsEqual(other.characters) else { return false }
        var mine = runs.makeIterator()
        var theirs = other.runs.makeIterator()
        while true {
            switch (mine.next(), theirs.next()) {
            case (nil, nil):
                return true
            case (let run?, let otherRun?):
                let start = utf8.distance(from: utf8.startIndex, to: run.range.lowerBound)
                let otherStart = other.utf8.distance(from: other.utf8.startIndex, to: otherRun.range.lowerBound)
                guard start == otherStart, run.attributes == otherRun.attributes else { return false }
            default:
                return false
            }
        }
    }
}
