import PatternHighlight
import PatternHighlightFormats

/// parseTweet's seven fields, in UTF-16 as twitter-text reports them, for comparing with the suite and the bundle.
package struct ParseTweetFields: Equatable, CustomStringConvertible {
    package var weightedLength: Int
    package var valid: Bool
    package var permillage: Int
    package var displayRangeStart: Int
    package var displayRangeEnd: Int
    package var validRangeStart: Int
    package var validRangeEnd: Int

    package init(_ count: TwitterCount) {
        weightedLength = count.weightedLength
        valid = count.valid
        permillage = count.permillage
        displayRangeStart = count.displayRangeStart
        displayRangeEnd = count.displayRangeEnd(in: .utf16)
        validRangeStart = count.validRangeStart
        validRangeEnd = count.validRangeEnd(in: .utf16)
    }

    /// The fields of a parseTweet result object, or `nil` when one is missing.
    package init?(_ json: JSONValue) {
        guard let weightedLength = json["weightedLength"]?.intValue, let valid = json["valid"]?.boolValue,
            let permillage = json["permillage"]?.intValue, let displayRangeStart = json["displayRangeStart"]?.intValue,
            let displayRangeEnd = json["displayRangeEnd"]?.intValue, let validRangeStart = json["validRangeStart"]?.intValue,
            let validRangeEnd = json["validRangeEnd"]?.intValue
        else { return nil }
        self.weightedLength = weightedLength
        self.valid = valid
        self.permillage = permillage
        self.displayRangeStart = displayRangeStart
        self.displayRangeEnd = displayRangeEnd
        self.validRangeStart = validRangeStart
        self.validRangeEnd = validRangeEnd
    }

    package var description: String {
        "weightedLength \(weightedLength) valid \(valid) permillage \(permillage) display \(displayRangeStart)...\(displayRangeEnd) valid \(validRangeStart)...\(validRangeEnd)"
    }
}
