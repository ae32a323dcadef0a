import Foundation
import PatternHighlight
import Testing
import PatternHighlightTestSupport

/// One version: the library's `PatternHighlight.version`, what the built `pattern-highlight --version` prints, and
/// the newest version the changelog describes.
@Suite struct VersionTests {
    @Test func commandLinePrintsTheLibrarysVersion() throws {
        let result = try CommandLineRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdoutText == "pattern-highlight \(PatternHighlight.version)\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func versionIsSemantic() {
        #expect(PatternHighlight.version.wholeMatch(of: /(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?/) != nil)
    }

    /// The changelog's first version after `[Unreleased]` is this one, so a version raised without its changelog
    /// entry, or the other way round, fails here.
    @Test func changelogsNewestVersionIsTheLibrarys() throws {
        let versions = try MarkdownFile("CHANGELOG.md").headings(level: 2)
            .filter { $0.hasPrefix("[") && !$0.hasPrefix("[Unreleased]") }
        let newest = try #require(versions.first, "CHANGELOG.md has no version")
        #expect(newest.hasPrefix("[\(PatternHighlight.version)]"))
        // Keep a Changelog: "## [version] - YYYY-MM-DD".
        for heading in versions {
            #expect(heading.wholeMatch(of: /\[[0-9]+\.[0-9]+\.[0-9]+\] - [0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil, "\(heading)")
        }
    }

    /// The module's name still qualifies its types: the version is a constant of the module, and no type named
    /// `PatternHighlight` hides the module (with one, `PatternHighlight.Highlighter` would not compile).
    @Test func moduleNameQualifiesTypesAndTheVersion() {
        let annotation = PatternHighlight.Highlighter(profile: PatternHighlight.Profile.simple).annotate("#swift")
        #expect(annotation.entities.map(\.value) == ["swift"])
        #expect(!PatternHighlight.version.isEmpty)
    }
}
