import PatternHighlight

/// A stream for one draft written for several platforms (`pattern-highlight stream --targets P,…`): the requests
/// of ``StreamSession`` on a `CrosspostDocument`.
///
/// - `set` and `replace` reply `{"ok", "length", "changed", "valid", "targets": [{"profile", "changed", "count",
///   "valid", "over", "entities", "hints", "hintRanges"}]}`: top-level `changed` merges every target's, each target's
///   `entities` are its own in its own changed ranges, its `hints` (always on) those found again in its
///   `hintRanges`; a keystroke costs what the targets' documents cost one by one;
/// - `spoiler` sets the content warning (counted by a target whose rule counts one) and replies with the targets'
///   counts;
/// - `snapshot` replies with the crosspost object (`Crosspost`: parts, posts, warnings), the mention directory and
///   the `CW:` prefix choice being the session's;
/// - `active` answers for the first target's rules.
///
/// Errors are ``StreamSession``'s, and a refused request changes nothing.
package struct CrosspostStreamSession {
    package private(set) var document: CrosspostDocument
    private let output: DocumentJSONWriter
    private let crosspostOutput: CrosspostJSONFormatter
    private let units: OffsetUnit
    private let lossy: Bool

    package init(
        targets: [Highlighter], units: OffsetUnit, directory: MentionDirectory, contentWarning: String, contentWarningPrefix: Bool,
        lossy: Bool
    ) throws(CrosspostError) {
        document = try CrosspostDocument("", targets: targets, directory: directory, contentWarningPrefix: contentWarningPrefix)
        document.contentWarning = contentWarning
        output = DocumentJSONWriter(units: units)
        crosspostOutput = CrosspostJSONFormatter(units: units)
        self.units = units
        self.lossy = lossy
    }

    /// Writes the reply to one request line (without a trailing newline); nothing but the error object when the
    /// request cannot be served.
    package mutating func handle(_ line: [UInt8], into writer: inout JSONWriter) {
        var id: JSONValue?
        do {
            let request = try parse(line)
            id = request["id"]
            try serve(request, id: id, into: &writer)
        } catch {
            StreamSession.writeError(error, id: id, into: &writer)
        }
    }

    private mutating func serve(_ request: JSONValue, id: JSONValue?, into writer: inout JSONWriter) throws(StreamError) {
        let op = try StreamRequest.operation(request, expected: "\"set\", \"replace\", \"snapshot\", \"spoiler\" or \"active\"")
        var extra: [(key: String, value: JSONValue)] = []
        if let id { extra.append(("id", id)) }
        extra.append(("ok", .bool(true)))
        switch op {
        case "set":
            let text = try string(request, "text")
            let update: CrosspostUpdate
            do {
                update = try document.setText(checking: text)
            } catch {
                throw Self.streamError(error)
            }
            writeUpdate(update, extra: extra, into: &writer)
        case "replace":
            let (range, text) = try StreamRequest.replacement(request, in: document.documents[0], units: units)
            let update: CrosspostUpdate
            do {
                update = try document.replace(range, in: .utf8, with: text)
            } catch {
                throw Self.streamError(error)
            }
            writeUpdate(update, extra: extra, into: &writer)
        case "spoiler":
            document.contentWarning = try string(request, "text")
            writer.beginObject()
            writer.members(extra)
            writeTargets(document.targets, update: false, into: &writer)
            writer.endObject()
        case "snapshot":
            let crosspost: Crosspost
            do {
                crosspost = try document.crosspost()
            } catch {
                throw .invalidField("text", expected: "a draft every target can post: \(error)")
            }
            // The crosspost object with the request's id and "ok" first.
            crosspostOutput.write(crosspost, leadingMembers: extra, into: &writer)
        case "active":
            let first = document.documents[0]
            let token = try StreamRequest.activeToken(request, in: first, units: units)
            writer.beginObject()
            writer.members(extra)
            writer.key("active")
            output.write(token, in: first, into: &writer)
            writer.endObject()
        default:
            throw .unknownOperation(op, known: ["set", "replace", "spoiler", "snapshot", "active"])
        }
    }

    private func writeUpdate(_ update: CrosspostUpdate, extra: [(key: String, value: JSONValue)], into writer: inout JSONWriter) {
        writer.beginObject()
        writer.members(extra)
        writer.key("length")
        writer.int(document.length(in: units))
        writer.key("changed")
        writeRanges(Self.merged(update.targets.flatMap { $0.update?.changed ?? [] }), in: document.documents[0], into: &writer)
        writeTargets(update.targets, update: true, into: &writer)
        writer.endObject()
    }

    /// `"valid"` and `"targets": [{"profile", ("changed",) "count", "valid", "over", ("entities", "hints", "hintRanges")}]`.
    private func writeTargets(_ targets: [CrosspostDocumentTarget], update: Bool, into writer: inout JSONWriter) {
        writer.key("valid")
        writer.bool(targets.allSatisfy(\.valid))
        writer.key("targets")
        writer.beginArray()
        for (target, targetDocument) in zip(targets, document.documents) {
            writer.beginObject()
            writer.key("profile")
            writer.string(target.profile.name)
            if update, let changes = target.update {
                writer.key("changed")
                writeRanges(changes.changed, in: targetDocument, into: &writer)
            }
            output.members.writeCount(target.count, into: &writer)
            writer.key("valid")
            writer.bool(target.valid)
            writer.key("over")
            writer.int(target.over)
            if update, let changes = target.update {
                output.writeEntities({ body in changes.entities.forEach(body) }, of: targetDocument, into: &writer)
                var converter = DocumentOffsetConverter(targetDocument, unit: units)
                output.members.writeHints(changes.hints, convert: { converter.convert($0) }, into: &writer)
                converter = DocumentOffsetConverter(targetDocument, unit: units)
                output.members.writeHintRanges(changes.hintRanges, convert: { converter.convert($0) }, into: &writer)
            }
            writer.endObject()
            writer.flushIfFull()
        }
        writer.endArray()
    }

    private func writeRanges(_ ranges: [Range<Int>], in document: HighlightDocument, into writer: inout JSONWriter) {
        var converter = DocumentOffsetConverter(document, unit: units)
        output.members.writeRangeList(ranges, convert: { converter.convert($0) }, into: &writer)
    }

    /// `ranges` sorted and merged where they touch.
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    // MARK: - Reading a request

    private func parse(_ line: [UInt8]) throws(StreamError) -> JSONValue {
        try StreamRequest.parse(line, lossy: lossy)
    }

    private func string(_ request: JSONValue, _ name: String) throws(StreamError) -> String {
        try StreamRequest.string(request, name)
    }

    private static func streamError(_ error: DocumentError) -> StreamError {
        StreamRequest.streamError(error)
    }
}
