import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// The precondition incremental highlighting rests on, for every profile: no entity crosses a paragraph
/// break, and each paragraph highlights the same alone as inside the whole text.
@Suite struct ParagraphPreconditionTests {
    @Test(arguments: Profile.all.map(\.name))
    func annotatingWholeEqualsAnnotatingEachParagraph(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        var random = SeededRandom(seed: 0xB4EA_C0DE)
        for _ in 0..<400 {
            let text = TextFragments.paragraphs(Int.random(in: 1...6, using: &random), using: &random)
                + (Bool.random(using: &random) ? TextFragments.text(pieces: 6, breaks: true, using: &random) : "")
            let bytes = Array(text.utf8)
            let whole = highlighter.annotate(text)
            let contents = ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count)
            var pieces: [Entity] = []
            for (index, content) in contents.enumerated() {
                // Each paragraph with its break, annotated as a text of its own.
                let end = index + 1 < contents.count ? contents[index + 1].lowerBound : bytes.count
                let alone = try highlighter.annotate(utf8: Array(bytes[content.lowerBound..<end]))
                pieces += alone.entities.map { $0.shifted(by: content.lowerBound) }
                for entity in whole.entities where entity.range.overlaps(content) {
                    #expect(content.lowerBound <= entity.range.lowerBound && entity.range.upperBound <= content.upperBound,
                            "entity \(entity) crosses a paragraph break in \(text.debugDescription)")
                }
            }
            #expect(pieces == whole.entities, "per-paragraph entities differ for \(text.debugDescription)")
        }
    }
}
