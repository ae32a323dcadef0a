import Foundation
import PatternHighlightTestSupport
import Testing

/// The C API from C: Tests/CAPI/capi_test.c, compiled by the system C compiler against patternhighlight.h and the
/// built libpatternhighlight, calls every function with good and bad input (its own checks), then its JSON outputs
/// are compared with the command line's for the same text and options; and the same program under valgrind's
/// memcheck (no invalid access, bad free or definite leak; Tests/CAPI/valgrind.supp lists the two false positives).
@Suite(.serialized) struct CAPIProgramTests {
    /// The folder of the built library: next to the test bundle in the build folder.
    static var libraryFolder: URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("libpatternhighlight.so").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// A program on the PATH, or nil.
    static func which(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static let compiler = which("cc")
    static let valgrind = which("valgrind")

    /// The test program, compiled once into a temporary folder.
    static let program: Result<URL, ProgramError> = {
        guard let compiler else { return .failure(ProgramError("no C compiler `cc` on the PATH")) }
        guard let library = libraryFolder else {
            return .failure(ProgramError("libpatternhighlight.so is not in the build folder: build it (`swift build`)"))
        }
        let root = SharedData.packageRoot
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-capi-\(UUID().uuidString)")
        let binary = folder.appendingPathComponent("capi_test")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let result = try CommandLineRunner.run(
                [
                    "-std=c11", "-Wall", "-Wextra", "-Werror", "-I", root.appendingPathComponent("Sources/CPatternHighlight/include").path,
                    root.appendingPathComponent("Tests/CAPI/capi_test.c").path, "-L", library.path, "-lpatternhighlight",
                    "-Wl,-rpath,\(library.path)", "-lpthread", "-o", binary.path,
                ], program: compiler)
            guard result.status == 0 else { return .failure(ProgramError("cc failed: \(result.stderr)")) }
        } catch {
            return .failure(ProgramError("cc could not run: \(error)"))
        }
        return .success(binary)
    }()

    struct ProgramError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs the program (under `wrapper` when given) writing its outputs to a new folder; returns the folder.
    static func run(wrapper: [String] = []) throws -> (folder: URL, result: CommandLineRunner.Result) {
        let binary = try program.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-capi-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let command = wrapper.isEmpty ? [binary.path, folder.path] : wrapper + [binary.path, folder.path]
        let result = try CommandLineRunner.run(Array(command.dropFirst()), program: command[0])
        return (folder, result)
    }

    /// Each output of the program, and the command line arguments that give the same object for its input.
    static let outputs: [(name: String, arguments: @Sendable (URL) -> [String])] = [
        ("annotate", { _ in ["--profile", "bluesky", "--units", "utf16"] }),
        ("post", { folder in ["--profile", "bluesky", "--format", "post", "--dids", folder.appendingPathComponent("post.dids").path] }),
        ("split", { _ in ["split", "--profile", "twitter", "--units", "utf16"] }),
        ("crosspost", { folder in
            ["crosspost", "--targets", "twitter,bluesky,mastodon", "--mentions", folder.appendingPathComponent("crosspost.mentions").path,
             "--content-warning", "spoilers", "--units", "utf16"]
        }),
    ]

    /// Every function the header declares is called by the test program, so that a new one cannot go untested.
    @Test func programCallsEveryFunctionOfTheHeader() throws {
        let root = SharedData.packageRoot
        let header = try String(contentsOf: root.appendingPathComponent("Sources/CPatternHighlight/include/patternhighlight.h"), encoding: .utf8)
        let program = try String(contentsOf: root.appendingPathComponent("Tests/CAPI/capi_test.c"), encoding: .utf8)
        let declared = Set(header.matches(of: /\b(ph_[a-z0-9_]+)\(/).map { String($0.output.1) })
        #expect(declared.count >= 26)
        for function in declared.sorted() {
            #expect(program.contains("\(function)("), "Tests/CAPI/capi_test.c never calls \(function)")
        }
    }

    @Test(.enabled(if: compiler != nil, "no C compiler `cc` on the PATH: the C API's test program was not compiled"))
    func programPassesAndMatchesTheCommandLine() throws {
        let (folder, result) = try Self.run()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "\(result.stdoutText)\n\(result.stderr)")
        #expect(result.stdoutText.hasSuffix("0 failed\n"))
        for (name, arguments) in Self.outputs {
            let input = try Data(contentsOf: folder.appendingPathComponent("\(name).input"))
            let output = try String(contentsOf: folder.appendingPathComponent("\(name).json"), encoding: .utf8)
            let expected = try CommandLineRunner.run(arguments(folder), stdin: input)
            #expect(expected.status == 0, "\(name): \(expected.stderr)")
            #expect(output + "\n" == expected.stdoutText, "\(name): the C API's JSON differs from the command line's")
        }
    }

    @Test(.enabled(if: compiler != nil && valgrind != nil,
                   "valgrind or cc is not installed (Debian's `valgrind`): the C API's test program did not run under memcheck"))
    func programIsCleanUnderMemcheck() throws {
        let suppressions = SharedData.packageRoot.appendingPathComponent("Tests/CAPI/valgrind.supp").path
        let (folder, result) = try Self.run(wrapper: [
            Self.valgrind!, "--error-exitcode=99", "--leak-check=full", "--errors-for-leak-kinds=definite",
            "--suppressions=\(suppressions)",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0, "memcheck: \(result.stderr.suffix(6000))")
        #expect(result.stderr.contains("ERROR SUMMARY: 0 errors"))
        #expect(result.stdoutText.hasSuffix("0 failed\n"))
    }
}
