import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats
import PatternHighlightTestSupport

/// The JSON writer: escapes, integers, structure, and chunked output that equals the unchunked output.
@Suite struct JSONWriterTests {
    /// The escaping rule written out plainly, byte by byte: what the writer's block scan must agree with.
    static func referenceEscaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func written(_ body: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        body(&writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    @Test func everyControlCharacterAndSeparatorIsEscaped() {
        let text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\u{7F} \" \\ / \u{2028}\u{2029} é 😀 \u{2027}\u{202A}"
        #expect(Self.written { $0.string(text) } == Self.referenceEscaped(text))
        #expect(Self.written { $0.string("\u{0}\u{1F}") } == #""\u0000\u001f""#)
    }

    @Test func theBlockScanAgreesWithTheReferenceAtEveryPosition() {
        let specials: [String] = ["\"", "\\", "\n", "\u{1}", "\u{7F}", "\u{2028}", "\u{2029}", "\u{2026}", "é", "😀"]
        var random = SeededRandom(seed: 12)
        for length in [0, 1, 15, 16, 17, 31, 32, 33, 63, 100] {
            for special in specials {
                for position in stride(from: 0, through: length, by: max(1, length / 7)) {
                    var text = String(repeating: "a", count: position) + special + String(repeating: "b", count: length - position)
                    if Bool.random(using: &random) { text += specials.randomElement(using: &random)! }
                    #expect(Self.written { $0.string(text) } == Self.referenceEscaped(text), "\(text.debugDescription)")
                }
            }
        }
    }

    @Test(arguments: [0, 1, 9, 10, 99, 100, 12_345, -1, -10, Int.max, Int.min])
    func integersAreWrittenInDecimal(_ value: Int) {
        #expect(Self.written { $0.int(value) } == String(value))
    }

    /// Each side of every power of ten (where the digit count changes), and random values of every size.
    @Test func integersOfEveryLengthAreWrittenInDecimal() {
        var values: [Int] = []
        var power = 1
        for _ in 0...18 {
            values += [power - 1, power, power + 1, -power]
            if power <= Int.max / 10 { power *= 10 }
        }
        var random = SeededRandom(seed: 7)
        for _ in 0..<2_000 { values.append(Int.random(in: 0...Int.max, using: &random) >> Int.random(in: 0...62, using: &random)) }
        for value in values { #expect(Self.written { $0.int(value) } == String(value)) }
    }

    @Test func structureGetsItsCommas() {
        let json = Self.written { writer in
            writer.beginObject()
            writer.key("a"); writer.beginArray(); writer.int(1); writer.null(); writer.beginObject(); writer.endObject(); writer.bool(true); writer.endArray()
            writer.key("b\"c"); writer.string("x")
            writer.key("d"); writer.value(.object([("e", .number("-0.5e3")), ("f", .array([]))]))
            writer.endObject()
            writer.newline()
            writer.beginArray(); writer.endArray()
        }
        #expect(json == #"{"a":[1,null,{},true],"b\"c":"x","d":{"e":-0.5e3,"f":[]}}"# + "\n[]")
    }

    @Test func parsedValuesRoundTrip() throws {
        let text = #"{"id":[1,-0,2.5e3,"\u2028 é \"",{"k":null,"t":true,"f":false}],"s":"\ud83d\ude00"}"#
        let value = try JSONValue(parsing: text)
        let written = Self.written { $0.value(value) }
        #expect(try JSONValue(parsing: written) == value)
        #expect(written == #"{"id":[1,-0,2.5e3,"\u2028 é \"",{"k":null,"t":true,"f":false}],"s":"😀"}"#)
    }

    /// A writer with a sink hands over chunks whose concatenation is exactly what an unchunked writer holds,
    /// a long string included (cut on scalar boundaries, escapes intact).
    @Test(arguments: [64, 100, 1000])
    func chunkedOutputEqualsUnchunkedOutput(_ chunkSize: Int) {
        let long = String(repeating: "😀 é \u{2028} \"q\" \\ a@b ", count: 200)
        func write(_ writer: inout JSONWriter) {
            writer.beginArray()
            for index in 0..<50 {
                writer.beginObject()
                writer.key("n"); writer.int(index)
                writer.key("s"); writer.string(long.prefix(index * 7).description)
                writer.endObject()
                writer.flushIfFull()
            }
            writer.string(long)
            writer.endArray()
        }
        var plain = JSONWriter()
        write(&plain)
        var chunks: [[UInt8]] = []
        var chunked = JSONWriter(chunkSize: chunkSize, sink: { chunks.append(Array($0)) })
        write(&chunked)
        chunked.flush()
        #expect(chunked.bytes.isEmpty)
        #expect(chunks.count > 10)
        #expect(chunks.joined().elementsEqual(plain.bytes))
        #expect(chunks.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "chunks end on scalar boundaries")
    }
}
