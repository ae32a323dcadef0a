import Foundation
import PatternHighlightTestSupport

/// A Markdown file of the repository (README.md, CHANGELOG.md), read as the documentation tests need it: its
/// sections and their fenced code blocks, so that a test compares what a document shows with the code that is
/// compiled and the output it prints.
struct MarkdownFile {
    /// A fenced code block: the word after the opening fence (`swift`, `sh`; empty for none) and the lines between
    /// the fences, each ending in a line feed, as a source file holds them. A fence may be indented (a block inside
    /// a list item); its lines then lose that indentation.
    struct CodeBlock: Equatable {
        let language: String
        let code: String
        /// The lines (1-based) of the opening and the closing fence in the text the block was read from.
        var openingLine = 0
        var closingLine = 0
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
            if Self.isFence(line) { fenced.toggle() }
            if inside { lines.append(line) }
        }
        return inside ? lines.joined(separator: "\n") : nil
    }

    /// The fenced code blocks of this file, in order, with their line numbers.
    var codeBlocks: [CodeBlock] { Self.codeBlocks(in: text) }

    /// The lines of this file between the closing fence of `block` and the opening fence of `next` are all blank:
    /// `next` is shown directly under `block` (an output under its command).
    func isDirectlyFollowed(_ block: CodeBlock, by next: CodeBlock) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard block.closingLine < next.openingLine, next.openingLine <= lines.count else { return false }
        return lines[block.closingLine..<(next.openingLine - 1)].allSatisfy { $0.allSatisfy(\.isWhitespace) }
    }

    /// The fenced code blocks of `markdown`, in order.
    static func codeBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (language: String, code: String, indent: Int, line: Int)?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if isFence(line) {
                if let block = open {
                    blocks.append(CodeBlock(language: block.language, code: block.code, openingLine: block.line, closingLine: index + 1))
                    open = nil
                } else {
                    let indent = line.prefix { $0 == " " }.count
                    let language = String(line.dropFirst(indent + 3)).trimmingCharacters(in: .whitespaces)
                    open = (language, "", indent, index + 1)
                }
            } else if open != nil {
                let indentation = line.prefix { $0 == " " }.count
                open!.code += line.dropFirst(min(indentation, open!.indent)) + "\n"
            }
        }
        return blocks
    }

    /// A line that opens or closes a fenced block: three backticks, after up to a list item's indentation.
    private static func isFence(_ line: Substring) -> Bool {
        line.drop { $0 == " " }.hasPrefix("```")
    }

    /// The lines of `markdown` outside its code blocks.
    private static func proseLines(of markdown: String) -> [Substring] {
        var fenced = false
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if isFence(line) {
                fenced.toggle()
                return false
            }
            return !fenced
        }
    }
}
