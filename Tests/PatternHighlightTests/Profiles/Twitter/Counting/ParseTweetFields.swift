@testable import PatternHighlight
@testable import PatternHighlightFormats

/// parseTweet's seven fields, in UTF-16 as twitter-text reports them, for comparing with the suite and the bundle.
struct ParseTweetFields: Equatable, CustomStringConvertible {
    var weightedLength: Int
    var valid: Bool
    var permillage: Int
    var displayRangeStart: Int
    var displayRangeEnd: Int
    var validRangeStart: Int
    var validRangeEnd: Int

    init(_ count: TwitterCount) {
        weightedLength = count.weightedLength
        valid = count.valid
        permillage = count.permillage
        displayRangeStart = count.displayRangeStart
        displayRangeEnd = count.displayRangeEnd(in: .utf16)
        validRangeStart = count.validRangeStart
        validRangeEnd = count.validRangeEnd(in: .utf16)
    }

    /// The fields of a parseTweet result object, or `nil` when one is missing.
    init?(_ json: JSONValue) {
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

    var description: String {
        "weightedLength \(weightedLength) valid \(valid) permillage \(permillage) display \(displayRangeStart)...\(displayRangeEnd) valid \(validRangeStart)...\(validRangeEnd)"
    }
}
