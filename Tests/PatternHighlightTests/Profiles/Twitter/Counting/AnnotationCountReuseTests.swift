import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// An annotation of UTF-8 bytes keeps the twitter scan's URL candidates and its count weighs them instead of scanning
/// again: the count is the rule's own count of the text (which scans for itself), on random texts with and without
/// NFC changes, under every configuration.
struct AnnotationCountReuseTests {
    @Test(arguments: [UInt64(21), 2121])
    func countWithTheScansURLCandidatesIsTheRulesCount(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let profiles: [Profile] = [.twitter, .twitter.counting(.twitter(.v1)), .twitter.counting(.twitter(.v2))]
        var reused = 0
        for _ in 0..<1500 {
            let text = CountingFragments.text(pieces: Int.random(in: 1...60, using: &random), breaks: true, using: &random)
            for profile in profiles {
                let annotation = try Highlighter(profile: profile).annotate(utf8: Array(text.utf8))
                if annotation.countReuse != nil { reused += 1 }
                #expect(annotation.count == profile.counting.count(text), "\(profile.counting) \(text.debugDescription)")
            }
        }
        #expect(reused > 0)
    }
}
