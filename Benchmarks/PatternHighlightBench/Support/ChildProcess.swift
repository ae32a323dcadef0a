import Foundation

/// Runs another program (the CLI, or this harness in a memory-measuring child) with files for its standard
/// streams, and times it from spawn to exit.
enum ChildProcess {
    struct Outcome {
        let status: Int32
        let seconds: Double
    }

    struct LaunchError: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments`; standard input from `inputPath` (or empty), standard output to
    /// `outputPath` (or discarded), standard error to `errorPath` (or discarded).
    static func run(
        _ executable: String, _ arguments: [String], input inputPath: String? = nil, output outputPath: String? = nil,
        error errorPath: String? = nil
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = try inputPath.map { path in
            guard let handle = FileHandle(forReadingAtPath: path) else { throw LaunchError(description: "cannot read \(path)") }
            return handle
        } ?? FileHandle.nullDevice
        process.standardOutput = try outputPath.map(Self.truncatedFile) ?? FileHandle.nullDevice
        process.standardError = try errorPath.map(Self.truncatedFile) ?? FileHandle.nullDevice
        let start = Stopwatch.now()
        try process.run()
        process.waitUntilExit()
        let seconds = Double(Stopwatch.now() - start) / 1e9
        return Outcome(status: process.terminationStatus, seconds: seconds)
    }

    private static func truncatedFile(_ path: String) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw LaunchError(description: "cannot create \(path)") }
        return handle
    }

    /// This executable's own path.
    static var currentExecutable: String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }

    /// A program built next to this one (same `swift build` bin folder), or `nil` when it is not there.
    static func sibling(_ name: String) -> String? {
        let path = URL(fileURLWithPath: currentExecutable).deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
