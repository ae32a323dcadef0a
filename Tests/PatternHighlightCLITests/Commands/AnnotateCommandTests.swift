import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Drives the built `pattern-highlight` in annotate mode, as scripts do.
@Suite struct AnnotateCommandTests {
    static func json(_ result: CommandLineRunner.Result) throws -> JSONValue {
        try JSONValue(parsing: Array(result.stdout))
    }

    static func entities(_ object: JSONValue) -> [JSONValue] {
        guard case .array(let list)? = object["entities"] else { return [] }
        return list
    }

    @Test(arguments: OffsetUnit.allCases)
    func theDoneWhenExampleHasExactOffsets(_ unit: OffsetUnit) throws {
        let prefix = "👨‍👩‍👧 "
        let line = "hi @john.doe #swift https://example.com/a\n"
        for text in [line, prefix + line] {
            let result = try CommandLineRunner.run(["--profile", "simple", "--units", unit.rawValue], stdin: Data(text.utf8))
            #expect(result.status == 0, "\(result.stderr)")
            let object = try Self.json(result)
            let found = Self.entities(object)
            #expect(found.compactMap { $0["kind"]?.stringValue } == ["mention", "hashtag", "url"])
            #expect(found.compactMap { $0["text"]?.stringValue } == ["@john.doe", "#swift", "https://example.com/a"])
            for entity in found {
                let entityText = entity["text"]!.stringValue!
                let utf8Start = text.utf8.count - text[text.range(of: entityText)!.lowerBound...].utf8.count
                let before = String(decoding: Array(text.utf8)[..<utf8Start], as: UTF8.self)
                let expectedStart: Int
                switch unit {
                case .utf8: expectedStart = before.utf8.count
                case .utf16: expectedStart = before.utf16.count
                case .scalars: expectedStart = before.unicodeScalars.count
                }
                #expect(entity["start"]?.intValue == expectedStart)
            }
            let length: Int = unit == .utf8 ? text.utf8.count : unit == .utf16 ? text.utf16.count : text.unicodeScalars.count
            #expect(object["length"]?.intValue == length)
            #expect(object["units"]?.stringValue == unit.rawValue)
        }
    }

    @Test func invalidUTF8ExitsWithDataErrorAndNoJSON() throws {
        let result = try CommandLineRunner.run(["--profile", "simple"], stdin: Data([0x68, 0x69, 0xFF, 0x20, 0x23, 0x61]))
        #expect(result.status == 65)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("not valid UTF-8"))
    }

    @Test func lossyReplacesAndSucceeds() throws {
        let result = try CommandLineRunner.run(["--profile", "simple", "--lossy"], stdin: Data([0x68, 0xFF, 0x20, 0x23, 0x61]))
        #expect(result.status == 0)
        let object = try Self.json(result)
        #expect(Self.entities(object).first?["text"]?.stringValue == "#a")
        #expect(object["length"]?.intValue == 5, "U+FFFD is one UTF-16 unit: h + FFFD + space + #a")
        #expect(result.stderr.contains("U+FFFD"))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option"),
        (["--units"], "needs a value"),
        (["--units", "bytes"], "utf16|utf8|scalars"),
        (["--profile", "myspace"], "does not accept"),
        (["extra-argument"], "unexpected argument"),
        (["--theme", "/nonexistent/theme.json"], "cannot read"),
    ])
    func usageErrorsExit64WithAHelpfulMessage(_ arguments: [String], _ message: String) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data("x".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func helpAndVersion() throws {
        let help = try CommandLineRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdoutText.contains("--profile"))
        let version = try CommandLineRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdoutText.hasPrefix("pattern-highlight "))
    }

    @Test func runsCarryTheThemeStyle() throws {
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("ph-theme-\(UUID().uuidString).json")
        try Data(##"{"mention": {"color": "#FF0000", "underline": true}}"##.utf8).write(to: theme)
        defer { try? FileManager.default.removeItem(at: theme) }
        let result = try CommandLineRunner.run(["--profile", "simple", "--theme", theme.path], stdin: Data("@a #b".utf8))
        #expect(result.status == 0)
        guard case .array(let runs)? = try Self.json(result)["runs"] else { Issue.record("no runs"); return }
        let styled = runs.filter { $0["style"] != nil }
        #expect(styled.count == 2)
        #expect(styled[0]["style"]?["color"]?.stringValue == "#FF0000")
        #expect(styled[0]["style"]?["underline"]?.boolValue == true)
        #expect(styled[1]["style"]?["color"]?.stringValue == "#AF52DE", "kinds the theme does not name keep the default")
    }

    @Test func aBadThemeIsAUsageError() throws {
        let theme = FileManager.default.temporaryDirectory.appendingPathComponent("ph-theme-\(UUID().uuidString).json")
        try Data(#"{"mention": {"color": "red"}}"#.utf8).write(to: theme)
        defer { try? FileManager.default.removeItem(at: theme) }
        let result = try CommandLineRunner.run(["--theme", theme.path], stdin: Data("@a".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("mention"))
        #expect(result.stdout.isEmpty)
    }

    /// A theme naming a kind that cannot occur (the issue's misspelt `hashtags`) is refused in every mode that takes a
    /// theme, with the kinds it could name; a custom kind is one of them only with its pattern loaded.
    @Test func aThemeNamingAnUnknownKindIsAUsageErrorListingTheKinds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let misspelt = folder.appendingPathComponent("misspelt.json")
        try Data(##"{"mention": {"color": "#FF0000"}, "hashtags": {"color": "#00FF00"}}"##.utf8).write(to: misspelt)
        for mode in [["annotate"], ["batch"], ["stream"]] {
            let result = try CommandLineRunner.run(mode + ["--profile", "mastodon", "--theme", misspelt.path], stdin: Data())
            #expect(result.status == 64, "\(mode): \(result.stderr)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("'hashtags'") && result.stderr.contains("did you mean 'hashtag'?"), "\(result.stderr)")
            #expect(result.stderr.contains("mention, hashtag, url"), "\(result.stderr)")
        }
        let custom = folder.appendingPathComponent("custom.json")
        try Data(##"{"ticket": {"color": "#FF9500", "underline": true}, "cashtag": {"color": "#000000"}}"##.utf8).write(to: custom)
        let patterns = folder.appendingPathComponent("patterns.json")
        try Data(##"[{"kind": "ticket", "regex": "\\bJIRA-[0-9]+\\b"}]"##.utf8).write(to: patterns)
        let without = try CommandLineRunner.run(["--theme", custom.path], stdin: Data("JIRA-7".utf8))
        #expect(without.status == 64 && without.stderr.contains("'ticket'") && without.stderr.contains("--patterns"), "\(without.stderr)")
        let with = try CommandLineRunner.run(["--theme", custom.path, "--patterns", patterns.path], stdin: Data("JIRA-7 $AAPL".utf8))
        #expect(with.status == 0, "\(with.stderr)")
        #expect(with.stdoutText.contains(##""kind":"ticket","style":{"color":"#FF9500","underline":true}"##), "\(with.stdoutText)")
        let listed = try CommandLineRunner.run(["--theme", misspelt.path, "--patterns", patterns.path, "--shortcodes"], stdin: Data())
        #expect(listed.stderr.contains("the kinds are mention, hashtag, url, cashtag, shortcode, ticket"), "\(listed.stderr)")
    }

    @Test func helpDescribesTheCountAndTwitterConfig() throws {
        let help = try CommandLineRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdoutText.contains("--twitter-config v1|v2|v3"))
        #expect(help.stdoutText.contains(#""count""#) && help.stdoutText.contains(#""weightedLength""#))
        #expect(help.stdoutText.contains("missing_field"))
    }

    /// A custom kind named like one of the profile's own kinds is refused with the library's error.
    @Test(arguments: [("twitter", "mention"), ("bluesky", "cashtag"), ("simple", "hashtag")])
    func aCustomKindNamedLikeABuiltInKindIsAUsageError(_ profile: String, _ kind: String) throws {
        let patterns = FileManager.default.temporaryDirectory.appendingPathComponent("ph-patterns-\(UUID().uuidString).json")
        try Data(#"[{"kind": "\#(kind)", "regex": "x+"}]"#.utf8).write(to: patterns)
        defer { try? FileManager.default.removeItem(at: patterns) }
        let result = try CommandLineRunner.run(["--profile", profile, "--patterns", patterns.path], stdin: Data("xx".utf8))
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(PatternError.builtInKind(EntityKind(kind), profile: Profile.ID(rawValue: profile)).description), "\(result.stderr)")
        #expect(!result.stderr.contains("defined twice"))
    }
}
