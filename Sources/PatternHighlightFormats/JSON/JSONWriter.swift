import PatternHighlight

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
public struct JSONWriter: ~Copyable {
    /// The memory the JSON is written into: this writer's alone (a writer cannot be copied), so writing into it
    /// needs no uniqueness check.
    private var storage: JSONOutputStorage
    /// How many bytes of `storage` hold JSON written and not yet flushed.
    private var count = 0
    /// Whether the last thing written was a complete value, so the next key or value needs a comma first.
    private var afterValue = false
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?
    private let chunkSize: Int

    /// The JSON written and not yet flushed (a copy).
    public var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: storage.base, count: count))
    }

    /// A writer that keeps everything in ``bytes``, with room for `capacity` bytes before it grows.
    public init(capacity: Int = 256) {
        sink = nil
        chunkSize = .max
        storage = JSONOutputStorage(capacity: max(capacity, 16))
    }

    /// Runs `body` with the JSON written and not yet flushed, in place (no copy); `body` must not keep it.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: count))
    }

    /// A writer that passes its buffer to `sink` whenever ``flushIfFull()`` finds `chunkSize` bytes or more,
    /// and on ``flush()``; the buffer is then emptied and reused. `sink` sees the buffer itself, not a copy, and
    /// must not keep it past the call.
    package init(chunkSize: Int, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.sink = sink
        self.chunkSize = max(chunkSize, 64)  // a long string is cut into chunks of whole scalars
        storage = JSONOutputStorage(capacity: self.chunkSize + self.chunkSize / 4)
    }

    /// Hands the buffer to the sink when it holds a chunk or more (a writer without a sink keeps it).
    ///
    /// Call it between values: a chunk ends wherever the buffer happens to end.
    @inline(__always)
    package mutating func flushIfFull() {
        if count >= chunkSize { flush() }
    }

    /// Hands whatever the buffer holds to the sink (a writer without a sink keeps it).
    package mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(UnsafeBufferPointer(start: storage.base, count: count))
        count = 0
    }

    /// Empties the buffer, keeping its capacity, to write a new document.
    package mutating func reset() {
        count = 0
        afterValue = false
    }

    // MARK: - Structure

    public mutating func beginObject() { separate(); append(UInt8(ascii: "{")); afterValue = false }
    public mutating func endObject() { append(UInt8(ascii: "}")); afterValue = true }
    public mutating func beginArray() { separate(); append(UInt8(ascii: "[")); afterValue = false }
    public mutating func endArray() { append(UInt8(ascii: "]")); afterValue = true }

    /// Writes `"key":`; the next value written is its value. The key is escaped like any string.
    public mutating func key(_ key: String) {
        separate()
        var key = key
        key.withUTF8 { appendEscaped($0) }
        append(UInt8(ascii: ":"))
        afterValue = false
    }

    /// Writes `"key":` for a key that needs no escaping (letters and digits), without looking at it.
    public mutating func key(_ key: StaticString) {
        separate()
        append(UInt8(ascii: "\""))
        append(UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        append(UInt8(ascii: "\""))
        append(UInt8(ascii: ":"))
        afterValue = false
    }

    /// Writes prepared members, `json[range]` (such as `"profile":"simple","units":"utf16"`), as they are, with a
    /// comma before them when a member came before.
    package mutating func members(prepared json: [UInt8], _ range: Range<Int>) {
        separate()
        json.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Adds a newline (line-delimited output); the next value starts a new document.
    public mutating func newline() {
        append(0x0A)
        afterValue = false
    }

    // MARK: - Values

    public mutating func string(_ value: String) {
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

    public mutating func int(_ value: Int) {
        separate()
        appendDecimal(value)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        appendLiteral(value ? "true" : "false")
    }

    public mutating func null() {
        separate()
        appendLiteral("null")
    }

    /// Writes JSON text that is already a complete value (a number as written, a cached object), as is.
    package mutating func raw(_ json: [UInt8]) {
        separate()
        json.withUnsafeBufferPointer { append($0) }
    }

    /// Writes `"key": value` for each member, in order (inside an object).
    public mutating func members(_ members: [(key: String, value: JSONValue)]) {
        for member in members {
            key(member.key)
            value(member.value)
        }
    }

    /// Writes a parsed value back out (numbers exactly as they were written).
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let text):
            separate()
            var text = text
            text.withUTF8 { append($0) }
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
        json.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `json[range]`, JSON text as it is, no comma.
    @inline(__always)
    package mutating func fragment(_ json: [UInt8], _ range: Range<Int>) {
        json.withUnsafeBufferPointer { append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Appends constant JSON text as it is, no comma.
    @inline(__always)
    package mutating func fragment(_ json: StaticString) {
        append(UnsafeBufferPointer(start: json.utf8Start, count: json.utf8CodeUnitCount))
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
        if afterValue { append(UInt8(ascii: ",")) }
        afterValue = true
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if storage.capacity - count < extra { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        let larger = JSONOutputStorage(capacity: max(storage.capacity * 2, count + extra, 256))
        larger.base.update(from: storage.base, count: count)
        storage = larger
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        storage.base[count] = byte
        count &+= 1
    }

    @inline(__always)
    private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        reserve(buffer.count)
        (storage.base + count).update(from: source, count: buffer.count)
        count &+= buffer.count
    }

    private mutating func appendLiteral(_ literal: StaticString) {
        append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `value` in decimal, most significant digit first.
    private mutating func appendDecimal(_ value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            // The magnitude as unsigned, so that Int.min does not overflow.
            appendDecimal(magnitude: value.magnitude)
        } else {
            appendDecimal(magnitude: UInt(value))
        }
    }

    /// The digits are counted first (a few comparisons for the offsets and lengths of texts up to 100 MB), then
    /// written from the last one back into their places, two at a time (a division by the constant 100 is a
    /// multiply) from a table of the pairs 00–99.
    private mutating func appendDecimal(magnitude value: UInt) {
        var digits: Int
        if value < 100_000 {
            digits = value < 100 ? (value < 10 ? 1 : 2) : value < 10_000 ? (value < 1_000 ? 3 : 4) : 5
        } else if value < 1_000_000_000 {
            digits = value < 10_000_000 ? (value < 1_000_000 ? 6 : 7) : value < 100_000_000 ? 8 : 9
        } else {
            digits = 10
            var limit: UInt = 10_000_000_000
            while value >= limit && digits < 19 {
                digits &+= 1
                limit &*= 10
            }
            if value >= limit { digits = 20 }  // 10^19 <= value: one more digit than 10^19 has room to count
        }
        reserve(digits)
        let pairs = Self.digitPairs.utf8Start
        let base = storage.base
        var index = count &+ digits
        var rest = value
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            index &-= 2
            base[index] = pairs[pair]
            base[index &+ 1] = pairs[pair &+ 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            base[index &- 2] = pairs[pair]
            base[index &- 1] = pairs[pair &+ 1]
        } else {
            base[index &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        count &+= digits
    }

    /// "00", "01", … "99", one after the other.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// Appends `"…"` with `utf8` escaped: `"` `\` and controls (`\n` `\r` `\t`, the rest `\u00XX`), DEL as
    /// `\u007f`, U+2028 and U+2029 as `\u2028` `\u2029`. Runs of bytes that need none are copied whole; they
    /// are found sixteen bytes at a time. A string longer than a chunk is escaped a chunk at a time (cut on
    /// scalar boundaries) and flushed in between, so that a whole document's text is never buffered whole.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        guard let base = utf8.baseAddress else {
            append(UInt8(ascii: "\""))
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
        append(UInt8(ascii: "\""))
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
            append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
            reserve(JSONEscaping.Escape.maximumOutputLength)
            self.count &+= escape.write(to: storage.base + self.count)
            index += escape.inputLength
            runStart = index
        }
        append(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    }
}

/// The memory a ``JSONWriter`` writes into, freed with the last writer that holds it.
private final class JSONOutputStorage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
}
