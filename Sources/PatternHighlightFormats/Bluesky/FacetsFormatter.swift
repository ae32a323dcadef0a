import PatternHighlight

/// Writes an `Annotation` as Bluesky rich text: the text and its `app.bsky.richtext.facet` list
/// (`--format facets`), ready to go into a post record.
///
/// ```json
/// {"text":"hi @alice.bsky.social #swift","facets":[
///  {"index":{"byteStart":3,"byteEnd":21},"features":[{"$type":"app.bsky.richtext.facet#mention","did":"did:plc:…"}]},
///  {"index":{"byteStart":22,"byteEnd":28},"features":[{"$type":"app.bsky.richtext.facet#tag","tag":"swift"}]}]}
/// ```
///
/// Offsets are always UTF-8 bytes (the lexicon's `byteSlice`), whatever `--units` says. Facets are sorted by
/// `byteStart` and never overlap; `facets` is `[]` when there are none. Kinds map to features:
/// - `mention` → `#mention` with `did`: the DID the annotation's profile maps the handle to
///   (`Profile.resolvingMentions(with:)`; a post's own, `BlueskyPost.mentionDIDs`), else **the handle itself**, as the
///   reference's unresolved output (`detectFacets()` before resolution). A handle is not a valid `did`: resolve it
///   before writing a record.
/// - `url` → `#link` with `uri`: the entity's value, with `https://` added when it has no scheme (profiles
///   other than bluesky keep bare domains as written).
/// - `hashtag` → `#tag` with the tag without its sigil.
/// - `cashtag` → `#tag` with `$` + the ticker (`$AAPL`), as Bluesky stores cashtags.
///
/// Custom kinds and partial (in-progress) sigils have no feature and are left out. The facets are meant for
/// the `bluesky` profile, whose entities are exactly what Bluesky links; other profiles' entities map the same way.
public struct FacetsFormatter: Sendable {
    /// The lexicon's feature types.
    public enum FeatureType {
        public static let mention = "app.bsky.richtext.facet#mention"
        public static let link = "app.bsky.richtext.facet#link"
        public static let tag = "app.bsky.richtext.facet#tag"
    }

    /// The DIDs of the text being written: its profile's, or its post's.
    private var dids = DIDMap()

    public init() {}

    /// The `{"text", "facets"}` object as one line of JSON (no trailing newline).
    ///
    /// - Complexity: O(n + e), n the text's length and e the number of entities.
    public func format(_ annotation: Annotation) -> [UInt8] {
        var writer = JSONWriter()
        write(annotation, into: &writer)
        return writer.bytes
    }

    /// Writes the `{"text", "facets"}` object; `extraMembers` are written first (for example a batch line's `id`).
    /// The writer is offered a flush inside the text and after every facet (``JSONWriter/flushIfFull()``).
    package func write(_ annotation: Annotation, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)] = []) {
        naming(annotation.profile.mentionDIDs).write(
            utf8: annotation.utf8, entities: annotation.entities, into: &writer, extraMembers: extraMembers)
    }

    /// The record the official Bluesky app would post (`BlueskyPost`): `{"text", "facets"}`, the facets written as
    /// ``format(_:)-(Annotation)`` writes them.
    ///
    /// ```swift
    /// let post = BlueskyPost(Highlighter(profile: .bluesky).annotate("https://bsky.app/about "))!
    /// FacetsFormatter().format(post)   // {"text":"bsky.app/about","facets":[{"index":{"byteStart":0,…
    /// ```
    public func format(_ post: BlueskyPost) -> [UInt8] {
        var writer = JSONWriter()
        write(post, into: &writer)
        return writer.bytes
    }

    /// Writes `post` as ``format(_:)-(BlueskyPost)`` does, after `extraMembers`.
    package func write(_ post: BlueskyPost, into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)] = []) {
        naming(post.mentionDIDs).write(utf8: Array(post.text.utf8), entities: post.facets, into: &writer, extraMembers: extraMembers)
    }

    /// This formatter, naming mentions by `dids`.
    private func naming(_ dids: DIDMap) -> FacetsFormatter {
        var formatter = self
        formatter.dids = dids
        return formatter
    }

    /// Writes `{"text", "facets"}` for `utf8` and its facets (`entities`, UTF-8 ranges of it), after `extraMembers`.
    package func write(
        utf8: [UInt8], entities: [Entity], into writer: inout JSONWriter, extraMembers: [(key: String, value: JSONValue)]
    ) {
        writer.beginObject()
        writer.members(extraMembers)
        writer.key("text")
        writer.string(utf8: utf8, 0..<utf8.count)
        writer.key("facets")
        writer.beginArray()
        for entity in entities {
            guard let type = featureType(for: entity) else { continue }
            writer.beginObject()
            writer.fragment(Fragments.byteStart)
            writer.fragment(entity.range.lowerBound)
            writer.fragment(Fragments.byteEnd)
            writer.fragment(entity.range.upperBound)
            writer.fragment(type.opening)
            writeValue(of: entity, into: &writer)
            writer.fragment(Fragments.closing)
            writer.endObject()
            writer.flushIfFull()
        }
        writer.endArray()
        writer.endObject()
    }

    /// The feature type an entity maps to (with its prepared opening), or `nil` when it has none.
    private func featureType(for entity: Entity) -> Fragments.Feature? {
        guard !entity.isPartial else { return nil }
        switch entity.kind {
        case .mention: return .mention
        case .url, .link: return .link
        case .hashtag, .cashtag: return .tag
        default: return nil
        }
    }

    /// Writes the quoted value of an entity's feature, as ``feature(for:)`` decides it, copying the entity's
    /// own value without making a `String` where it is the answer.
    private func writeValue(of entity: Entity, into writer: inout JSONWriter) {
        let keepsValue: Bool
        switch entity.kind {
        case .mention: keepsValue = dids.count == 0
        case .url: keepsValue = entity.storedValue.withUTF8 { Self.hasScheme($0) }
        case .cashtag: keepsValue = entity.storedValue.withUTF8 { $0.first == UInt8(ascii: "$") }
        default: keepsValue = true
        }
        guard keepsValue else {
            writer.fragment(feature(for: entity)?.value ?? entity.value)
            return
        }
        writer.fragment(entity.storedValue)
    }

    /// The feature an entity becomes (its `$type`, its one property and that property's value), or `nil`.
    func feature(for entity: Entity) -> (type: String, key: String, value: String)? {
        guard !entity.isPartial else { return nil }
        switch entity.kind {
        case .mention:
            return (FeatureType.mention, "did", dids.did(forHandle: entity.value) ?? entity.value)
        case .url:
            let uri = entity.value
            return (FeatureType.link, "uri", Self.hasScheme(uri.utf8) ? uri : "https://" + uri)
        case .link:
            return (FeatureType.link, "uri", entity.value)
        case .hashtag:
            return (FeatureType.tag, "tag", entity.value)
        case .cashtag:
            return (FeatureType.tag, "tag", entity.value.utf8.first == UInt8(ascii: "$") ? entity.value : "$" + entity.value.uppercased())
        default:
            return nil
        }
    }

    /// Whether `uri` starts with `scheme://` (RFC 3986 scheme: a letter, then letters, digits, `+`, `-`, `.`).
    static func hasScheme<UTF8Bytes: Collection<UInt8>>(_ uri: UTF8Bytes) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        guard let colon = uri.firstIndex(of: UInt8(ascii: ":")), uri[colon...].starts(with: "://".utf8) else {
            return false
        }
        let scheme = uri[..<colon]
        guard let first = scheme.first, isLetter(first) else { return false }
        return scheme.allSatisfy { isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || "+-.".utf8.contains($0) }
    }
}

extension FacetsFormatter {
    /// The constant parts of a facet object, written as they are between its braces.
    fileprivate enum Fragments {
        static var byteStart: StaticString { #""index":{"byteStart":"# }
        static var byteEnd: StaticString { #","byteEnd":"# }
        static var closing: StaticString { "}]" }

        /// A feature type with what follows `byteEnd` up to its value: `},"features":[{"$type":"…","did":`.
        enum Feature {
            case mention, link, tag

            var opening: [UInt8] {
                switch self {
                case .mention: return Self.mentionOpening
                case .link: return Self.linkOpening
                case .tag: return Self.tagOpening
                }
            }

            private static func opening(_ type: String, _ key: String) -> [UInt8] {
                Array(#"},"features":[{"$type":""#.utf8) + Array(type.utf8) + Array(#"",""#.utf8) + Array(key.utf8) + Array(#"":"#.utf8)
            }

            private static let mentionOpening = opening(FeatureType.mention, "did")
            private static let linkOpening = opening(FeatureType.link, "uri")
            private static let tagOpening = opening(FeatureType.tag, "tag")
        }
    }
}
