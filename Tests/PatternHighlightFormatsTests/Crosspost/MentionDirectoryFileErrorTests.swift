import Testing
import PatternHighlight
import PatternHighlightFormats

/// The `--mentions` file's errors show a list of people made from the registered cross-post targets.
@Suite struct MentionDirectoryFileErrorTests {
    /// The example after "such as " in `message`, up to the note that follows it.
    static func example(in message: String) throws -> JSONValue {
        let start = try #require(message.range(of: "such as "))
        let end = try #require(message.range(of: " (each handle", range: start.upperBound..<message.endIndex))
        return try JSONValue(parsing: Array(message[start.upperBound..<end.lowerBound].utf8))
    }

    /// The example is a JSON list of one person with a handle on every platform a cross-post can target, in
    /// registration order.
    @Test(arguments: [MentionDirectoryFileError.notAList, .invalidJSON("unexpected end at byte 3")])
    func theExampleNamesEveryCrosspostTarget(error: MentionDirectoryFileError) throws {
        let example = try Self.example(in: error.description)
        guard case .array(let people) = example, people.count == 1, case .object(let handles) = people[0] else {
            Issue.record("not a list of one person: \(error.description)")
            return
        }
        #expect(handles.map(\.key) == Profile.crosspostTargets.map(\.rawValue))
        #expect(handles.count > 1)
    }
}
