/// Writes compact JSON straight into one reusable byte buffer, and hands the buffer to a sink in large chunks
/// as it fills, so that a document's JSON never has to be held whole.
///
/// Nothing is allocated per value: strings are escaped from their UTF-8 bytes (runs that need no escape are
/// copied whole), integers are written digit by digit without a `String`. Strings are escaped per RFC 8259;
/// U+2028 and U+2029 are escaped too, so the output is also safe inside JavaScript.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("length")
/// writer.int(31)
/// writer.endObject()
/// writer.bytes  // {"length":31}
/// ```
package struct JSONWriter {
    /// The JSON written and not yet flushed.
    package private(set) var bytes: [UInt8] = []
    /// Whether the last thing written was a complete value, so the next key or value needs a comma first.
    private var afterValue = false
    private let sink: (([UInt8]) -> Void)?
    private let chunkSize: Int

    /// A writer that keeps everything in ``bytes``.
    package init() {
        sink = nil
        chunkSize = .max
    }

    /// A writer that passes its buffer to `sink` whenever ``flushIfFull()`` finds `chunkSize` bytes or more,
    /// and on ``flush()``; the buffer is then emptied and reused.
    package init(chunkSize: Int, sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        self.chunkSize = max(chunkSize, 64)  // a long string is cut into chunks of whole scalars
        bytes.reserveCapacity(chunkSize + chunkSize / 4)
    }

    /// Hands the buffer to the sink when it holds a chunk or more (a writer without a sink keeps it).
    ///
    /// Call it between values: a chunk ends wherever the buffer happens to end.
    @inline(__always)
    package mutating func flushIfFull() {
        if bytes.count >= chunkSize { flush() }
    }

    /// Hands whatever the buffer holds to the sink (a writer without a sink keeps it).
    package mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Empties the buffer, keeping its capacity, to write a new document.
    package mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        afterValue = false
    }

    // MARK: - Structure

    package mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); afterValue = false }
    package mutating func endObject() { bytes.append(UInt8(ascii: "}")); afterValue = true }
    package mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); afterValue = false }
    package mutating func endArray() { bytes.append(UInt8(ascii: "]")); afterValue = true }

    /// Writes `"key":`; the next value written is its value. The key is escaped like any string.
    package mutating func key(_ key: String) {
        separate()
        var key = key
        key.withUTF8 { appendEscaped($0) }
        bytes.append(UInt8(ascii: ":"))
        afterValue = false
    }

    /// Adds a newline (line-delimited output); the next value starts a new document.
    package mutating func newline() {
        bytes.append(0x0A)
        afterValue = false
    }

    // MARK: - Values

    package mutating func string(_ value: String) {
        separate()
        var value = value
        value.withUTF8 { appendEscaped($0) }
    }

    /// Writes `bytes[range]` (valid UTF-8) as a string.
    package mutating func string(utf8 bytes: [UInt8], _ range: Range<Int>) {
        separate()
        bytes.withUnsafeBufferPointer { appendEscaped(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Writes valid UTF-8 as a string.
    package mutating func string(utf8 buffer: UnsafeBufferPointer<UInt8>) {
        separate()
        appendEscaped(buffer)
    }

    package mutating func int(_ value: Int) {
        separate()
        appendDecimal(value)
    }

    package mutating func bool(_ value: Bool) {
        separate()
        appendLiteral(value ? "true" : "false")
    }

    package mutating func null() {
        separate()
        appendLiteral("null")
    }

    /// Writes JSON text that is already a complete value (a number as written, a cached object), as is.
    package mutating func raw(_ json: [UInt8]) {
        separate()
        bytes.append(contentsOf: json)
    }

    /// Writes `"key": value` for each member, in order (inside an object).
    package mutating func members(_ members: [(key: String, value: JSONValue)]) {
        for member in members {
            key(member.key)
            value(member.value)
        }
    }

    /// Writes a parsed value back out (numbers exactly as they were written).
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let text):
            separate()
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { self.value(element) }
            endArray()
        case .object(let members):
            beginObject()
            self.members(members)
            endObject()
        }
    }

    // MARK: - Fragments

    // A formatter that writes many objects of one shape (entities, runs) appends their constant parts as
    // prepared fragments between ``beginObject()`` and ``endObject()``; it keeps the object well formed itself.

    /// Appends JSON text as it is (a prepared fragment such as `"kind":"mention","start":`), no comma.
    @inline(__always)
    package mutating func fragment(_ json: [UInt8]) {
        bytes.append(contentsOf: json)
    }

    /// Appends constant JSON text as it is, no comma.
    @inline(__always)
    package mutating func fragment(_ json: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: json.utf8Start, count: json.utf8CodeUnitCount))
    }

    /// Appends an integer in decimal, no comma.
    @inline(__always)
    package mutating func fragment(_ value: Int) {
        appendDecimal(value)
    }

    /// Appends `bytes[range]` (valid UTF-8) as a quoted, escaped string, no comma.
    package mutating func fragment(utf8 bytes: [UInt8], _ range: Range<Int>) {
        bytes.withUnsafeBufferPointer { appendEscaped(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends a quoted, escaped string, no comma.
    package mutating func fragment(_ string: String) {
        var string = string
        string.withUTF8 { appendEscaped($0) }
    }

    // MARK: - Bytes

    @inline(__always)
    private mutating func separate() {
        if afterValue { bytes.append(UInt8(ascii: ",")) }
        afterValue = true
    }

    private mutating func appendLiteral(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `value` in decimal, most significant digit first.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            // The magnitude as unsigned, so that Int.min does not overflow.
            appendDecimal(magnitude: value.magnitude)
        } else {
            appendDecimal(magnitude: UInt(value))
        }
    }

    private mutating func appendDecimal(magnitude value: UInt) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        // Digits from the least significant, divided by the constant 10 (a multiply), into a stack buffer.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var index = raw.count
            var rest = value
            repeat {
                index -= 1
                raw[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
            let written = UnsafeRawBufferPointer(rebasing: raw[index...])
            bytes.append(contentsOf: written.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Appends `"…"` with `utf8` escaped: `"` `\` and controls (`\n` `\r` `\t`, the rest `\u00XX`), DEL as
    /// `\u007f`, U+2028 and U+2029 as `\u2028` `\u2029`. Runs of bytes that need none are copied whole; they
    /// are found sixteen bytes at a time. A string longer than a chunk is escaped a chunk at a time (cut on
    /// scalar boundaries) and flushed in between, so that a whole document's text is never buffered whole.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        guard let base = utf8.baseAddress else {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var start = 0
        while utf8.count - start > chunkSize {
            var end = start + chunkSize
            while base[end] & 0xC0 == 0x80 { end -= 1 }
            appendEscapedContent(UnsafeBufferPointer(start: base + start, count: end - start))
            flushIfFull()
            start = end
        }
        appendEscapedContent(UnsafeBufferPointer(start: base + start, count: utf8.count - start))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `utf8` (whole scalars) escaped, without quotes.
    private mutating func appendEscapedContent(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var index = 0
        while true {
            index = JSONEscaping.firstCandidate(in: base, from: index, count: count)
            guard index < count else { break }
            let byte = base[index]
            let escape: JSONEscaping.Escape
            if byte == 0xE2 {
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; any other E2 sequence is copied.
                guard index + 2 < count, base[index + 1] == 0x80, base[index + 2] & 0xFE == 0xA8 else {
                    index += 1
                    continue
                }
                escape = base[index + 2] == 0xA8 ? .lineSeparator : .paragraphSeparator
            } else {
                escape = .byte(byte)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            escape.append(to: &bytes)
            index += escape.inputLength
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    }
}
