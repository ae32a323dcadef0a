@testable import PatternHighlight

extension HighlightDocument {
    /// The content range (break excluded) of every paragraph, in document UTF-8 offsets.
    var paragraphContentRanges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        tree.forEach { located in
            ranges.append((located.start + located.paragraph.contentRange.lowerBound)..<(located.start + located.paragraph.contentRange.upperBound))
        }
        return ranges
    }
}
