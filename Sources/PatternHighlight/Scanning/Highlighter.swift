/// Finds entities: a ``Profile``'s rules plus any ``CustomPattern``s, compiled once.
///
/// A highlighter is immutable and `Sendable`: build one per configuration and share it across documents and
/// threads.
///
/// ```swift
/// let highlighter = Highlighter(profile: .simple)
/// let annotation = highlighter.annotate("hi @john #swift")
/// annotation.entities.map(\.value)   // ["john", "swift"]
/// ```
public struct Highlighter: Sendable {
    /// The rules that decide what is an entity.
    public let profile: Profile
    /// Extra kinds, in priority order.
    public let customPatterns: [CustomPattern]
    /// The longest text, in UTF-8 bytes, that ``annotate(utf8:)`` accepts (and a document may grow to).
    public let maximumTextBytes: Int
    /// What it recognises beyond the profile's kinds (``Options/shortcodes``). Set only within the module, for an
    /// option that changes neither the profile nor the patterns (a cross-post's ``Options/hints``).
    public internal(set) var options: Options
    private let customSets: [PatternSet]
    /// The run's record of custom patterns that hit the regex limits, when its scans share one
    /// (``sharingPatternLimits()``); `nil` for every highlighter built by an initialiser.
    package private(set) var patternLimits: PatternLimitLedger? = nil
    /// The place in the run of the text this highlighter scans, when the run's texts are scanned out of order
    /// (``scanning(runText:)``); `nil` otherwise.
    package private(set) var runTextPlace: RunTextPlace? = nil
    /// The rule by which its entities make a ``CountReuse`` for its profile's count, if they make one: a document then
    /// hands the entities it keeps (its links, say) to the count.
    let entityHintRule: (any CountReuseRule)?

    /// The default for ``maximumTextBytes``: 64 MiB.
    public static let defaultMaximumTextBytes = 64 << 20

    /// A highlighter for a profile's own kinds. It cannot fail: a profile's rules come compiled with it (only
    /// custom patterns can be invalid, see ``init(profile:options:customPatterns:maximumTextBytes:)``).
    ///
    /// - Parameters:
    ///   - profile: the rules that decide what is an entity.
    ///   - options: what to recognise beyond the profile's kinds, for example ``Options/shortcodes``.
    ///   - maximumTextBytes: the size limit for untrusted text (see ``annotate(utf8:)``).
    public init(profile: Profile, options: Options = [], maximumTextBytes: Int = Highlighter.defaultMaximumTextBytes) {
        self.profile = Self.profile(profile, with: options)
        self.options = options
        self.customPatterns = []
        self.customSets = []
        self.maximumTextBytes = max(0, maximumTextBytes)
        self.entityHintRule = Self.entityHintRule(of: self.profile, hasCustomPatterns: false)
    }

    /// The kinds an option adds to a profile, which no custom pattern may take.
    private static let optionalBuiltInKinds: Set<EntityKind> = [.shortcode, .link]

    /// A highlighter for a profile's kinds plus `customPatterns`, which are compiled here.
    ///
    /// Every custom pattern runs under PCRE2 match and depth limits: a pattern that backtracks catastrophically
    /// costs a bounded amount of work per paragraph and yields a ``HighlightWarning`` instead of a hang.
    ///
    /// - Parameters:
    ///   - profile: the rules that decide what is an entity.
    ///   - options: what to recognise beyond the profile's kinds, for example ``Options/shortcodes``.
    ///   - customPatterns: extra kinds, in priority order; their names must be new (not one of the profile's kinds,
    ///     nor ``EntityKind/shortcode`` or ``EntityKind/link``, which options add) and made of letters, digits, `-`
    ///     and `_`, and their regexes not empty.
    ///   - maximumTextBytes: the size limit for untrusted text (see ``annotate(utf8:)``).
    /// - Throws: ``PatternError`` naming the first kind that is invalid or does not compile.
    public init(
        profile: Profile, options: Options = [], customPatterns: [CustomPattern],
        maximumTextBytes: Int = Highlighter.defaultMaximumTextBytes
    ) throws(PatternError) {
        let profile = Self.profile(profile, with: options)
        var seen = Set<EntityKind>()
        var sets: [PatternSet] = []
        for pattern in customPatterns {
            let name = pattern.kind.rawValue
            guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
            else { throw .invalidKindName(name) }
            guard !profile.kinds.contains(pattern.kind) else { throw .builtInKind(pattern.kind, profile: profile.id) }
            guard !Self.optionalBuiltInKinds.contains(pattern.kind) else { throw .optionalBuiltInKind(pattern.kind) }
            guard !pattern.regex.isEmpty else { throw .emptyPattern(kind: pattern.kind) }
            guard seen.insert(pattern.kind).inserted else { throw .duplicateKind(pattern.kind) }
            sets.append(try PatternSet([(pattern.kind, pattern.regex)]))
        }
        self.profile = profile
        self.options = options
        self.customPatterns = customPatterns
        self.customSets = sets
        self.maximumTextBytes = max(0, maximumTextBytes)
        self.entityHintRule = Self.entityHintRule(of: profile, hasCustomPatterns: !sets.isEmpty)
    }

    /// `profile` with the kinds `options` add.
    private static func profile(_ profile: Profile, with options: Options) -> Profile {
        var profile = profile
        if options.contains(.shortcodes) { profile = profile.withShortcodes() }
        if options.contains(.markdownLinks) { profile = profile.withMarkdownLinks() }
        return profile
    }

    /// This highlighter, its scans sharing one ``PatternLimitLedger`` from now on: a custom pattern that hits the
    /// regex limits ``PatternLimitLedger/limitHitsPerRun`` times in any of the texts it scans is turned off for
    /// the rest of them (each paragraph then gets a ``HighlightWarning/Reason/skippedAfterRepeatedLimits``
    /// warning). For a run over many texts, such as the command line's batch and stream; itself when it has no
    /// custom pattern.
    package func sharingPatternLimits() -> Highlighter {
        guard !customSets.isEmpty else { return self }
        var copy = self
        copy.patternLimits = PatternLimitLedger()
        return copy
    }

    /// This highlighter for text number `number` of a run whose texts are scanned out of order (a parallel batch):
    /// the custom patterns the texts before it turned off (``PatternLimitLedger/turnedOff(before:)``, as recorded so
    /// far) stay off for the whole of its scan, and its hits are recorded by its number (``RunTextPlace``). Itself
    /// when it shares no ledger.
    package func scanning(runText number: Int) -> Highlighter {
        guard let patternLimits else { return self }
        var copy = self
        copy.runTextPlace = RunTextPlace(number: number, turnedOff: patternLimits.turnedOff(before: number))
        return copy
    }

    /// The kinds of the custom patterns that ``sharingPatternLimits()`` turned off so far, in order.
    package var turnedOffKinds: [EntityKind] {
        (patternLimits?.turnedOff ?? []).map { customPatterns[$0].kind }
    }

    /// Annotates `text`: its entities, runs and offsets in every unit.
    ///
    /// A `String` is already in memory, so ``maximumTextBytes`` is not applied here; use ``annotate(utf8:)``
    /// for text that arrives from outside.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public func annotate(_ text: String) -> Annotation {
        Annotation(highlighter: self, validatedBytes: Array(text.utf8))
    }

    /// Annotates UTF-8 bytes, validating them once.
    /// - Throws: ``TextError/tooLarge(byteCount:limit:)`` over ``maximumTextBytes``;
    ///   ``TextError/invalidUTF8(byteOffset:)`` at the first invalid sequence.
    public func annotate(utf8 bytes: [UInt8]) throws(TextError) -> Annotation {
        try checkSize(bytes.count)
        // Without custom patterns the profile validates in its own scan (one pass over the bytes).
        if customSets.isEmpty {
            let request = ScanRequest(bytes: bytes, scope: .uncheckedWholeText, keepsCountReuse: true)
            var entities: [Entity] = []
            if case .scanned(let reuse) = profile.recognizer.recognize(request, into: &entities) {
                return Annotation(highlighter: self, validatedBytes: bytes, scan: profileScan(bytes, entities: entities, reuse: reuse))
            }
        }
        if let offset = UTF8Validator.firstInvalidOffset(in: bytes) { throw .invalidUTF8(byteOffset: offset) }
        return Annotation(highlighter: self, validatedBytes: bytes)
    }

    /// Throws ``TextError/tooLarge(byteCount:limit:)`` when `byteCount` exceeds ``maximumTextBytes``.
    public func checkSize(_ byteCount: Int) throws(TextError) {
        if byteCount > maximumTextBytes { throw .tooLarge(byteCount: byteCount, limit: maximumTextBytes) }
    }

    /// Scans the whole text `bytes` (validated UTF-8): ``scan(_:paragraph:startsText:budget:)`` for each non-empty
    /// paragraph, concatenated, with one budget. Without custom patterns the profile scans the whole text at once
    /// (``ScanRequest/Scope/wholeText``), sharing its scan state between paragraphs, and hands over its count reuse.
    func scan(wholeText bytes: [UInt8]) -> ParagraphScan {
        var result = ParagraphScan()
        if customSets.isEmpty {
            var entities: [Entity] = []
            let outcome = profile.recognizer.recognize(
                ScanRequest(bytes: bytes, scope: .wholeText, keepsCountReuse: true), into: &entities)
            guard case .scanned(let reuse) = outcome else { preconditionFailure("a checked text is UTF-8") }
            return profileScan(bytes, entities: entities, reuse: reuse)
        }
        let paragraphs = ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count)
        var budget = ScanBudget(ledger: patternLimits, place: runTextPlace)
        for paragraph in paragraphs where !paragraph.isEmpty {
            let scan = self.scan(bytes, paragraph: paragraph, startsText: paragraph.lowerBound == 0, budget: &budget)
            result.entities += scan.entities
            result.warnings += scan.warnings
        }
        return result
    }

    /// The scan of a whole text without custom patterns, from the profile's entities: those containing a spoofing
    /// character removed, host warnings set.
    private func profileScan(_ bytes: [UInt8], entities: [Entity], reuse: CountReuse?) -> ParagraphScan {
        var result = ParagraphScan()
        result.entities = entities
        result.countReuse = reuse
        // Look first (by index: iterating would copy every entity), and remove only when there is one.
        if result.entities.indices.contains(where: { SpoofingCharacters.occurs(in: bytes, range: result.entities[$0].range) }) {
            result.entities.removeAll { SpoofingCharacters.occurs(in: bytes, range: $0.range) }
        }
        HostWarningCheck.mark(&result.entities, in: bytes, policies: profile.focusedPolicies)
        return result
    }

    /// The rule by which `profile`'s entities make a ``CountReuse`` for its count, when they make one of the kind the
    /// count reads (``BuiltInRecognizer/entityHintRule``) and no custom pattern (`hasCustomPatterns`) may take a link's
    /// place, else `nil`.
    private static func entityHintRule(of profile: Profile, hasCustomPatterns: Bool) -> (any CountReuseRule)? {
        guard !hasCustomPatterns, let rule = profile.recognizer.builtIn?.entityHintRule,
              rule.kind == profile.counting.method.reuseKind else { return nil }
        return rule
    }

    /// The entities of one paragraph (`bytes[paragraph]`, validated UTF-8), in `bytes` offsets, sorted and
    /// not overlapping.
    func entities(in bytes: [UInt8], paragraph: Range<Int>) -> [Entity] {
        var budget = ScanBudget(ledger: patternLimits, place: runTextPlace)
        return scan(bytes, paragraph: paragraph, budget: &budget).entities
    }

    /// Scans one paragraph (`bytes[paragraph]`, validated UTF-8): the profile's entities merged with the custom
    /// kinds' (earlier start wins, built-in wins a tie), in `bytes` offsets, plus a warning for each custom
    /// kind that hit the regex limits here (that kind then contributes nothing to this paragraph).
    ///
    /// This is the one place every entity passes through, for annotate and documents alike, so the safety
    /// rule lives here: an entity containing a bidi control or an invisible formatting character
    /// (``SpoofingCharacters``) is dropped before merging, so it can neither be shown nor hide another match, and
    /// a URL or domain mention whose host has a look-alike label gets its ``Entity/hostWarning``
    /// (``HostWarningCheck``).
    ///
    /// `budget` is shared by the paragraphs of one scan of a text: a custom pattern that keeps hitting the
    /// limits is skipped for the rest of it (see `ScanBudget`).
    ///
    /// `startsText`: the paragraph begins the whole text (``ScanRequest/Scope/paragraph(_:startsText:)``).
    func scan(_ bytes: [UInt8], paragraph: Range<Int>, startsText: Bool = false, budget: inout ScanBudget) -> ParagraphScan {
        var result = ParagraphScan()
        let request = ScanRequest(bytes: bytes, scope: .paragraph(paragraph, startsText: startsText))
        _ = profile.recognizer.recognize(request, into: &result.entities)
        result.entities.removeAll { SpoofingCharacters.occurs(in: bytes, range: $0.range) }
        HostWarningCheck.mark(&result.entities, in: bytes, policies: profile.focusedPolicies)
        guard !customSets.isEmpty else { return result }
        var candidates = result.entities.map { (entity: $0, priority: 0) }
        for (index, set) in customSets.enumerated() {
            let pattern = customPatterns[index]
            guard budget.allows(index) else {
                result.warnings.append(HighlightWarning(
                    reason: .skippedAfterRepeatedLimits, kind: pattern.kind, pattern: pattern.regex, paragraph: paragraph))
                continue
            }
            var found: [Entity] = []
            let completed = set.forEachMatch(in: bytes, range: paragraph) { match, _ in
                if !SpoofingCharacters.occurs(in: bytes, range: match.range) {
                    let text = String(decoding: bytes[match.range], as: UTF8.self)
                    found.append(Entity(kind: set.members[0].kind, range: match.range, value: text))
                }
                return nil
            }
            guard completed else {
                budget.recordLimitHit(index)
                result.warnings.append(HighlightWarning(
                    reason: .matchLimitExceeded, kind: pattern.kind, pattern: pattern.regex, paragraph: paragraph))
                continue
            }
            candidates += found.map { ($0, index + 1) }
        }
        candidates.sort { ($0.entity.range.lowerBound, $0.priority) < ($1.entity.range.lowerBound, $1.priority) }
        var merged: [Entity] = []
        var end = paragraph.lowerBound
        for candidate in candidates where candidate.entity.range.lowerBound >= end {
            merged.append(candidate.entity)
            end = candidate.entity.range.upperBound
        }
        result.entities = merged
        return result
    }

    /// The lone sigil at the end of `bytes`, for profiles that report one in annotate mode.
    func trailingSigil(in bytes: [UInt8], after entities: [Entity]) -> Entity? {
        trailingSigil(in: bytes, lastEntityEnd: entities.last?.range.upperBound)
    }

    /// The lone sigil at the end of `bytes`, whose last entity found so far ends at `lastEntityEnd`.
    func trailingSigil(in bytes: [UInt8], lastEntityEnd: Int?) -> Entity? {
        guard profile.policy.reportsTrailingSigil, let last = bytes.last else { return nil }
        let kind: EntityKind
        switch last {
        case UInt8(ascii: "@"): kind = .mention
        case UInt8(ascii: "#"): kind = .hashtag
        default: return nil
        }
        let range = (bytes.count - 1)..<bytes.count
        if let lastEntityEnd, lastEntityEnd > range.lowerBound { return nil }
        return Entity(kind: kind, range: range, value: "", isPartial: true)
    }
}
