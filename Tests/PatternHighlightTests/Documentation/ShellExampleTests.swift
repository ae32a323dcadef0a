import Foundation
import PatternHighlight
import Testing
import PatternHighlightTestSupport

/// Every shell example of the README, of `Docs/` and of `--help` runs through the built `pattern-highlight`, and
/// prints what the document shows (compared as ``ShownOutput`` says: `…` stands for text left out).
///
/// A shell example is a ```` ```sh ```` block. Each of its commands (a line, `\` joining lines) is either run or
/// named in ``notRun`` with the reason; a command that is neither fails the test, so a new block is covered the day it
/// is written. A command runs when its program is `pattern-highlight` (after `printf … |`), in `bash` with the built
/// tool first on `PATH`; what it prints (stdout, then stderr) is compared with the lines `# ` under it in the block,
/// or, when the block holds that one command and nothing else, with the block right under it (```` ```json ````,
/// whose lines are joined without their indentation: the tool writes one line).
/// A command shown with no output must exit 0. A transcript in another block (`$ pattern-highlight …`) fails the
/// test: write it as a `sh` block.
@Suite struct ShellExampleTests {
    /// The documents whose shell examples run: the README and every Markdown file of `Docs/`.
    static let documents: [String] = {
        let folder = SharedData.packageRoot.appendingPathComponent("Docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" }
    }()

    /// Commands the examples show but the test does not run, each with why, by how the command begins. What they
    /// name is checked instead: a `make` target is in the Makefile, a script run with `python3` exists.
    static let notRun: [(prefix: String, reason: String)] = [
        ("make ", "builds the package or its site, installing system packages when missing"),
        ("swift build", "builds this package, which the tests already run on"),
        ("pip install ", "installs a package from PyPI"),
        ("python3 Examples/SparkBatch/annotate_corpus.py ", "needs PySpark and a JDK; sparkScriptTakesTheReadmesOptions runs its --help"),
        ("python3 -m http.server ", "serves a folder until it is stopped"),
    ]

    /// One command of a `sh` block and the output shown for it (nil: none shown).
    struct Example: CustomStringConvertible {
        let document: String
        let line: Int
        let command: String
        var shown: String?
        var description: String { "\(document):\(line): \(command)" }
    }

    @Test(arguments: documents)
    func everyShellExampleRunsAndPrintsWhatItShows(document: String) throws {
        let file = try MarkdownFile(document)
        let examples = try Self.examples(in: file)
        for example in examples where Self.isRun(example.command) {
            let result = try Self.run(example.command)
            if let shown = example.shown {
                let printed = result.stdoutText + result.stderr
                #expect(ShownOutput(shown).matches(printed), "\(example)\nshows:\n\(shown)\nprints:\n\(printed)")
            } else {
                #expect(result.status == 0, "\(example) exits \(result.status): \(result.stderr)")
            }
        }
        for example in examples where !Self.isRun(example.command) {
            let reason = Self.notRun.first { example.command.hasPrefix($0.prefix) }
            #expect(reason != nil, "\(example) is neither run nor listed in ShellExampleTests.notRun with a reason")
            try Self.checkWhatItNames(example)
        }
    }

    /// The examples of `--help`: a line `printf … | pattern-highlight …` followed, after two or more spaces, by the
    /// output shown, or by that output on the next line.
    @Test func everyHelpExampleRunsAndPrintsWhatItShows() throws {
        let help = try CommandLineRunner.run(["--help"])
        #expect(help.status == 0)
        let lines = help.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var count = 0
        for (index, line) in lines.enumerated() where line.contains("| pattern-highlight") {
            let match = try #require(
                line.wholeMatch(of: /(printf '[^']*' \| pattern-highlight(?: [^ ]+)*?)(?: {2,}(.+))?/),
                "--help line '\(line)' pipes into pattern-highlight but is not an example: printf '…' | pattern-highlight ARGS, then its output")
            let shown = match.output.2.map(String.init) ?? (index + 1 < lines.count ? lines[index + 1] : "")
            let command = String(match.output.1)
            let result = try Self.run(command)
            let printed = result.stdoutText + result.stderr
            #expect(ShownOutput(shown).matches(printed), "--help: \(command)\nshows: \(shown)\nprints: \(printed)")
            count += 1
        }
        #expect(count >= 1, "--help shows no example")

        // A file shown under "… file (--option): …" is one the tool accepts as that option's file.
        var files = 0
        for (index, line) in lines.enumerated() {
            guard let option = line.firstMatch(of: /^\w+ file \((--[a-z-]+)\)/)?.output.1, index + 1 < lines.count else { continue }
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("ph-help-file-\(UUID().uuidString).json")
            try lines[index + 1].write(to: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: path) }
            let result = try CommandLineRunner.run([String(option), path.path], stdin: Data("@bob JIRA-12".utf8))
            #expect(result.status == 0, "--help's \(option) file \(lines[index + 1]) is refused: \(result.stderr)")
            files += 1
        }
        #expect(files >= 2, "--help shows no pattern or theme file")
    }

    /// The Spark script the README runs takes the options the README gives it, and its help names every profile.
    @Test(.enabled(if: Self.hasPython3, "python3 is not installed: the Spark script's --help cannot run"))
    func sparkScriptTakesTheReadmesOptions() throws {
        let script = "Examples/SparkBatch/annotate_corpus.py"
        let result = try Self.run("cd \(SharedData.packageRoot.path) && COLUMNS=200 python3 \(script) --help")
        #expect(result.status == 0, "\(result.stderr)")
        let help = result.stdoutText
        for name in Profile.allNames {
            #expect(help.contains(name), "\(script) --help does not name the profile \(name)")
        }
        let readme = try Self.examples(in: MarkdownFile("README.md")).filter { $0.command.contains(script) }
        #expect(!readme.isEmpty)
        for example in readme {
            let ownArguments = example.command.replacing(/\$\([^)]*\)/, with: "")  // not those of a command inside
            for option in ownArguments.matches(of: /(?:^|\s)(--[a-z-]+)/) {
                #expect(help.contains(String(option.output.1)), "\(example): \(script) has no option \(option.output.1)")
            }
        }
    }

    /// A ```` ```json ```` block is the output of the `sh` example above it, or an example of the file that the
    /// paragraph above it begins by naming (`--patterns FILE`, `--theme FILE`): the tool accepts it as that file.
    @Test(arguments: documents)
    func everyJSONBlockIsAnOutputOrAnAcceptedFile(document: String) throws {
        let file = try MarkdownFile(document)
        let blocks = file.codeBlocks
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, block) in blocks.enumerated() where block.language == "json" {
            if index > 0, blocks[index - 1].language == "sh", file.isDirectlyFollowed(blocks[index - 1], by: block) { continue }
            let above = lines[..<(block.openingLine - 1)].reversed().drop { $0.allSatisfy(\.isWhitespace) }
            let paragraph = above.prefix { !$0.allSatisfy(\.isWhitespace) }.reversed().joined(separator: " ")
            let option = try #require(paragraph.firstMatch(of: /^`(--patterns|--theme) FILE`/)?.output.1,
                "\(document):\(block.openingLine): a json block that is neither an output nor a --patterns or --theme file")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-doc-file-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("example.json")
            try block.code.write(to: path, atomically: true, encoding: .utf8)
            let result = try CommandLineRunner.run([String(option), path.path], stdin: Data("@bob JIRA-12".utf8))
            #expect(result.status == 0, "\(document):\(block.openingLine): \(option) refuses it: \(result.stderr)")
        }
    }

    /// A transcript (`$ command` and its output) in a block that is not `sh` is an example no test runs.
    @Test(arguments: documents)
    func noTranscriptOutsideAShellBlock(document: String) throws {
        for block in try MarkdownFile(document).codeBlocks where block.language != "sh" {
            #expect(!block.code.hasPrefix("$ "), "\(document):\(block.openingLine): write this transcript as a sh block")
            #expect(!["bash", "shell", "console", "zsh", "shell-session"].contains(block.language),
                    "\(document):\(block.openingLine): a shell example is a sh block")
        }
    }

    // MARK: - Reading and running examples

    /// The commands of every `sh` block of `file`, with the output shown for each.
    static func examples(in file: MarkdownFile) throws -> [Example] {
        let blocks = file.codeBlocks
        var examples: [Example] = []
        for (index, block) in blocks.enumerated() where block.language == "sh" {
            var found: [Example] = []
            var pending = ""
            for (offset, rawLine) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = String(rawLine)
                if pending.isEmpty, line.allSatisfy(\.isWhitespace) { continue }
                let number = block.openingLine + 1 + offset
                if pending.isEmpty, line.hasPrefix("#") {
                    // Output under a command that runs; a comment under one that does not.
                    guard var last = found.popLast() else { continue }
                    if isRun(last.command) {
                        let text = line == "#" ? "" : String(line.dropFirst(2))
                        last.shown = last.shown.map { $0 + "\n" + text } ?? text
                    }
                    found.append(last)
                    continue
                }
                if line.hasSuffix("\\") {
                    pending += line.dropLast() + " "
                    continue
                }
                let command = (pending + line).replacing(#/ +/#, with: " ").trimmingCharacters(in: .whitespaces)
                pending = ""
                found.append(Example(document: file.path, line: number, command: command))
            }
            if found.count == 1, found[0].shown == nil, isRun(found[0].command), index + 1 < blocks.count,
                !["sh", "swift"].contains(blocks[index + 1].language), file.isDirectlyFollowed(block, by: blocks[index + 1])
            {
                // A json output may be broken into lines to be read: its lines are joined, each losing its indentation.
                let output = blocks[index + 1]
                found[0].shown = output.language == "json"
                    ? output.code.split(separator: "\n").map { $0.drop { $0 == " " } }.joined() : output.code
            }
            examples += found
        }
        return examples
    }

    /// Whether the test runs `command`: its program is `pattern-highlight`, given text by `printf` or not.
    static func isRun(_ command: String) -> Bool {
        command.wholeMatch(of: /(printf '[^']*' \| )?pattern-highlight( .*)?/) != nil
    }

    /// Runs `command` in bash, the built tool first on `PATH`.
    static func run(_ command: String) throws -> CommandLineRunner.Result {
        let tools = CommandLineRunner.executable.deletingLastPathComponent().path
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = tools + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["NO_COLOR"] = nil
        return try CommandLineRunner.run(["-c", command], environment: environment, program: "/bin/bash")
    }

    /// What a command that does not run names exists: a `make` target, a script run with `python3`.
    static func checkWhatItNames(_ example: Example) throws {
        let words = example.command.split(separator: " ").map(String.init)
        if words.first == "make", words.count > 1 {
            let makefile = try String(contentsOf: SharedData.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
            #expect(makefile.split(separator: "\n").contains { $0.hasPrefix("\(words[1]):") }, "\(example): the Makefile has no target \(words[1])")
        }
        if words.first == "python3", words.count > 1, !words[1].hasPrefix("-") {
            #expect(FileManager.default.fileExists(atPath: SharedData.packageRoot.appendingPathComponent(words[1]).path),
                    "\(example): \(words[1]) does not exist")
        }
    }

    static var hasPython3: Bool {
        ["/usr/bin/python3", "/usr/local/bin/python3"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
