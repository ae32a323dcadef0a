import PatternHighlight

/// Writes a `Crosspost` as the command-line contract's crosspost object (`pattern-highlight crosspost`, the stream's
/// snapshot under `--targets`): the draft's length, and for each target its count, entities, hints and thread, each
/// part with the post a client sends.
public struct CrosspostJSONFormatter: Sendable {
    /// The unit of every offset written.
    public var units: OffsetUnit {
        didSet { fragments = KindFragments(theme: .standard, units: units) }
    }
    /// The kinds' prepared fragments its entities are written with, made once per formatter.
    private var fragments: KindFragments
    /// The entities, counts, hints and bounds, written as every object that has them writes them.
    private var members: MemberWriter { MemberWriter(units: units) }

    public init(units: OffsetUnit = .utf16) {
        self.units = units
        self.fragments = KindFragments(theme: .standard, units: units)
    }

    /// A formatter in `formatter`'s units whose entities are written with its prepared fragments, made once for
    /// both (the command line writes one or the other with each worker's own).
    package init(sharingFragmentsOf formatter: AnnotationJSONFormatter) {
        self.units = formatter.units
        self.fragments = formatter.fragments
    }

    /// The crosspost object as one line of JSON (no trailing newline).
    ///
    /// - Complexity: O(the draft's length × the targets).
    public func format(_ crosspost: Crosspost) -> [UInt8] {
        var writer = JSONWriter()
        write(crosspost, into: &writer)
        return writer.bytes
    }

    /// Writes `{"units", "length", "valid", "targets": [{"profile", "valid", "count", "over", "error"?, "entities",
    /// "hints", "parts"}], "warnings": [{"profile", "start", "end", "code", "message"}]}`: offsets in ``units`` of the draft
    /// (hints always written); each part's `text` and `count` are the part as that target posts it (markdown links in
    /// their posted form), with `"post"` what a client sends.
    ///
    /// - Complexity: O(the draft's length × the targets).
    package func write(_ crosspost: Crosspost, into writer: inout JSONWriter) {
        let draft = crosspost.utf8
        writer.beginObject()
        writer.key("units" as StaticString)
        writer.string(units.rawValue)
        writer.key("length" as StaticString)
        writer.int(crosspost.length(in: units))
        writer.key("valid" as StaticString)
        writer.bool(crosspost.valid)
        writer.key("targets" as StaticString)
        writer.beginArray()
        for target in crosspost.targets {
            writer.beginObject()
            writer.key("profile" as StaticString)
            writer.string(target.profile.name)
            writer.key("valid" as StaticString)
            writer.bool(target.valid)
            members.writeCount(target.count, into: &writer)
            writer.key("over" as StaticString)
            writer.int(target.over)
            if let failure = target.failure {
                writer.key("error" as StaticString)
                writeSplitError(failure, into: &writer)
            }
            writer.key("entities" as StaticString)
            writer.beginArray()
            for entity in target.entities {
                let range = crosspost.range(ofBounds: entity.range, in: units)
                members.writeEntity(
                    entity, text: String(decoding: draft[entity.range], as: UTF8.self), start: range.lowerBound,
                    end: range.upperBound, fragments: fragments, into: &writer)
            }
            writer.endArray()
            members.writeHints(target.hints, convert: { crosspost.range(ofBounds: $0..<$0, in: units).lowerBound }, into: &writer)
            writer.key("parts" as StaticString)
            writer.beginArray()
            for part in target.parts {
                let range = crosspost.range(ofBounds: part.draftRange, in: units)
                writer.beginObject()
                members.writeBounds(range, into: &writer)
                writer.key("text" as StaticString)
                writer.string(part.part.postedText)
                members.writeCount(part.part.count, into: &writer)
                writer.key("post" as StaticString)
                writePost(part.post, into: &writer)
                writer.endObject()
                writer.flushIfFull()
            }
            writer.endArray()
            writer.endObject()
        }
        writer.endArray()
        writer.key("warnings" as StaticString)
        writer.beginArray()
        for warning in crosspost.warnings {
            let range = crosspost.range(ofBounds: warning.range, in: units)
            writer.beginObject()
            writer.key("profile" as StaticString)
            writer.string(warning.profile.rawValue)
            members.writeBounds(range, into: &writer)
            writer.key("code" as StaticString)
            writer.string(warning.code.rawValue)
            writer.key("message" as StaticString)
            writer.string(warning.message)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// Writes why a target cannot post the draft: `{"code", "message"}`.
    private func writeSplitError(_ error: SplitError, into writer: inout JSONWriter) {
        let code: String
        switch error {
        case .contentWarningTooLong: code = "content_warning_too_long"
        case .unpostableCharacter: code = "unpostable_character"
        case .noLimit, .invalidGraphemeLimit: code = "no_limit"
        }
        writer.beginObject()
        writer.key("code" as StaticString)
        writer.string(code)
        writer.key("message" as StaticString)
        writer.string(error.description)
        writer.endObject()
    }
}
