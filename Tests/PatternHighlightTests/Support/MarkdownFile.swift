import Foundation

/// A Markdown file of the repository (README.md, CHANGELOG.md), read as the documentation tests need it: its
/// sections and their fenced code blocks, so that a test compares what a document shows with the code that is
/// compiled and the output it prints.
struct MarkdownFile {
    /// A fenced code block: the word after the opening fence (`swift`, `sh`; empty for none) and the lines between
    /// the fences, each ending in a line feed, as a source file holds them.
    struct CodeBlock: Equatable {
        let language: String
        let code: String
    }

    /// The path inside the repository, for messages.
    let path: String
    let text: String

    /// Reads `path`, relative to the package root.
    init(_ path: String) throws {
        self.path = path
        text = try String(contentsOf: SharedData.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The titles of the headings of `level` (2 for `## `), in order; headings inside code blocks are not headings.
    func headings(level: Int) -> [String] {
        let marker = String(repeating: "#", count: level) + " "
        return Self.proseLines(of: text).filter { $0.hasPrefix(marker) }.map { String($0.dropFirst(marker.count)) }
    }

    /// What stands under the level-2 heading `title`, up to the next heading of level 1 or 2; nil when there is no
    /// such heading.
    func section(_ title: String) -> String? {
        var lines: [Substring] = []
        var inside = false
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !fenced && (line.hasPrefix("# ") || line.hasPrefix("## ")) {
                if inside { break }
                inside = line == "## \(title)"
                continue
            }
            if line.hasPrefix("```") { fenced.toggle() }
            if inside { lines.append(line) }
        }
        return inside ? lines.joined(separator: "\n") : nil
    }

    /// The fenced code blocks of `markdown`, in order.
    static func codeBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (language: String, code: String)?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(CodeBlock(language: block.language, code: block.code))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), "")
                }
            } else if open != nil {
                open!.code += line + "\n"
            }
        }
        return blocks
    }

    /// The lines of `markdown` outside its code blocks.
    private static func proseLines(of markdown: String) -> [Substring] {
        var fenced = false
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                fenced.toggle()
                return false
            }
            return !fenced
        }
    }
}
