import PatternHighlight

/// One stream: a document and the requests that edit and read it, one JSON line in, one JSON line out.
///
/// Requests (offsets in `--units`):
/// - `{"op":"set","text":T}` replaces the whole document;
/// - `{"op":"replace","start":S,"end":E,"text":T}` replaces `[S, E)`;
/// - `{"op":"snapshot"}` replies with the annotate object;
/// - `{"op":"active","at":C}` replies with the mention or hashtag being typed at caret `C`, or `null`;
/// - `{"op":"spoiler","text":T}` (under a profile whose count includes a content warning) sets the content
///   warning and replies with the count.
///
/// Every reply has `"ok"` and echoes the request's `"id"` if it had one. A request that cannot be served gets
/// `{"ok":false,"error":{"code","message"}}` (codes: see ``StreamError``) and changes nothing.
///
/// The session lives in a library module (not the command-line tool) so that every front end, and the
/// `FuzzStream` fuzz target, drives the same request handling.
public struct StreamSession {
    /// The document the requests edit.
    public private(set) var document: HighlightDocument
    /// The warnings of the last request's edit (a custom pattern that hit the regex limits in a paragraph it
    /// re-scanned), as its reply's `"warnings"`; empty after any other request.
    package private(set) var lastWarnings: [HighlightWarning] = []
    private let output: DocumentJSONWriter
    private let units: OffsetUnit
    private let lossy: Bool

    /// An empty document; `units` for every offset read and written, `lossy` to repair invalid UTF-8 lines.
    public init(highlighter: Highlighter, units: OffsetUnit, theme: Theme = .standard, lossy: Bool = false) {
        self.document = HighlightDocument("", highlighter: highlighter)
        self.output = DocumentJSONWriter(units: units, theme: theme)
        self.units = units
        self.lossy = lossy
    }

    /// The reply to one request line (without a trailing newline).
    public mutating func handle(_ line: [UInt8]) -> [UInt8] {
        var writer = JSONWriter()
        handle(line, into: &writer)
        return writer.bytes
    }

    /// Writes the reply to one request line (without a trailing newline) into `writer`, which is offered a flush
    /// as the reply grows (``JSONWriter/flushIfFull()``): with a chunked writer a large reply goes out as it is
    /// made and is never held whole.
    ///
    /// The line is released once parsed, and a `set` request's parsed text once it is in UTF-8 bytes, so that a
    /// large `set` holds one copy of its text besides the document's (`Benchmarks/README.md` has the measured memory).
    /// Nothing is written before the request is known to be served, so a refused request's reply is the error
    /// object alone.
    package mutating func handle(_ line: consuming [UInt8], into writer: inout JSONWriter) {
        var id: JSONValue?
        lastWarnings = []
        do {
            var request = try parse(line)
            line = []
            id = request["id"]
            try serve(&request, id: id, into: &writer)
        } catch {
            Self.writeError(error, id: id, into: &writer)
        }
    }

    /// The reply for a request that could not be served.
    package static func errorReply(_ error: StreamError, id: JSONValue?) -> [UInt8] {
        var writer = JSONWriter()
        writeError(error, id: id, into: &writer)
        return writer.bytes
    }

    /// Writes the reply for a request that could not be served.
    package static func writeError(_ error: StreamError, id: JSONValue?, into writer: inout JSONWriter) {
        writer.beginObject()
        if let id {
            writer.key("id")
            writer.value(id)
        }
        writer.key("ok")
        writer.bool(false)
        writer.key("error")
        writer.beginObject()
        writer.key("code")
        writer.string(error.code)
        writer.key("message")
        writer.string(error.message)
        writer.endObject()
        writer.endObject()
    }

    private func parse(_ line: [UInt8]) throws(StreamError) -> JSONValue {
        try StreamRequest.parse(line, lossy: lossy)
    }

    /// Serves `request` (emptied by a `set` once its text is taken) and writes its reply; throws before writing
    /// anything when the request cannot be served.
    private mutating func serve(_ request: inout JSONValue, id: JSONValue?, into writer: inout JSONWriter) throws(StreamError) {
        let op = try StreamRequest.operation(request, expected: "\"set\", \"replace\", \"snapshot\" or \"active\"")
        var extra: [(key: String, value: JSONValue)] = []
        if let id { extra.append(("id", id)) }
        extra.append(("ok", .bool(true)))
        switch op {
        case "set":
            // The text as UTF-8 bytes, the parsed request released: the document scans these bytes themselves.
            var text = try string(request, "text")
            request = .null
            let bytes = Array(text.utf8)
            text = ""
            let update: DocumentUpdate
            do {
                update = try document.setText(checkingValidatedUTF8: consume bytes)
            } catch {
                throw Self.streamError(error)
            }
            writeUpdateReply(update, extra: extra, into: &writer)
        case "replace":
            let (range, text) = try StreamRequest.replacement(request, in: document, units: units)
            let update: DocumentUpdate
            do {
                update = try document.replace(range, in: .utf8, with: text)
            } catch {
                throw Self.streamError(error)
            }
            writeUpdateReply(update, extra: extra, into: &writer)
        case "snapshot":
            output.write(document, into: &writer, extraMembers: extra)
        case "active":
            let token = try StreamRequest.activeToken(request, in: document, units: units)
            writer.beginObject()
            writer.members(extra)
            writer.key("active")
            output.write(token, in: document, into: &writer)
            writer.endObject()
        case "spoiler":
            guard document.profile.counting.countsContentWarning else {
                throw .operationNotInProfile(op, profile: document.profile.id)
            }
            document.contentWarning = try string(request, "text")
            writer.beginObject()
            writer.members(extra)
            output.members.writeCount(document.count, into: &writer)
            writer.endObject()
        default:
            // `spoiler` only where the profile counts a content warning (it is refused elsewhere).
            let known = ["set", "replace", "snapshot", "active"] + (document.profile.counting.countsContentWarning ? ["spoiler"] : [])
            throw .unknownOperation(op, known: known)
        }
    }

    private static func streamError(_ error: DocumentError) -> StreamError {
        StreamRequest.streamError(error)
    }

    private mutating func writeUpdateReply(_ update: DocumentUpdate, extra: [(key: String, value: JSONValue)], into writer: inout JSONWriter) {
        lastWarnings = update.warnings
        writer.beginObject()
        writer.members(extra)
        output.writeMembers(of: update, in: document, into: &writer)
        writer.endObject()
    }

    private func string(_ request: JSONValue, _ name: String) throws(StreamError) -> String {
        try StreamRequest.string(request, name)
    }

}
