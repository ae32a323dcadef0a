import Foundation
import Testing
import PatternHighlight
import PatternHighlightTestSupport

/// The library's errors speak its own API (issue #48, item 5): the fix for invalid UTF-8 is `TextInput.repairing`,
/// for a text over the limit `Highlighter(maximumTextBytes:)`; no message names a command-line option. The command
/// line gives the same facts with its own remedies (`--lossy`, `--max-bytes`). Through the public API only.
@Suite struct LibraryErrorMessageTests {
    /// (error, what its message must name).
    static let errors: [(error: any Error & CustomStringConvertible, names: String)] = [
        (TextError.invalidUTF8(byteOffset: 3), "TextInput.repairing(_:)"),
        (TextError.tooLarge(byteCount: 2000, limit: 1000), "maximumTextBytes"),
        (DocumentError.tooLarge(length: 2001, limit: 1000), "maximumTextBytes"),
        (DocumentError.invalidText(.invalidUTF8(byteOffset: 3)), "TextInput.repairing(_:)"),
    ]

    @Test(arguments: errors.indices)
    func messageNamesTheLibrarysRemedy(_ index: Int) {
        let (error, names) = Self.errors[index]
        #expect(error.description.contains(names), "\(error)")
        #expect(!error.description.contains("--"), "\(error) names a command-line option")
    }

    /// No message of the library's offset and pattern errors names a command-line option either.
    @Test func noLibraryMessageNamesAnOption() {
        let messages = [
            DocumentError.offsetOutOfRange(offset: 9, unit: .utf16, length: 3).description,
            DocumentError.offsetInsideScalar(offset: 1, unit: .utf8).description,
            PatternError.invalidKindName("a b").description, PatternError.duplicateKind("x").description,
            PatternError.builtInKind(.mention, profile: "twitter").description,
        ]
        for message in messages { #expect(!message.contains("--"), "\(message)") }
    }

    /// The command line adds its own advice: `--lossy` for invalid UTF-8, `--max-bytes` for a text over the limit,
    /// and does not send its user to the library's API.
    @Test(arguments: [(["--profile", "simple"], [UInt8]([0x68, 0xFF, 0x20]), "--lossy"),
                      (["--profile", "simple", "--max-bytes", "4"], Array("hello world".utf8), "--max-bytes")])
    func commandLineGivesItsOwnRemedy(arguments: [String], input: [UInt8], remedy: String) throws {
        let result = try CommandLineRunner.run(arguments, stdin: Data(input))
        #expect(result.status == 65)
        #expect(result.stderr.contains(remedy), "\(result.stderr)")
        #expect(!result.stderr.contains("TextInput") && !result.stderr.contains("maximumTextBytes"), "\(result.stderr)")
    }
}
