import Foundation
import Testing
import PatternHighlight
import PatternHighlightFormats

/// Runs the twitter-text 3.1.0 reference bundle (`../shared/reference/twitter-text/`) under `node` on many texts
/// at once, for differential tests. Tests that use it are enabled only when both are present and otherwise skip
/// with ``skipReason``.
package enum ReferenceOracle {
    package static let bundle = SharedData.root.appendingPathComponent("reference/twitter-text/twitter-text-3.1.0.js")

    /// `node` on the `PATH`, or `nil`.
    package static let node: URL? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("node")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    package static var isAvailable: Bool { node != nil && FileManager.default.fileExists(atPath: bundle.path) }

    package static var skipReason: Comment {
        node == nil
            ? "node not found on PATH: the twitter-text reference bundle cannot run"
            : "reference bundle not found at \(bundle.path) (expected ../shared beside the package root)"
    }

    /// The script: reads a JSON array of texts and writes, per text, parseTweet under the three configurations,
    /// the URL entities and combined entities, and the matches of twemoji-parser's regex exactly as bundled (taken
    /// from the bundle's source, so that the test compares against the regex itself). Indices are UTF-16.
    private static let script = #"""
        const fs = require('fs');
        const bundlePath = process.argv[2];
        const tt = require(bundlePath);
        const source = fs.readFileSync(bundlePath, 'utf8');
        const found = source.match(/exports\.default = (\/(?:\\.|[^\/\\\n])+\/g);/);
        const emojiRegex = eval(found[1]);
        const texts = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
        const out = texts.map((text) => {
          const emoji = [];
          emojiRegex.lastIndex = 0;
          let match;
          while ((match = emojiRegex.exec(text))) emoji.push([match.index, emojiRegex.lastIndex]);
          return {
            v1: tt.parseTweet(text, tt.configs.version1),
            v2: tt.parseTweet(text, tt.configs.version2),
            v3: tt.parseTweet(text, tt.configs.version3),
            urls: tt.extractUrlsWithIndices(text).map((u) => [u.indices[0], u.indices[1]]),
            entities: tt.extractEntitiesWithIndices(text).map((e) => [e.indices[0], e.indices[1]]),
            emoji,
          };
        });
        process.stdout.write(JSON.stringify(out));
        """#

    /// The reference's results for `texts`, one JSON object per text.
    package static func results(for texts: [String]) throws -> [JSONValue] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptURL = folder.appendingPathComponent("oracle.js")
        let inputURL = folder.appendingPathComponent("texts.json")
        let outputURL = folder.appendingPathComponent("out.json")
        try Data(script.utf8).write(to: scriptURL)
        try JSONSerialization.data(withJSONObject: texts).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let process = Process()
        process.executableURL = node
        process.arguments = [scriptURL.path, bundle.path, inputURL.path]
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OracleFailure(status: process.terminationStatus) }
        guard case .array(let items) = try JSONValue(parsing: Array(try Data(contentsOf: outputURL))), items.count == texts.count
        else { throw OracleFailure(status: -1) }
        return items
    }

    package struct OracleFailure: Error {
        package let status: Int32
    }
}

/// UTF-8 offsets of a text turned into UTF-16 offsets, to compare with JavaScript's indices.
package struct UTF16Offsets {
    private var table: [Int]

    package init(_ bytes: [UInt8]) {
        table = Array(repeating: 0, count: bytes.count + 1)
        var utf16 = 0
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            for step in 0..<length { table[index + step] = utf16 }
            utf16 += length == 4 ? 2 : 1
            index += length
        }
        table[bytes.count] = utf16
    }

    package subscript(utf8Offset: Int) -> Int { table[utf8Offset] }
}
