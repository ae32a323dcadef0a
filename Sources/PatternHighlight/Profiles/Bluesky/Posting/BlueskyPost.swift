/// The record the official Bluesky app would post for a text: the posted text (leading blank lines and trailing
/// whitespace removed, runs of three or more line breaks made two, every link shown by its short form) and its
/// facets in UTF-8 byte ranges of that text, each link's ``Entity/value`` the full URI.
///
/// ```swift
/// let annotation = Highlighter(profile: .bluesky).annotate("\n\nRead https://en.wikipedia.org/wiki/Swift_(programming_language) ")
/// let post = BlueskyPost(annotation)!
/// post.text                 // "Read en.wikipedia.org/wiki/Swift_(..."
/// post.facets[0].range      // 5..<37
/// post.count.graphemes      // 37
/// ```
///
/// ``display(_:)`` is the text the app's counter measures while the user types: links shortened, nothing trimmed.
/// The app resolves mentions before posting and drops the facet of a handle that does not resolve; this type keeps
/// every mention's facet, and names the DID of each handle its profile maps (``Profile/resolvingMentions(with:)``,
/// ``did(of:)``).
public struct BlueskyPost: Sendable, Hashable {
    /// The text of the post.
    public let text: String
    /// The facets (links, mentions, tags, cashtags) in order, with UTF-8 byte ranges of ``text``.
    public let facets: [Entity]
    /// The DIDs of the handles its mentions name, those known (``resolvingMentions(with:)``).
    public let mentionDIDs: DIDMap

    /// The post's own count against the `app.bsky.feed.post` limits: graphemes and UTF-8 bytes of ``text``.
    public var count: BlueskyCount {
        BlueskyCount(graphemes: text.count, bytes: text.utf8.count, displayGraphemes: text.count, postedBytes: text.utf8.count)
    }

    /// Whether the server would accept the text: not empty, at most 300 graphemes and 3,000 bytes.
    public var isValid: Bool {
        !text.isEmpty && text.count <= BlueskyCount.maxGraphemes && text.utf8.count <= BlueskyCount.maxBytes
    }

    /// The post the app would make of `annotation`'s text, or `nil` when it was not annotated under
    /// ``Profile/bluesky``.
    ///
    /// With ``Highlighter/Options/markdownLinks`` each markdown link is posted as its label with a link facet on the
    /// label's bytes (``PostedText``), unless the label reads as a link, mention or tag, posted as what it reads as.
    ///
    /// Its mentions carry the DIDs the annotation's profile maps (``Profile/resolvingMentions(with:)``).
    public init?(_ annotation: Annotation) {
        guard annotation.profile.counting == .bluesky else { return nil }
        if let posted = annotation.profile.posting(annotation.utf8, entities: annotation.entities) {
            self.init(posting: posted)
        } else {
            self.init(posting: annotation.utf8, facets: annotation.entities)
        }
        self = resolvingMentions(with: annotation.profile.mentionDIDs)
    }

    /// The post the app would make of the document's text, or `nil` when its profile is not ``Profile/bluesky``.
    public init?(_ document: HighlightDocument) {
        guard document.profile.counting == .bluesky else { return nil }
        let bytes = document.utf8
        let entities = document.entities
        if let posted = document.profile.posting(bytes, entities: entities) {
            self.init(posting: posted)
        } else {
            self.init(posting: bytes, facets: entities)
        }
        self = resolvingMentions(with: document.profile.mentionDIDs)
    }

    /// The same post with the DID of each of its mentions' handles that `dids` maps (the record a client sends names
    /// an account by DID, not by handle).
    ///
    /// - Complexity: O(m), m the number of mention facets.
    public func resolvingMentions(with dids: DIDMap) -> BlueskyPost {
        guard dids.count > 0 else { return self }
        var found: [String: String] = [:]
        for facet in facets where facet.kind == .mention {
            if let did = dids.did(forHandle: facet.value) { found[DIDMap.key(facet.value)] = did }
        }
        return BlueskyPost(text: text, facets: facets, mentionDIDs: DIDMap(keyed: found))
    }

    /// The DID a mention facet names, when known (``mentionDIDs``); `nil` for another facet, or a handle without one.
    public func did(of facet: Entity) -> String? {
        facet.kind == .mention ? mentionDIDs.did(forHandle: facet.value) : nil
    }

    /// The display text of `annotation` (links shortened, nothing trimmed), what the app's counter measures, or
    /// `nil` when it was not annotated under ``Profile/bluesky``.
    public static func display(_ annotation: Annotation) -> BlueskyPost? {
        guard annotation.profile.counting == .bluesky else { return nil }
        guard let posted = annotation.profile.posting(annotation.utf8, entities: annotation.entities) else {
            return BlueskyPost(displaying: annotation.utf8, facets: annotation.entities)
        }
        return BlueskyPost(displaying: posted.utf8, facets: facets(of: posted))
    }

    /// The post of a text whose markdown links are posted as their labels (``PostedText``).
    init(posting linked: PostedText) {
        self.init(posting: linked.utf8, facets: Self.facets(of: linked))
    }

    /// The facets of a text with its markdown links posted as labels: what the app finds in that text (what its count
    /// counts, each link shortened), and each label's link where nothing found overlaps the label (a label that reads
    /// as a link, a mention or a tag, alone or with the text beside it, is posted as what it reads as). So the post is
    /// exactly what the count measures.
    ///
    /// - Complexity: O(n), a scan of the posted text.
    private static func facets(of linked: PostedText) -> [Entity] {
        let found = Annotation(highlighter: Highlighter(profile: .bluesky), validatedBytes: linked.utf8).entities
        var facets: [Entity] = []
        facets.reserveCapacity(found.count + linked.entities.count)
        var next = 0
        for label in linked.entities where label.kind == .link {
            while next < found.count, found[next].range.upperBound <= label.range.lowerBound {
                facets.append(found[next])
                next += 1
            }
            if next < found.count, found[next].range.lowerBound < label.range.upperBound { continue }
            facets.append(label)
        }
        facets.append(contentsOf: found[next...])
        return facets
    }

    init(text: String, facets: [Entity], mentionDIDs: DIDMap = DIDMap()) {
        self.text = text
        self.facets = facets
        self.mentionDIDs = mentionDIDs
    }

    /// The display form of `bytes` (valid UTF-8) with its `facets` (UTF-8 ranges, in order).
    init(displaying bytes: [UInt8], facets: [Entity]) {
        let display = BlueskyDisplayText.transform(bytes, facets: Self.postable(facets))
        self.init(text: String(decoding: display.bytes, as: UTF8.self), facets: display.facets)
    }

    /// The posted form of `bytes` (valid UTF-8) with its `facets`: trimmed (``BlueskyPostedText``), then shown.
    init(posting bytes: [UInt8], facets: [Entity]) {
        let edits = BlueskyPostedText.edits(in: bytes)
        var trimmed: [UInt8] = []
        trimmed.reserveCapacity(bytes.count)
        var copied = 0
        var shifts: [(from: Int, by: Int)] = []
        var shift = 0
        for edit in edits {
            trimmed.append(contentsOf: bytes[copied..<edit.range.lowerBound])
            trimmed.append(contentsOf: edit.replacement)
            copied = edit.range.upperBound
            shift += edit.range.count - edit.replacement.count
            shifts.append((edit.range.upperBound, shift))
        }
        trimmed.append(contentsOf: bytes[copied...])
        // No facet lies in an edit: each moves by what was removed before it.
        var moved: [Entity] = []
        var next = 0
        var current = 0
        for var facet in Self.postable(facets) {
            while next < shifts.count, shifts[next].from <= facet.range.lowerBound {
                current = shifts[next].by
                next += 1
            }
            facet.range = (facet.range.lowerBound - current)..<(facet.range.upperBound - current)
            // A markdown link's label may end in white space that trimming removes at the text's end.
            facet.range = facet.range.clamped(to: 0..<trimmed.count)
            if !facet.range.isEmpty { moved.append(facet) }
        }
        self.init(displaying: trimmed, facets: moved)
    }

    /// The facets a post carries: the profile's finished entities and markdown links (not one being typed, no custom
    /// kind).
    private static func postable(_ entities: [Entity]) -> [Entity] {
        entities.filter { !$0.isPartial && ($0.kind == .link || Profile.bluesky.kinds.contains($0.kind)) }
    }
}

extension BlueskyPost: PlatformPost {
    /// `[("text", text)]`; the record's facets are written by a writer that knows them (`--format facets`).
    public var textMembers: [(name: String, value: String)] { [("text", text)] }
}
