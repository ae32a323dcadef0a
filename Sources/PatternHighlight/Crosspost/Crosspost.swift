/// One draft made ready for several platforms at once: each target's count of the draft as it would post it, its
/// verdict, what it links, its thread and each post a client sends, and what would go wrong.
///
/// ```swift
/// let directory = try MentionDirectory([[.twitter: "jack", .bluesky: "jack.bsky.social"]])
/// let crosspost = try Crosspost(
///     "Thanks @jack.bsky.social! https://example.com/notes", targets: [Highlighter(profile: .twitter), Highlighter(profile: .bluesky)],
///     directory: directory)
/// crosspost.targets[0].parts[0].post.text   // "Thanks @jack! https://example.com/notes"
/// crosspost.verdict.fitsEverywhere          // true
/// ```
///
/// For each target, in order:
/// - every mention (`@` not after a letter or digit, then a handle in any platform's form; see
///   <doc:Crossposting#Mentions>) of a person of the
///   directory is written in the target's form; a person without a handle there is posted as the handle without `@`
///   (warned: ``CrosspostWarning/Code/mentionNotOnPlatform``); a mention the directory does not know and that is in
///   another target's form but not this one's is warned (``CrosspostWarning/Code/foreignMention``);
/// - the content warning is the `contentWarning` field of a platform whose rule counts one (counted in every part);
///   elsewhere, with `contentWarningPrefix`, the first part begins with `CW: <warning>` and a blank line,
///   counted; without it a ``CrosspostWarning/Code/noContentWarningField`` warning;
/// - the result is counted whole (``CrosspostTarget/count``) and split by ``Annotation/split(maxGraphemes:contentWarning:)``;
///   its near-miss hints are always looked for (``CrosspostTarget/hints``); with ``Highlighter/Options/markdownLinks``
///   the count, parts and posts are of the text as the target posts its links, and a link facade warns
///   (``CrosspostWarning/Code/linkFacade``).
///
/// Nothing here names a platform: what a target needs (its mention form, its limit, its post) comes from its
/// profile's cross-post plug-in.
public struct Crosspost: Sendable {
    /// Each target's result, in the order the targets were given.
    public let targets: [CrosspostTarget]
    /// What would go wrong, target by target, in draft order within a target.
    public let warnings: [CrosspostWarning]
    /// Whether the draft fits in one post everywhere, and if not where and by how much.
    public let verdict: CrosspostVerdict
    /// The draft, for offsets in every unit (it holds no entities).
    private let draft: Annotation

    /// Prepares `draft` for every target.
    ///
    /// - Parameters:
    ///   - draft: the text, written once for every platform.
    ///   - targets: one highlighter per platform, each profile at most once, each a ``Profile/isCrosspostTarget``.
    ///   - directory: the people whose mentions are translated.
    ///   - contentWarning: the content warning, empty for none.
    ///   - contentWarningPrefix: on a platform without a content-warning field, begin the first part with
    ///     `CW: <contentWarning>` and a blank line.
    /// - Throws: ``CrosspostError`` for bad targets. A target that cannot post the draft even in a thread (a content
    ///   warning that leaves no room, a character it refuses) is not an error: it is answered with its
    ///   ``CrosspostTarget/failure``, and the other targets as usual.
    /// - Complexity: O(n log p) per target, n the draft's length and p a part's.
    public init(
        _ draft: String, targets: [Highlighter], directory: MentionDirectory = MentionDirectory(), contentWarning: String = "",
        contentWarningPrefix: Bool = false
    ) throws(CrosspostError) {
        try self.init(
            validatedBytes: Array(draft.utf8), targets: targets, directory: directory, contentWarning: contentWarning,
            contentWarningPrefix: contentWarningPrefix)
    }

    package init(
        validatedBytes bytes: [UInt8], targets highlighters: [Highlighter], directory: MentionDirectory, contentWarning: String,
        contentWarningPrefix: Bool
    ) throws(CrosspostError) {
        let platforms = try Self.platforms(of: highlighters)
        let mentions = DraftMention.scan(bytes)
        // Each mention's person, looked up once for every target.
        let people = mentions.map { directory.person(named: $0.handle) }
        var targets: [CrosspostTarget] = []
        var warnings: [CrosspostWarning] = []
        for (highlighter, platform) in zip(highlighters, platforms) {
            let profile = highlighter.profile
            let hasField = profile.counting.countsContentWarning
            if !contentWarning.isEmpty && !hasField && !contentWarningPrefix {
                warnings.append(CrosspostWarning(
                    profile: profile.id, range: 0..<0, code: .noContentWarningField,
                    message: "\(profile.id) has no content-warning field, so the warning is not posted there: put it in the text (--cw-prefix)"))
            }
            let translated = Self.mentionEdits(mentions, people: people, on: profile.id, platform: platform, others: platforms)
            warnings += translated.warnings
            let prefix = Self.contentWarningLine(contentWarning, on: profile, asked: contentWarningPrefix)
            let rewrite = DraftRewrite(draft: bytes, prefix: prefix, edits: translated.edits)
            targets.append(Self.target(of: rewrite, highlighter: highlighter, platform: platform, contentWarning: hasField ? contentWarning : ""))
        }
        warnings += Self.linkWarnings(of: bytes, targets: targets, mentions: mentions)
        self.targets = targets
        self.warnings = Self.ordered(warnings, targets: targets)
        self.verdict = CrosspostVerdict(of: targets)
        self.draft = Annotation(profile: highlighters[0].profile, validatedBytes: bytes, entities: [], replyScreenName: nil)
    }

    // MARK: - Public API

    /// Whether the draft fits in one post on every target.
    public var valid: Bool { verdict.fitsEverywhere }

    /// The draft.
    public var text: String { draft.text }

    /// The draft's UTF-8 bytes, as given (no copy).
    package var utf8: [UInt8] { draft.utf8 }

    /// The draft's length in `unit`.
    public func length(in unit: OffsetUnit) -> Int { draft.length(in: unit) }

    /// A UTF-8 range of the draft (an entity's, a part's, a warning's) in `unit`.
    ///
    /// - Throws: ``DocumentError`` for a bound outside the draft or inside a UTF-8 sequence, as
    ///   ``Annotation/range(_:in:)`` does.
    /// - Complexity: O(log n + 4 KiB) after an O(n) index built once.
    public func range(_ utf8Range: Range<Int>, in unit: OffsetUnit) throws(DocumentError) -> Range<Int> {
        try draft.range(utf8Range, in: unit)
    }

    /// ``range(_:in:)`` for a range this cross-post made (an entity's, a part's, a warning's): the library's own
    /// formatters, which need no error to handle.
    package func range(ofBounds utf8Range: Range<Int>, in unit: OffsetUnit) -> Range<Int> { draft.range(ofBounds: utf8Range, in: unit) }

    // MARK: - Steps

    /// The targets' plug-ins, after checking that there is at least one, each once, each a target.
    static func platforms(of highlighters: [Highlighter]) throws(CrosspostError) -> [any CrosspostPlatform] {
        guard !highlighters.isEmpty else { throw .noTargets }
        var seen: Set<Profile.ID> = []
        var platforms: [any CrosspostPlatform] = []
        for highlighter in highlighters {
            let name = highlighter.profile.id
            guard seen.insert(name).inserted else { throw .duplicateTarget(name) }
            guard let platform = highlighter.profile.crosspostPlatform else { throw .notATarget(name) }
            platforms.append(platform)
        }
        return platforms
    }

    /// The bytes a target without a content-warning field begins its first post with when asked (`asked`): `CW:`, the
    /// warning and a blank line; empty for a target with the field, without a warning, or when not asked.
    static func contentWarningLine(_ contentWarning: String, on profile: Profile, asked: Bool) -> [UInt8] {
        guard asked, !contentWarning.isEmpty, !profile.counting.countsContentWarning else { return [] }
        return Array("CW: \(contentWarning)\n\n".utf8)
    }

    /// The replacement of each of `mentions` (whose people in the directory are `people`) that the target `profile`
    /// posts in another form, in order, and the warnings about them.
    static func mentionEdits(
        _ mentions: [DraftMention], people: [MentionDirectory.Person?], on profile: Profile.ID, platform: any CrosspostPlatform,
        others: [any CrosspostPlatform]
    ) -> (edits: [(range: Range<Int>, text: [UInt8])], warnings: [CrosspostWarning]) {
        var edits: [(range: Range<Int>, text: [UInt8])] = []
        var warnings: [CrosspostWarning] = []
        for (mention, person) in zip(mentions, people) {
            let translation = translate(mention, of: person, on: profile, platform: platform, others: others)
            if let text = translation.text { edits.append((mention.range, Array(text.utf8))) }
            if let warning = translation.warning {
                warnings.append(CrosspostWarning(profile: profile, range: mention.range, code: warning.code, message: warning.message))
            }
        }
        return (edits, warnings)
    }

    /// What `mention`, the handle of `person` in the mention directory (`nil`: of no one there), becomes on the target
    /// `profile`: its replacement text (`nil`: as written) and its warning.
    static func translate(
        _ mention: DraftMention, of person: MentionDirectory.Person?, on profile: Profile.ID, platform: any CrosspostPlatform,
        others: [any CrosspostPlatform]
    ) -> (text: String?, warning: (code: CrosspostWarning.Code, message: String)?) {
        guard let person else {
            guard !platform.writesMention(mention.handle), others.contains(where: { $0.writesMention(mention.handle) }) else {
                return (nil, nil)
            }
            return (nil, (.foreignMention,
                "@\(mention.handle) is another platform's form of a mention and is not in the mention directory: on \(profile) it would not reach that account; add the person to the directory"))
        }
        guard let handle = person.handles[profile] else {
            return (String(mention.handle), (.mentionNotOnPlatform,
                "@\(mention.handle) has no \(profile) account in the mention directory, so it is posted there as plain text: add the handle, or reword"))
        }
        return handle == mention.handle ? (nil, nil) : ("@" + handle, nil)
    }

    /// One target's count, verdict, entities and near-miss hints (in draft offsets) and thread.
    static func target(
        of rewrite: DraftRewrite, highlighter: Highlighter, platform: any CrosspostPlatform, contentWarning: String
    ) -> CrosspostTarget {
        let annotation = Annotation(highlighter: highlighter.withHints, validatedBytes: rewrite.bytes)
        let count = annotation.count(contentWarning: contentWarning)
        // A target that cannot post the draft even in a thread says why; the other targets are answered all the same.
        var thread = ThreadSplit(parts: [], cutEntities: [])
        var failure: SplitError?
        do {
            thread = try annotation.split(contentWarning: contentWarning, contentWarningLine: rewrite.contentWarningLine)
        } catch {
            failure = error
        }
        let entities = annotation.entities.compactMap { entity -> Entity? in
            guard entity.range.upperBound > rewrite.prefixLength else { return nil }
            var moved = entity
            moved.range = rewrite.draftRange(entity.range)
            return moved
        }
        // Hints are about the text the target receives: none over the prefix or over a mention posted in another form
        // (a person posted as plain text there is warned about instead).
        let hints = annotation.hints.compactMap { hint -> Hint? in
            guard hint.range.upperBound > rewrite.prefixLength, !rewrite.overlapsReplacement(hint.range) else { return nil }
            return Hint(range: rewrite.draftRange(hint.range), kind: hint.kind, reason: hint.reason, message: hint.message)
        }
        let parts = thread.parts.map { part in
            CrosspostPart(part: part, draftRange: rewrite.draftRange(part.range), post: platform.post(of: part, on: highlighter.profile, contentWarning: contentWarning))
        }
        let valid = failure == nil && highlighter.profile.counting.isPostable(count)
        return CrosspostTarget(
            profile: highlighter.profile, text: annotation.text, count: count, counter: platform.counter(count), valid: valid, over: valid ? 0 : platform.overLimit(count),
            entities: entities, hints: hints, parts: parts, cutEntities: thread.cutEntities, failure: failure)
    }

    /// `unlinked-url`, `link-facade` and `host-warning`, per target: a link another target (or another registered
    /// cross-post platform) finds in the draft that this one does not link, outside the mentions (its message gives
    /// the reason of the target's near-miss hint there, so warning and hint agree); a markdown link whose label shows
    /// another host than it goes to; a link or domain mention this target links whose host has a look-alike label.
    static func linkWarnings(of bytes: [UInt8], targets: [CrosspostTarget], mentions: [DraftMention]) -> [CrosspostWarning] {
        let names = Set(targets.map(\.profile.id))
        let others = Profile.registrations.filter { !names.contains(Profile.ID(rawValue: $0.name)) }.map { $0.make() }.filter(\.isCrosspostTarget)
        var links = targets.map { target in (target.profile.id, target.entities.filter { $0.kind == .url && !$0.isPartial }) }
        for profile in others {
            links.append((profile.id, Highlighter(profile: profile).annotate(bytes: bytes).entities.filter { $0.kind == .url }))
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        var warnings: [CrosspostWarning] = []
        for target in targets {
            let name = target.profile.id
            var warned: Set<Range<Int>> = []
            for (other, found) in links where other != name {
                for link in found where !warned.contains(link.range)
                    && Self.firstOverlapping(link.range, in: mentions, range: \.range, where: { _ in true }) == nil
                    && Self.firstOverlapping(link.range, in: target.entities, range: \.range, where: { $0.kind == .url || $0.kind == .link }) == nil
                {
                    warned.insert(link.range)
                    // The target's own near-miss hint over the link, when it has one, says why it does not link it.
                    let hint = Self.firstOverlapping(link.range, in: target.hints, range: \.range, where: { $0.kind == .url })
                    let why = hint.map { " (\($0.reason.rawValue))" } ?? ""
                    warnings.append(CrosspostWarning(
                        profile: name, range: link.range, code: .unlinkedURL,
                        message: "\(name) does not link \"\(text(link.range))\"\(why), which \(other) links: write it with https:// if it is meant as a link"))
                }
            }
            for entity in target.entities {
                if let facade = entity.facade {
                    warnings.append(CrosspostWarning(
                        profile: name, range: entity.range, code: .linkFacade,
                        message: "the label of \"\(text(entity.range))\" shows \(facade.shown) but the link goes to \(facade.target): label it with the site it goes to"))
                }
                guard let host = entity.hostWarning else { continue }
                warnings.append(CrosspostWarning(
                    profile: name, range: entity.range, code: .hostWarning,
                    message: "the host of \"\(text(entity.range))\" has a look-alike label (\(host.reason.rawValue)); in ASCII it is \(host.ascii): check that it is the site you mean"))
            }
        }
        return warnings
    }

    /// The first element of `sorted` that satisfies `matches` and overlaps `range`, or `nil`. `sorted` is in order of
    /// both its ranges' bounds (a draft's mentions, a target's entities and hints: in text order, apart), so only those
    /// from the first that ends after `range` starts up to the first that starts at or after its end are looked at.
    ///
    /// - Complexity: O(log n + k), k the elements looked at.
    private static func firstOverlapping<Element>(
        _ range: Range<Int>, in sorted: [Element], range rangeOf: (Element) -> Range<Int>, where matches: (Element) -> Bool
    ) -> Element? {
        var index = sorted.partitioningIndex { rangeOf($0).upperBound > range.lowerBound }
        while index < sorted.count, rangeOf(sorted[index]).lowerBound < range.upperBound {
            if matches(sorted[index]) && rangeOf(sorted[index]).overlaps(range) { return sorted[index] }
            index += 1
        }
        return nil
    }

    /// `warnings` in target order, then draft order.
    private static func ordered(_ warnings: [CrosspostWarning], targets: [CrosspostTarget]) -> [CrosspostWarning] {
        let order = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1.profile.id, $0) })
        return warnings.enumerated().sorted { left, right in
            let a = (order[left.element.profile] ?? 0, left.element.range.lowerBound, left.offset)
            let b = (order[right.element.profile] ?? 0, right.element.range.lowerBound, right.offset)
            return a < b
        }.map(\.element)
    }
}

extension Highlighter {
    /// Annotates validated UTF-8 `bytes`.
    fileprivate func annotate(bytes: [UInt8]) -> Annotation { Annotation(highlighter: self, validatedBytes: bytes) }
}
