import Foundation

/// Runs the built `pattern-highlight` executable, or another of the package's executables (they sit next to the
/// test bundle in the build folder).
package enum CommandLineRunner {
    package struct Result {
        package let status: Int32
        package let stdout: Data
        package let stderr: String
        package var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    package static var executable: URL { executable(named: "pattern-highlight") }

    /// The built executable product `name` (`pattern-highlight`, an example such as `QuickStart`).
    package static func executable(named name: String) -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return SharedData.packageRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `program` (the tool unless told; an absolute path is taken as it is) with `arguments`, feeding `stdin` (through a temporary file), and waits
    /// for it.
    package static func run(
        _ arguments: [String], stdin: Data = Data(), environment: [String: String]? = nil, program: String = "pattern-highlight"
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputURL = folder.appendingPathComponent("stdin")
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try stdin.write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        process.executableURL = program.hasPrefix("/") ? URL(fileURLWithPath: program) : executable(named: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: try Data(contentsOf: outputURL),
            stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
