import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// The stream's `count` member: after every random set and replace (emoji sequences, NFC pairs and CRLF split and
/// joined by edits), the reply's count, and the snapshot's, is the library's count of the whole current text.
@Suite struct StreamCountTests {
    static func request(_ members: [(key: String, value: JSONValue)]) -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        writer.members(members)
        writer.endObject()
        return writer.bytes
    }

    /// The offset of scalar `index` of `scalars` in `unit`.
    static func offset(_ scalars: [Unicode.Scalar], _ index: Int, in unit: OffsetUnit) -> Int {
        scalars[..<index].reduce(0) { total, scalar in
            switch unit {
            case .utf8: return total + UTF8.width(scalar)
            case .utf16: return total + UTF16.width(scalar)
            case .scalars: return total + 1
            }
        }
    }

    @Test(arguments: [Profile.twitter, .twitter.counting(.twitter(.v1)), .bluesky, .simple], OffsetUnit.allCases)
    func everyEditReplyCarriesTheWholeTextsCount(_ profile: Profile, _ unit: OffsetUnit) throws {
        let highlighter = Highlighter(profile: profile)
        var session = StreamSession(highlighter: highlighter, units: unit)
        var random = SeededRandom(seed: 1313)
        var text = CountingFragments.text(pieces: 30, breaks: true, using: &random)
        var reply = try JSONValue(parsing: session.handle(Self.request([("op", .string("set")), ("text", .string(text))])))
        for step in 0..<150 {
            let expected = ContractCount.object(highlighter.annotate(text).count, in: unit)
            #expect(reply["ok"] == .bool(true))
            #expect(reply["count"] == expected, "step \(step) in \(text.debugDescription)")
            if step % 25 == 0 {
                let snapshot = try JSONValue(parsing: session.handle(Array(#"{"op":"snapshot"}"#.utf8)))
                #expect(snapshot["count"] == expected)
            }
            var scalars = Array(text.unicodeScalars)
            let start = Int.random(in: 0...scalars.count, using: &random)
            let end = min(scalars.count, start + Int.random(in: 0...3, using: &random))
            let insert = Int.random(in: 0..<3, using: &random) == 0 ? "" : CountingFragments.text(pieces: 1, breaks: true, using: &random)
            let request = Self.request([
                ("op", .string("replace")), ("start", .number(String(Self.offset(scalars, start, in: unit)))),
                ("end", .number(String(Self.offset(scalars, end, in: unit)))), ("text", .string(insert)),
            ])
            scalars.replaceSubrange(start..<end, with: insert.unicodeScalars)
            text = String(String.UnicodeScalarView(scalars))
            reply = try JSONValue(parsing: session.handle(request))
        }
    }
}
