import Foundation
import Testing

/// Issue #50: a platform lives behind its registration and in its own folders. Outside them, no code names a
/// platform — no type, case, default, option text or message — except the two registries that list the built-in
/// ones. Comments may still show a built-in profile in use (`Highlighter(profile: .twitter)` in an example).
@Suite struct SharedCodeNamesNoPlatformTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../..").standardized

    /// Each built-in platform's own folders.
    static let platformFolders = [
        "Sources/PatternHighlight/Profiles/Twitter/", "Sources/PatternHighlight/Profiles/TwitterText/",
        "Sources/PatternHighlight/Profiles/Bluesky/", "Sources/PatternHighlight/Profiles/Mastodon/",
        "Sources/PatternHighlight/Profiles/Simple/", "Sources/PatternHighlightFormats/Bluesky/",
    ]

    /// The registries, each allowed the one line that lists the built-in platforms.
    static let registryLines = [
        "Sources/PatternHighlight/Profiles/Profile+Registry.swift": "[.twitter, .bluesky, .mastodon, .simple]",
        "Sources/PatternHighlightFormats/Profiles/ProfileFormatWriters.swift": "BlueskyFormatWriters.all",
    ]

    /// A platform's name in any case, or the simple profile's (`.simple`, `SimpleRecognizer`).
    static let platformName = try! NSRegularExpression(pattern: #"(?i:twitter|bluesky|mastodon)|\.simple\b|\bSimple[A-Z]"#)

    /// The line with its comment removed: nothing when it is a comment line, else the text before a `//` that
    /// stands outside a string literal.
    static func code(of line: String) -> Substring {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("*") || trimmed.hasPrefix("/*") { return "" }
        var quotes = 0
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quotes += 1 }
            if character == "/", previous == "/", quotes % 2 == 0 { return line[..<line.index(before: index)] }
            previous = character
        }
        return line[...]
    }

    static func names(_ text: Substring) -> Bool {
        let string = String(text)
        return platformName.firstMatch(in: string, range: NSRange(string.startIndex..., in: string)) != nil
    }

    @Test func sharedCodeNamesNoPlatform() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var sharedFiles = 0
        var platformLines = 0
        var registriesSeen: Set<String> = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.standardized.path.dropFirst(Self.root.path.count + 1))
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            if Self.platformFolders.contains(where: path.hasPrefix) {
                platformLines += lines.filter { Self.names(Self.code(of: String($0))) }.count
                continue
            }
            sharedFiles += 1
            for (number, line) in lines.enumerated() where Self.names(Self.code(of: String(line))) {
                if let allowed = Self.registryLines[path], line.contains(allowed) {
                    registriesSeen.insert(path)
                    continue
                }
                Issue.record("\(path):\(number + 1) names a platform outside its folders: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(sharedFiles > 300)
        // The scan recognises a platform's name where one is written: its own folders are full of them.
        #expect(platformLines > 100)
        #expect(registriesSeen == Set(Self.registryLines.keys))
    }

    @Test func commentsAndStringsAreToldApart() {
        #expect(Self.code(of: "    /// Highlighter(profile: .twitter)").isEmpty)
        #expect(Self.code(of: #"let x = 1 // twitter"#) == "let x = 1 ")
        #expect(Self.names(Self.code(of: #"let url = "https://twitter.com""#)))
        #expect(Self.names(Self.code(of: "let p = Profile.simple")))
        #expect(!Self.names(Self.code(of: "let simple = true")))
    }
}
