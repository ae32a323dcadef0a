import Foundation

/// Headless Chromium for the tests that need a real browser: it loads a page, runs its scripts and prints the
/// DOM. Tests that use it are enabled only when ``path`` is set, saying why otherwise.
package enum HeadlessChromium {
    /// The browser: `$CHROMIUM`, else Debian's `chromium` (`apt-get install chromium`), or `nil`.
    package static let path: String? = {
        let candidates = [ProcessInfo.processInfo.environment["CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser"]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The DOM of `page` after the browser has run its scripts (`--dump-dom`), from a temporary folder that is
    /// removed afterwards.
    package static func dumpDOM(_ page: String, browser: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("page.html")
        try Data(page.utf8).write(to: file)
        let output = folder.appendingPathComponent("dom.html")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path, "--dump-dom", file.absoluteString,
        ]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }
}
