import Testing
@testable import PatternHighlight

/// `make test` compiles the library's internal invariant checks in (`PATTERNHIGHLIGHT_INTERNAL_CHECKS`, see
/// Package.swift): the library reports them compiled, and a tree whose totals do not add up stops the process.
/// Without the condition (a plain `swift test`) the suite fails instead of passing silently.
@Suite struct InternalChecksTests {
    @Test func theChecksAreCompiledIn() {
        #if PATTERNHIGHLIGHT_INTERNAL_CHECKS
        #expect(ParagraphTree.checksInvariants, "the tests have the condition but the library does not")
        #else
        Issue.record("built without PATTERNHIGHLIGHT_INTERNAL_CHECKS: run `make test` (or set that environment variable)")
        #endif
    }

    #if PATTERNHIGHLIGHT_INTERNAL_CHECKS
    @Test func aBrokenTreeStops() async {
        await #expect(processExitsWith: .failure) {
            let document = HighlightDocument("hello @alice", highlighter: Highlighter(profile: .twitter))
            let located = document.tree.locate(index: 0)
            var wrong = located.own
            wrong.utf8 += 1  // totals that do not match the paragraph's bytes
            _ = ParagraphTree(root: ParagraphTree.Node(nil, located.paragraph, wrong, nil))
        }
    }
    #endif
}
