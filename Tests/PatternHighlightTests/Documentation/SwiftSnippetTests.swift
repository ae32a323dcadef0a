import Foundation
import Testing
import PatternHighlightTestSupport

/// Every Swift snippet of the README, of `Docs/` and of the DocC catalogs (`Sources/*/*.docc/*.md`) compiles as a client of the
/// library sees it (public API only), and a snippet that prints and shows its output prints that output.
///
/// How a document's snippets become one program: the ```` ```swift ```` blocks of one document are read in order,
/// each inside the scope of the one before it (a later block may use what an earlier one declared, and may declare
/// a name again), in one throwing function; their `import` lines go to the top of the file, after the import of
/// the catalog's own module (`PatternHighlight` for the README), so a block that needs `Foundation` must say so. The
/// programs are compiled together by `swiftc`, against the modules and object files of the build the tests run on
/// (no second package build; a compile error names the document's line), then run; an error a snippet throws and
/// does not catch fails the test. Not compiled this way:
/// - manifest lines (`.package(…)`): every product they name is a library product of `Package.swift`;
/// - a block that is an example target's `main.swift`, byte for byte (the package builds it; ReadmeExampleTests);
/// - blocks that use UIKit or SwiftUI: ``snippetsForApplePlatformsCompile`` (skipped on Linux, saying so).
/// A block whose code calls `print` and ends with whole-line `// ` comments shows its output there: what it prints
/// must match them (``ShownOutput``: `…` stands for text left out; ends of lines are not compared). A line that is
/// an expression followed by a comment stating a value (`count.valid   // true`, `post.text   // "hi": …`; the
/// value ends at `: ` or `, ` outside quotes and brackets, and is a number, range, string, array, `#RRGGBB`, `true`,
/// `false`, `nil` or one word) shows that value: the expression, run, must print as it (`String(reflecting:)` or
/// `String(describing:)`, an `Optional(…)` around it removed).
@Suite struct SwiftSnippetTests {
    /// The README, the Markdown files of `Docs/`, and every article of every DocC catalog, with the module a
    /// snippet imports without saying so (the catalog's; `PatternHighlight` outside a catalog).
    static let documents: [(path: String, module: String)] = {
        let sources = SharedData.packageRoot.appendingPathComponent("Sources")
        var found: [(String, String)] = ShellExampleTests.documents.map { ($0, "PatternHighlight") }
        let modules = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []).sorted()
        for module in modules {
            let catalog = sources.appendingPathComponent("\(module)/\(module).docc")
            let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
            found += articles.filter { $0.hasSuffix(".md") }.sorted().map { ("Sources/\(module)/\(module).docc/\($0)", module) }
        }
        return found + docCommentSources.map { ($0, "PatternHighlight") }
    }()

    /// The Swift files of the core module whose DocC comments hold a ```` ```swift ```` block: each block is read
    /// as a document's (the comment's `///` taken off), so that the examples and the figures stated in the API's own
    /// documentation compile and are checked as the articles' are. Not yet covered: the other modules' comments,
    /// and the core's folders listed in ``docCommentFoldersNotCovered``.
    static let docCommentSources: [String] = {
        let root = SharedData.packageRoot.appendingPathComponent("Sources/PatternHighlight")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { file in
            file.hasSuffix(".swift") && !docCommentFoldersNotCovered.contains { file.hasPrefix($0) }
                && ((try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8))?.contains("/// ```swift") ?? false)
        }.sorted().map { "Sources/PatternHighlight/\($0)" }
    }()

    /// Folders and files whose comment examples are not compiled here, with why.
    static let docCommentFoldersNotCovered = [
        "Crosspost/", "Threads/", "Profiles/MarkdownLinks/", "Profiles/Bluesky/Posting/",  // another engineer's files (issue #48)
        "Text/Algorithms/", "Patterns/PatternMatchCounter.swift",  // package API, which a client cannot call
    ]

    enum Role: Equatable {
        case manifest, exampleTarget(String), applePlatforms, program
    }

    /// A Swift block of a document and what the test does with it.
    struct Snippet {
        let document: String
        let block: MarkdownFile.CodeBlock
        let role: Role
        var location: String { "\(document):\(block.openingLine)" }
    }

    @Test func documentsIncludeEveryCatalog() {
        let catalogs = Set(Self.documents.map(\.module))
        #expect(catalogs.isSuperset(of: ["PatternHighlight", "PatternHighlightFormats", "PatternHighlightFoundation"]))
    }

    /// Compiles every program snippet, runs the programs, and compares the output shown.
    @Test func everySnippetCompilesAndPrintsWhatItShows() throws {
        let snippets = try Self.snippets()
        let programs = snippets.filter { $0.role == .program }
        #expect(programs.count >= 20, "fewer snippets than the documents hold: is the Markdown reader broken?")
        let result = try Self.compileAndRun(programs)
        try #require(result.compiled, "the snippets do not compile:\n\(result.log)")
        #expect(result.run.status == 0, "the snippets' program failed: \(result.run.stderr)")
        let printed = Self.outputs(of: result.run.stdoutText)
        var checked = 0
        for snippet in programs {
            guard let shown = Self.shownOutput(of: snippet.block.code) else { continue }
            let output = printed[snippet.location] ?? ""
            #expect(ShownOutput(shown).matches(output), "\(snippet.location) shows:\n\(shown)\nprints:\n\(output)")
            checked += 1
        }
        #expect(checked >= 3)

        let values = Self.values(of: result.run.stdoutText)
        var stated = 0
        for snippet in programs {
            for (line, value) in Self.statedValues(in: snippet.block) {
                let location = "\(snippet.document):\(line)"
                let forms = try #require(values[location], "\(location) states \(value), but its line did not run")
                #expect(forms.contains(value), "\(location) says \(value), the expression is \(forms[0])")
                stated += 1
            }
        }
        #expect(stated >= 20, "only \(stated) stated values found: is the reader of value comments broken?")
    }

    /// Manifest lines name only library products this package declares.
    @Test func manifestSnippetsNameLibraryProducts() throws {
        let packageSwift = try String(contentsOf: SharedData.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let libraries = Set(packageSwift.matches(of: /\.library\(name: "([^"]+)"/).map { String($0.output.1) })
        let manifests = try Self.snippets().filter { $0.role == .manifest }
        #expect(manifests.count >= 2)
        for snippet in manifests {
            for product in snippet.block.code.matches(of: /\.product\(name: "([^"]+)", package: "PatternHighlight"\)/) {
                #expect(libraries.contains(String(product.output.1)), "\(snippet.location) names \(product.output.1), no library of Package.swift")
            }
            // SwiftPM's identity of a package depended on by path is the folder's name: `package:` must be it.
            for path in snippet.block.code.matches(of: /\.package\(path: "([^"]+)"\)/) {
                let folder = String(path.output.1.split(separator: "/").last ?? "")
                for product in snippet.block.code.matches(of: /package: "([^"]+)"\)/) {
                    #expect(String(product.output.1) == folder, "\(snippet.location): by path, the package is \(folder)")
                }
            }
        }
    }

    @Test(.enabled(if: Self.hasAppleFrameworks, "the snippets that use UIKit and SwiftUI need an Apple SDK, which this platform does not have"))
    func snippetsForApplePlatformsCompile() throws {
        let snippets = try Self.snippets().filter { $0.role == .program || $0.role == .applePlatforms }
        let result = try Self.compileAndRun(snippets)
        #expect(result.compiled, "\(result.log)")
    }

    // MARK: - Reading the documents

    static var hasAppleFrameworks: Bool {
        #if canImport(UIKit) && canImport(SwiftUI)
            true
        #else
            false
        #endif
    }

    /// Every Swift block of every document, with its role.
    static func snippets() throws -> [Snippet] {
        let examples = try FileManager.default.contentsOfDirectory(atPath: SharedData.packageRoot.appendingPathComponent("Examples").path)
        var mains: [String: String] = [:]
        for example in examples {
            let url = SharedData.packageRoot.appendingPathComponent("Examples/\(example)/main.swift")
            if let code = try? String(contentsOf: url, encoding: .utf8) { mains[code] = example }
        }
        var snippets: [Snippet] = []
        for document in documents {
            let file = try MarkdownFile(document.path)
            let blocks = document.path.hasSuffix(".swift") ? MarkdownFile.codeBlocks(in: Self.docComments(of: file.text)) : file.codeBlocks
            for block in blocks where block.language == "swift" {
                let role: Role =
                    if block.code.contains(".package(") { .manifest }
                    else if let example = mains[block.code] { .exampleTarget(example) }
                    else if block.code.contains(/\b(UIKit|SwiftUI|UITextView)\b/) { .applePlatforms }
                    else { .program }
                snippets.append(Snippet(document: document.path, block: block, role: role))
            }
        }
        return snippets
    }

    /// The DocC comments of a Swift file as Markdown, line for line: each `///` line without its `///` and the space
    /// after it, every other line empty (so that a block's lines are the file's).
    static func docComments(of swift: String) -> String {
        swift.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let comment = trimmed.dropFirst(3)
            return String(comment.hasPrefix(" ") ? comment.dropFirst() : comment)
        }.joined(separator: "\n")
    }

    /// The output a block shows: its whole-line `// ` comments after its last line of code, when it prints.
    static func shownOutput(of code: String) -> String? {
        guard code.contains("print(") else { return nil }
        let lines = code.split(separator: "\n").map(String.init)
        let comments = lines.reversed().prefix { $0.hasPrefix("//") }.reversed()
        guard !comments.isEmpty else { return nil }
        return comments.map { $0 == "//" ? "" : String($0.dropFirst(3)) }.joined(separator: "\n")
    }

    /// The lines of `block` that are an expression and a comment stating its value: (document line, value).
    static func statedValues(in block: MarkdownFile.CodeBlock) -> [(line: Int, value: String)] {
        var found: [(line: Int, value: String)] = []
        var previous = ""
        for (offset, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let stated = valueLine(String(line), after: previous) {
                found.append((block.openingLine + 1 + offset, stated.value))
            }
            previous = String(line)
        }
        return found
    }

    /// `line` split into its indentation, an expression statement and the value its comment states; nil for any
    /// other line (a declaration, an assignment, a call to `print`, a comment that states no value, a line that
    /// continues the one before).
    static func valueLine(_ line: String, after previous: String) -> (indent: String, expression: String, value: String)? {
        guard let match = line.wholeMatch(of: /(\s*)(\S.*?)\s+\/\/ (.+)/) else { return nil }
        let code = String(match.output.2)
        let declarations = ["let ", "var ", "print(", "for ", "if ", "guard ", "func ", "return", "}", "do ", "case ",
                            "switch ", "import ", "_ =", "//", "@"]
        if declarations.contains(where: { code.hasPrefix($0) }) || code.contains(" = ") || code.hasSuffix("{") { return nil }
        let previousCode = previous.components(separatedBy: "//")[0].trimmingCharacters(in: .whitespaces)
        if let last = previousCode.last, ",([{".contains(last) { return nil }
        let value = statedValue(String(match.output.3))
        let literal = /-?[0-9][0-9.<]*|"(?:[^"\\]|\\.)*"|\[.*\]|#[0-9A-Fa-f]{6}|true|false|nil|[a-z][A-Za-z0-9]*/
        guard value.wholeMatch(of: literal) != nil else { return nil }
        return (String(match.output.1), code, value)
    }

    /// A comment's text up to the first `: ` or `, ` outside quotes and brackets.
    static func statedValue(_ comment: String) -> String {
        var depth = 0
        var quoted = false
        var escaped = false
        var previous: Character = " "
        for index in comment.indices {
            let character = comment[index]
            if quoted {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { quoted = false }
            } else if character == "\"" {
                quoted = true
            } else if "[({".contains(character) {
                depth += 1
            } else if "])}".contains(character) {
                depth -= 1
            } else if character == " ", depth == 0, previous == ":" || previous == "," {
                return String(comment[..<comment.index(before: index)]).trimmingCharacters(in: .whitespaces)
            }
            previous = character
        }
        return comment.trimmingCharacters(in: .whitespaces)
    }

    static let valueMarker = "\u{2}value "

    /// The values the program printed for lines that state one: the forms each took, by document line.
    static func values(of printed: String) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for line in printed.split(separator: "\n") where line.hasPrefix(valueMarker) {
            let parts = line.dropFirst(valueMarker.count).split(separator: "\u{3}", omittingEmptySubsequences: false).map(String.init)
            // An array prints its ranges as `Range(0..<2)`; a document shows them as written, `0..<2`.
            values[parts[0]] = parts.dropFirst().map { $0.replacing(/Range\(([^()]*)\)/) { String($0.output.1) } }
        }
        return values
    }

    /// Declared beside the programs: prints the forms of a stated value, marked with its line.
    static let valueFunction = #"""
        func shownValue<T>(_ value: T, at location: String) {
            func unwrapped(_ text: String) -> String {
                var text = text
                while text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()) }
                return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
            }
            print("\u{2}value \(location)\u{3}\(unwrapped(String(reflecting: value)))\u{3}\(unwrapped(String(describing: value)))")
        }

        """#

    // MARK: - Compiling and running

    /// Each block's output, by the block's location: the program prints a marker line before each block.
    static let marker = "\u{1}snippet "

    static func outputs(of printed: String) -> [String: String] {
        var outputs: [String: String] = [:]
        var current: String?
        for line in printed.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(marker) {
                current = String(line.dropFirst(marker.count))
                outputs[current!] = ""
            } else if let location = current {
                outputs[location]! += line + "\n"
            }
        }
        return outputs
    }

    /// The Swift file of one document's snippets: imports, then one function holding the blocks, each nested in
    /// the scope of the one before, at their lines in the document (`#sourceLocation`).
    static func programFile(_ snippets: [Snippet], module: String, function: String) -> String {
        var imports = ["import \(module)"]
        var body = ""
        for snippet in snippets {
            var lines: [String] = []
            var previous = ""
            for (offset, line) in snippet.block.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
                defer { previous = String(line) }
                if let stated = valueLine(String(line), after: previous) {
                    let location = "\(snippet.document):\(snippet.block.openingLine + 1 + offset)"
                    lines.append("\(stated.indent)shownValue(\(stated.expression), at: \"\(location)\")")
                } else if line.hasPrefix("import ") {
                    if !imports.contains(String(line)) { imports.append(String(line)) }
                    lines.append("")
                } else {
                    lines.append(String(line))
                }
            }
            body += "print(\"\\u{1}snippet \(snippet.location)\")\ndo {\n"
            body += "#sourceLocation(file: \"\(snippet.document)\", line: \(snippet.block.openingLine + 1))\n"
            body += lines.joined(separator: "\n") + "\n#sourceLocation()\n"
        }
        body += String(repeating: "}\n", count: snippets.count)
        return imports.joined(separator: "\n") + "\n\nfunc \(function)() throws {\n" + body + "}\n"
    }

    struct CompiledRun {
        let compiled: Bool
        let log: String
        let run: CommandLineRunner.Result
    }

    /// Compiles `snippets` into one executable with `swiftc`, against the test build's modules and the library
    /// modules' object files (the test product's link list), and runs it.
    static func compileAndRun(_ snippets: [Snippet]) throws -> CompiledRun {
        let build = CommandLineRunner.executable.resolvingSymlinksInPath().deletingLastPathComponent()
        let linkList = build.appendingPathComponent("PatternHighlightPackageTests.product/Objects.LinkFileList")
        let objects = try String(contentsOf: linkList, encoding: .utf8).split(separator: "\n")
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "'\" ")) }
            .filter { $0.contains(/\/PatternHighlight(Formats|Foundation)?\.build\//) }
        try #require(!objects.isEmpty, "no library objects in \(linkList.path)")

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ph-snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources: [String] = []
        var calls = ""
        let byDocument = Dictionary(grouping: snippets, by: \.document)
        for (index, document) in documents.enumerated() {
            guard let own = byDocument[document.path] else { continue }
            let file = folder.appendingPathComponent("Document\(index).swift")
            try programFile(own, module: document.module, function: "document\(index)").write(to: file, atomically: true, encoding: .utf8)
            sources.append(file.path)
            calls += "do { try document\(index)() } catch { fatalError(\"\(document.path): a snippet threw \\(error)\") }\n"
        }
        let main = folder.appendingPathComponent("main.swift")
        try (valueFunction + calls).write(to: main, atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("snippets")
        let modules = build.appendingPathComponent("Modules").path
        let moduleMap = SharedData.packageRoot.appendingPathComponent("Sources/CPCRE2/module.modulemap").path
        let compile = try CommandLineRunner.run(
            ["swiftc", "-o", executable.path, "-I", modules, "-Xcc", "-fmodule-map-file=\(moduleMap)", "-suppress-warnings",
             main.path] + sources + objects + ["-lpcre2-8"],
            program: "/usr/bin/env")
        guard compile.status == 0 else {
            return CompiledRun(compiled: false, log: compile.stdoutText + compile.stderr, run: compile)
        }
        return CompiledRun(compiled: true, log: "", run: try CommandLineRunner.run([], program: executable.path))
    }
}
