import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// Our JSON reader and writer against Foundation's `JSONSerialization` on seeded random documents: the same
/// documents parse to the same values, what we write Foundation reads back as the value written, and what
/// we accept Foundation accepts too (we are stricter: duplicate keys and lone surrogates are refused).
@Suite struct JSONFoundationDifferentialTests {
    /// A random JSON document as text, with random whitespace, escapes (pairs included), non-ASCII and numbers.
    struct DocumentGenerator {
        var random: SeededRandom
        let alphabet: [String] = ["a", "Z", "0", " ", "é", "😀", "中", "\u{2028}", "\u{7F}", "\\\"", "\\\\", "\\/", "\\n", "\\t",
                                  "\\u0000", "\\u001f", "\\u00e9", "\\uD83D\\uDE00", "\\u2029", "'", "<", "\u{202E}"]

        mutating func whitespace() -> String {
            ["", "", " ", "\n", "\t ", "\r\n"].randomElement(using: &random)!
        }

        mutating func string() -> String {
            "\"" + (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined() + "\""
        }

        mutating func number() -> String {
            let integer = Int.random(in: -99_999...99_999, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return String(integer)
            case 1: return "\(integer).\(Int.random(in: 0...999, using: &random))"
            case 2: return "\(integer)e\(Int.random(in: -5...5, using: &random))"
            default: return "\(integer).5E+\(Int.random(in: 0...3, using: &random))"
            }
        }

        mutating func value(depth: Int) -> String {
            let kind = depth > 4 ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<6, using: &random)
            switch kind {
            case 0: return ["true", "false", "null"].randomElement(using: &random)!
            case 1: return number()
            case 2, 3: return string()
            case 4:
                let elements = (0..<Int.random(in: 0...4, using: &random)).map { _ in whitespace() + value(depth: depth + 1) + whitespace() }
                return "[" + elements.joined(separator: ",") + "]"
            default:
                var keys = Set<String>()
                var members: [String] = []
                for index in 0..<Int.random(in: 0...4, using: &random) {
                    let key = "\"k\(index)" + (Bool.random(using: &random) ? "é\\u00e9" : "") + "\""
                    guard keys.insert(key).inserted else { continue }
                    members.append(whitespace() + key + whitespace() + ":" + whitespace() + value(depth: depth + 1) + whitespace())
                }
                return "{" + members.joined(separator: ",") + "}"
            }
        }
    }

    /// Our value and Foundation's object agree: numbers as doubles, strings exactly, members by key.
    static func agree(_ ours: JSONValue, _ theirs: Any) -> Bool {
        switch ours {
        case .null: return theirs is NSNull
        case .bool(let flag): return (theirs as? Bool) == flag
        case .number(let text):
            guard let number = theirs as? NSNumber, let double = Double(text) else { return false }
            return number.doubleValue == double || abs(number.doubleValue - double) <= abs(double) * 1e-12
        case .string(let text): return (theirs as? String) == text
        case .array(let elements):
            guard let array = theirs as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { agree($0, $1) }
        case .object(let members):
            guard let dictionary = theirs as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { member in dictionary[member.key].map { agree(member.value, $0) } ?? false }
        }
    }

    static func foundation(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    @Test func randomDocumentsParseAlike() throws {
        var generator = DocumentGenerator(random: SeededRandom(seed: 2026))
        for _ in 0..<1500 {
            let text = generator.whitespace() + generator.value(depth: 0) + generator.whitespace()
            let ours = try JSONValue(parsing: text)
            let theirs = try #require(Self.foundation(Array(text.utf8)), "Foundation refused \(text.debugDescription)")
            #expect(Self.agree(ours, theirs), "\(text.debugDescription)")
        }
    }

    @Test func whatWeWriteFoundationReadsBack() throws {
        var generator = DocumentGenerator(random: SeededRandom(seed: 7))
        for _ in 0..<1500 {
            let value = try JSONValue(parsing: generator.value(depth: 0))
            var writer = JSONWriter()
            writer.value(value)
            let theirs = try #require(Self.foundation(writer.bytes), "Foundation refused \(String(decoding: writer.bytes, as: UTF8.self))")
            #expect(Self.agree(value, theirs))
            #expect(try JSONValue(parsing: writer.bytes) == value, "our own reader reads back what we wrote")
        }
    }

    /// Documents with one byte changed: when we accept one, Foundation accepts it and reads the same value.
    @Test func mutatedDocumentsWeAcceptFoundationAccepts() throws {
        var generator = DocumentGenerator(random: SeededRandom(seed: 99))
        let replacements = Array("{}[]\",:\\u0123456789eE+-.tfn \n".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]
        var accepted = 0
        var refused = 0
        for _ in 0..<3000 {
            var bytes = Array(generator.value(depth: 0).utf8)
            guard !bytes.isEmpty else { continue }
            bytes[Int.random(in: 0..<bytes.count, using: &generator.random)] = replacements.randomElement(using: &generator.random)!
            guard let ours = try? JSONValue(parsing: bytes) else {
                refused += 1
                continue
            }
            accepted += 1
            let theirs = try #require(Self.foundation(bytes), "Foundation refused what we accepted: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            #expect(Self.agree(ours, theirs), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        #expect(accepted > 100 && refused > 100, "the mutations exercise both sides: \(accepted) accepted, \(refused) refused")
    }
}
