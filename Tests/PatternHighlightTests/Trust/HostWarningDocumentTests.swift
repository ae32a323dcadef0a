@testable import PatternHighlight
import Testing
import PatternHighlightTestSupport

/// A live document keeps host warnings exactly as a fresh scan makes them: seeded random edits (typing look-alike
/// letters into hosts, pasting spoofed links, deleting) in every profile, each step checked against `annotate`.
@Suite struct HostWarningDocumentTests {
    static let pieces = [
        "https://", "example.com", "аррӏе.com", "https://аррӏе.com/x", "pаypal.com", "@bob@аррӏе.social", "@alice.bsky.social",
        "@carl@müller.de", "müller.de", "пример.рф", "а", "о", "ο", "р", "e", "a", "١", "2", ".", "/", " ", " ", " ", "\n",
        "x" + String(repeating: "y", count: 70) + " ",  // past 64 bytes a paragraph re-scans only the words an edit touches
    ]

    @Test(arguments: Profile.all.map(\.name))
    func randomEditsKeepTheWarningsOfAFreshScan(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        var random = SeededRandom(seed: 0x4057_0023 &+ UInt64(profileName.utf8.count))
        var model = Array("see https://example.com and @bob@example.social ".utf8)
        var document = HighlightDocument(String(decoding: model, as: UTF8.self), highlighter: highlighter)
        var warned = 0
        for step in 0..<1_500 {
            let position = Self.boundary(in: model, near: Int.random(in: 0...model.count, using: &random))
            let range: Range<Int>
            let text: [UInt8]
            if Int.random(in: 0..<4, using: &random) == 0, position < model.count {
                let end = Self.boundary(in: model, near: min(model.count, position + Int.random(in: 1...6, using: &random)))
                (range, text) = (position..<max(position, end), [])
            } else {
                (range, text) = (position..<position, Array(Self.pieces.randomElement(using: &random)!.utf8))
            }
            try document.replace(range, in: .utf8, with: String(decoding: text, as: UTF8.self))
            model.replaceSubrange(range, with: text)
            if model.count > 600 {
                let cut = Self.boundary(in: model, near: 100)..<Self.boundary(in: model, near: model.count - 100)
                try document.replace(cut, in: .utf8, with: "")
                model.removeSubrange(cut)
            }
            let expected = try highlighter.annotate(utf8: model).entities
            warned += expected.filter { $0.hostWarning != nil }.count
            guard document.entities == expected else {
                Issue.record("step \(step) [\(profileName)]: \(document.entities) != \(expected) in \(String(decoding: model, as: UTF8.self).debugDescription)")
                return
            }
        }
        #expect(warned > 100, "the edits must produce warned entities to compare (\(warned))")
    }

    /// The nearest scalar boundary at or before `offset`.
    static func boundary(in bytes: [UInt8], near offset: Int) -> Int {
        var offset = min(max(0, offset), bytes.count)
        while offset < bytes.count, offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }
}
