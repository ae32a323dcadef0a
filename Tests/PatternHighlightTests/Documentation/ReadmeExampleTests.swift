import Foundation
import Testing
import PatternHighlightTestSupport

/// The README's programs are the example targets' files, byte for byte, and print what the README says they print:
/// `swift build` compiles the examples as clients of the library (public API only), so the README's code compiles
/// as written and cannot drift from it.
@Suite struct ReadmeExampleTests {
    /// The README sections that show an example target's `main.swift`, with the target.
    static let examples: [(section: String, target: String)] = [
        ("Use it in your package", "UseInYourPackage"),
        ("Library", "QuickStart"),
    ]

    @Test(arguments: examples)
    func programIsTheExampleTargetsFile(section: String, target: String) throws {
        let program = try Self.program(inSection: section)
        let file = try String(
            contentsOf: SharedData.packageRoot.appendingPathComponent("Examples/\(target)/main.swift"), encoding: .utf8)
        #expect(program == file, "README.md '\(section)' shows code that is not Examples/\(target)/main.swift")
    }

    @Test(arguments: examples)
    func exampleTargetPrintsWhatTheReadmeShows(section: String, target: String) throws {
        let body = try #require(try MarkdownFile("README.md").section(section))
        let output = try #require(
            MarkdownFile.codeBlocks(in: body).first { $0.language.isEmpty }, "README.md '\(section)' shows no output")
        let result = try CommandLineRunner.run([], program: target)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText == output.code)
    }

    /// "Use it in your package" is ten lines, as the README says.
    @Test func theDependentsExampleIsTenLines() throws {
        let program = try Self.program(inSection: "Use it in your package")
        #expect(program.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 10)
    }

    /// The manifest lines name this package as SwiftPM identifies it (the URL's last path component) and every
    /// library product `Package.swift` declares for Swift packages, and nothing else (the C API's shared library,
    /// `type: .dynamic`, is for C and Python: README "From C and Python").
    @Test func manifestLinesNameEveryLibraryProduct() throws {
        let body = try #require(try MarkdownFile("README.md").section("Use it in your package"))
        let manifest = try #require(MarkdownFile.codeBlocks(in: body).first { $0.code.contains(".package(url:") }).code
        let url = try #require(manifest.firstMatch(of: /\.package\(url: "([^"]+)"/)?.output.1)
        let identity = String(url.split(separator: "/").last ?? "").replacingOccurrences(of: ".git", with: "")
        let named = manifest.matches(of: /\.product\(name: "([^"]+)", package: "([^"]+)"\)/)
        #expect(Set(named.map { String($0.output.2) }) == [identity])

        let packageSwift = try String(contentsOf: SharedData.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = Set(packageSwift.matches(of: /\.library\(name: "([^"]+)"(?!, type: \.dynamic)/).map { String($0.output.1) })
        #expect(libraries.count >= 3)
        #expect(Set(named.map { String($0.output.1) }) == libraries)
    }

    /// The version the manifest lines ask for is one the changelog describes.
    @Test func manifestLinesAskForAVersionTheChangelogHas() throws {
        let body = try #require(try MarkdownFile("README.md").section("Use it in your package"))
        let manifest = try #require(MarkdownFile.codeBlocks(in: body).first { $0.code.contains(".package(url:") }).code
        let version = try #require(manifest.firstMatch(of: /from: "([0-9]+\.[0-9]+\.[0-9]+)"/)?.output.1)
        let changelog = try MarkdownFile("CHANGELOG.md")
        #expect(changelog.headings(level: 2).contains { $0.hasPrefix("[\(version)]") })
    }

    /// The section's one Swift block that is not the manifest lines.
    static func program(inSection section: String) throws -> String {
        let body = try #require(try MarkdownFile("README.md").section(section), "README.md has no section '\(section)'")
        let programs = MarkdownFile.codeBlocks(in: body).filter { $0.language == "swift" && !$0.code.contains(".package(url:") }
        try #require(programs.count == 1, "README.md '\(section)' should show one program, shows \(programs.count)")
        return programs[0].code
    }
}
