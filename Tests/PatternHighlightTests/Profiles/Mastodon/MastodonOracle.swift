import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Runs Mastodon 4.6.5's own code (`../shared/reference/mastodon/run.sh --validator-only`, Ruby) on many texts at
/// once: the server's length of each text with its content warning. Tests that use it skip with ``skipReason``
/// when the script is absent or cannot run here (it is told not to install anything).
enum MastodonOracle {
    static let script = SharedData.root.appendingPathComponent("reference/mastodon/run.sh")

    /// Whether the oracle answers here: asked once, on one text.
    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: script.path) else { return false }
        return (try? lengths(for: [("hi", "")])) == [2]
    }()

    static var skipReason: Comment {
        FileManager.default.isExecutableFile(atPath: script.path)
            ? "the Mastodon oracle \(script.path) does not run here (Ruby 3.1 with unf and libidn12 missing; run it once by hand to install them)"
            : "Mastodon oracle not found at \(script.path) (expected ../shared beside the package root)"
    }

    /// The server's length of each `(text, contentWarning)`, in order: as the validator sees them when
    /// `validatorOnly`, else after the steps before it (a blank text takes the warning's place, both are stripped),
    /// as the server stores a post.
    static func lengths(for posts: [(text: String, contentWarning: String)], validatorOnly: Bool = true) throws -> [Int] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-mastodon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("in.jsonl")
        let outputURL = folder.appendingPathComponent("out.jsonl")
        var writer = JSONWriter()
        for post in posts {
            writer.beginObject()
            writer.key("text")
            writer.string(post.text)
            writer.key("spoiler_text")
            writer.string(post.contentWarning)
            writer.endObject()
            writer.newline()
        }
        try Data(writer.bytes).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path] + (validatorOnly ? ["--validator-only"] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["MASTODON_ORACLE_NO_INSTALL"] = "1"
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OracleFailure(reason: "exit \(process.terminationStatus)") }
        let lines = String(decoding: try Data(contentsOf: outputURL), as: UTF8.self).split(separator: "\n")
        guard lines.count == posts.count else { throw OracleFailure(reason: "\(lines.count) answers for \(posts.count) posts") }
        return try lines.map { line in
            guard let length = try JSONValue(parsing: Array(line.utf8))["length"]?.intValue else {
                throw OracleFailure(reason: "no length in \(line)")
            }
            return length
        }
    }

    struct OracleFailure: Error {
        let reason: String
    }
}
