import Testing
import PatternHighlight

/// `HighlightDocument.count` is what its documentation says (issue #48, item 7): the annotation's count with the
/// document's content warning, `annotate(text).count(contentWarning:)`, which is `annotate(text).count` only when no
/// warning is set. Through the public API only.
@Suite struct DocumentCountClaimTests {
    @Test(arguments: ["mastodon", "twitter", "bluesky", "simple"], ["", "spoilers ahead"])
    func countIsTheAnnotationsWithTheContentWarning(profileName: String, contentWarning: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        let text = "hi @alice https://example.com/a #tag"
        var document = HighlightDocument(text, highlighter: highlighter)
        document.contentWarning = contentWarning
        let annotation = highlighter.annotate(text)
        #expect(document.count == annotation.count(contentWarning: contentWarning))
        // Only Mastodon counts the warning: there the two differ once one is set.
        let countsWarning = profileName == "mastodon" && !contentWarning.isEmpty
        #expect((document.count == annotation.count) == !countsWarning)
    }
}
