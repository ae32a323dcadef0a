import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// A live document for several platforms at once: after every random edit each target's count, validity, overrun and
/// entities equal a fresh single-profile annotate of the same text, its update reports that target's own edit, and
/// the verdict is the targets' counts put together.
@Suite struct CrosspostDocumentTests {
    static let targets = [Highlighter(profile: .twitter), Highlighter(profile: .bluesky), Highlighter(profile: .mastodon)]

    /// By how much `count` is over its platform's limit, worked out from the figures here, not by the plug-ins.
    static func expectedOver(_ count: TextCount) -> Int {
        if let twitter = count.twitter { return max(0, twitter.weightedLength - twitter.configuration.maxWeightedLength) }
        if let bluesky = count.bluesky {
            return bluesky.displayGraphemes > 300 ? bluesky.displayGraphemes - 300 : max(0, bluesky.postedBytes - 3000)
        }
        if let mastodon = count.mastodon { return max(0, mastodon.length - mastodon.maxCharacters) }
        return 0
    }

    static func expectedValid(_ count: TextCount) -> Bool {
        if let bluesky = count.bluesky { return bluesky.postValid }
        return count.valid
    }

    func check(_ document: CrosspostDocument, _ update: CrosspostUpdate?, step: Int) {
        let text = document.text
        var failures: [CrosspostVerdict.Failure] = []
        for (index, target) in document.targets.enumerated() {
            let fresh = Self.targets[index].annotate(text)
            let count = fresh.count(contentWarning: document.contentWarning)
            #expect(target.count == count, "step \(step), \(target.profile.id): \(text.debugDescription)")
            #expect(target.valid == Self.expectedValid(count))
            #expect(target.over == (target.valid ? 0 : Self.expectedOver(count)))
            #expect(document.documents[index].entities == fresh.entities, "step \(step), \(target.profile.id)")
            // Hints are always on: the target's are those of its profile with hints, and an update's are those in its
            // hint ranges.
            let hints = Highlighter(profile: target.profile, options: .hints).annotate(text).hints
            #expect(document.documents[index].hints == hints, "step \(step), \(target.profile.id)")
            if let update {
                let own = update.targets[index]
                #expect(own.profile.id == target.profile.id)
                #expect(own.count == count && own.valid == target.valid && own.over == target.over)
                // What the update reports are that target's own entities, every one over a changed range among them.
                let reported = own.update?.entities ?? []
                #expect(reported.allSatisfy(fresh.entities.contains), "step \(step), \(target.profile.id)")
                let changed = (own.update?.changed ?? []).filter { !$0.isEmpty }
                let touched = fresh.entities.filter { entity in changed.contains { $0.overlaps(entity.range) } }
                #expect(touched.allSatisfy(reported.contains), "step \(step), \(target.profile.id)")
                let hintRanges = own.update?.hintRanges ?? []
                let reportedHints = own.update?.hints ?? []
                let inRanges = hints.filter { hint in hintRanges.contains { $0.lowerBound <= hint.range.lowerBound && hint.range.upperBound <= $0.upperBound } }
                #expect(reportedHints.allSatisfy(hints.contains) && inRanges.allSatisfy(reportedHints.contains), "step \(step), \(target.profile.id)")
            }
            if !target.valid {
                failures.append(CrosspostVerdict.Failure(profile: target.profile.id, over: target.over, reason: target.over > 0 ? .overLimit : .empty))
            }
        }
        #expect(document.verdict.failures == failures)
        #expect(document.verdict.fitsEverywhere == failures.isEmpty)
        if let update { #expect(update.verdict == document.verdict) }
    }

    /// A random edit of `text`: a UTF-8 range on scalar boundaries (now and then a long one) and what replaces it — a
    /// mention, a URL (or a markdown link to one), a draft, nothing, or text fragments with line breaks.
    static func randomEdit(
        of text: String, step: Int, markdownLinks: Bool, using random: inout SeededRandom
    ) -> (range: Range<Int>, inserted: String) {
        let bytes = Array(text.utf8)
        func boundary(_ offset: Int) -> Int {
            var offset = offset
            while offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            return offset
        }
        let start = boundary(Int.random(in: 0...bytes.count, using: &random))
        let end = boundary(min(bytes.count, start + Int.random(in: 0...(step % 10 == 0 ? 400 : 6), using: &random)))
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return (start..<end, CrosspostDrafts.mentions.randomElement(using: &random)!)
        case 1:
            let url = CrosspostDrafts.urls.randomElement(using: &random)!
            return (start..<end, markdownLinks ? "[docs](\(url))" : url)
        case 2: return (start..<end, CrosspostDrafts.draft(words: Int.random(in: 5...80, using: &random), using: &random))
        case 3: return (start..<end, "")
        default: return (start..<end, TextFragments.text(pieces: Int.random(in: 1...3, using: &random), breaks: true, using: &random))
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomEditsMatchFreshAnnotations(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var document = try CrosspostDocument(CrosspostDrafts.draft(words: 40, using: &random), targets: Self.targets)
        check(document, nil, step: 0)
        for step in 1...120 {
            let (range, inserted) = Self.randomEdit(of: document.text, step: step, markdownLinks: false, using: &random)
            if step % 25 == 0 { document.contentWarning = ["", "CW: spoilers", String(repeating: "w", count: 40)].randomElement(using: &random)! }
            let update = try document.replace(range, in: .utf8, with: inserted)
            check(document, update, step: step)
        }
    }

    struct PostingCase: CustomStringConvertible, Sendable {
        let directory: Bool
        let prefix: Bool
        let markdownLinks: Bool
        let seed: UInt64
        var description: String { "directory \(directory), CW: line \(prefix), markdown links \(markdownLinks), seed \(seed)" }
    }

    static let postingCases: [PostingCase] = [false, true].flatMap { directory in
        [false, true].flatMap { prefix in
            [false, true].map { links in PostingCase(directory: directory, prefix: prefix, markdownLinks: links, seed: 7) }
        }
    }

    /// Live equals fresh with every posting option: after each random edit (and content-warning change) each target's
    /// count, validity and overrun are those of a fresh ``Crosspost`` of the same draft with the same directory,
    /// `CW:` line choice and markdown links.
    @Test(arguments: postingCases)
    func randomEditsWithEveryPostingOptionMatchAFreshCrosspost(_ row: PostingCase) throws {
        var random = SeededRandom(seed: row.seed)
        let targets = Self.targets.map { Highlighter(profile: $0.profile, options: row.markdownLinks ? .markdownLinks : []) }
        let directory = row.directory ? CrosspostDrafts.directory : MentionDirectory()
        var document = try CrosspostDocument(
            CrosspostDrafts.draft(words: 40, using: &random), targets: targets, directory: directory, contentWarningPrefix: row.prefix)
        document.contentWarning = "spoilers ahead"
        // What a client keeps: each target's entities, brought up to date by each update alone.
        var clients = targets.map { document.entities(of: $0.profile.id)! }
        for step in 1...60 {
            let (range, inserted) = Self.randomEdit(of: document.text, step: step, markdownLinks: true, using: &random)
            if step % 20 == 0 {
                document.contentWarning = ["", "spoilers", String(repeating: "w", count: 40)].randomElement(using: &random)!
                clients = targets.map { document.entities(of: $0.profile.id)! }
            }
            let update = try document.replace(range, in: .utf8, with: inserted)
            let fresh = try Crosspost(
                document.text, targets: targets, directory: directory, contentWarning: document.contentWarning, contentWarningPrefix: row.prefix)
            for (index, target) in fresh.targets.enumerated() {
                let live = update.targets[index]
                #expect(live.count == target.count, "step \(step), \(target.profile.id): \(document.text.debugDescription)")
                #expect(live.valid == target.valid && live.over == target.over, "step \(step), \(target.profile.id)")
                #expect(document.targets[index].count == target.count)
                // The entities are the ones the target posts, in draft offsets: whole, and as each update reports them.
                #expect(document.entities(of: target.profile.id) == target.entities, "step \(step), \(target.profile.id): \(document.text.debugDescription)")
                let changes = try #require(live.update)
                clients[index] = Self.applying(changes, to: clients[index])
                #expect(clients[index] == target.entities, "step \(step), \(target.profile.id): \(document.text.debugDescription)")
                #expect(changes.hints.allSatisfy { hint in target.hints.contains(hint) }, "step \(step), \(target.profile.id)")
            }
        }
    }

    /// `entities` (a client's, before the edit) brought up to date by `update` as a client does it: the old entities
    /// that lay over the replaced text or move into a changed range are dropped, the others moved, and the update's
    /// own entities put in.
    static func applying(_ update: DocumentUpdate, to entities: [Entity]) -> [Entity] {
        let replaced = update.replacedRange
        var kept: [Entity] = entities.compactMap { entity in
            if entity.range.overlaps(replaced) || (entity.range.lowerBound < replaced.lowerBound && replaced.upperBound < entity.range.upperBound)
                || (replaced.isEmpty && entity.range.lowerBound < replaced.lowerBound && replaced.lowerBound < entity.range.upperBound)
            {
                return nil
            }
            // An entity that ends where the replaced text starts stays where it is.
            var moved = entity
            let upper = entity.range.upperBound <= replaced.lowerBound ? entity.range.upperBound : update.map(entity.range.upperBound)
            moved.range = update.map(entity.range.lowerBound)..<upper
            // An empty changed range changes the entity strictly around its position, if any.
            let inChanged = update.changed.contains { changed in
                changed.overlaps(moved.range)
                    || (changed.isEmpty && moved.range.lowerBound < changed.lowerBound && changed.lowerBound < moved.range.upperBound)
            }
            return inChanged ? nil : moved
        }
        kept += update.entities
        return kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    @Test func anEditOutOfRangeChangesNoTarget() throws {
        var document = try CrosspostDocument("hi @jack", targets: Self.targets)
        #expect(throws: DocumentError.self) { try document.replace(0..<99, in: .utf16, with: "x") }
        #expect(document.documents.allSatisfy { $0.text == "hi @jack" })
    }

    /// A target built without hints gets them, and keeps its custom patterns, its other options and its size limit.
    @Test func targetsBuiltWithoutHintsGetThemAndKeepTheRest() throws {
        let ticket = CustomPattern(kind: EntityKind("ticket"), regex: "TKT-[0-9]+")
        let twitter = try Highlighter(profile: .twitter, options: .shortcodes, customPatterns: [ticket], maximumTextBytes: 500)
        var document = try CrosspostDocument("see TKT-12", targets: [twitter, Highlighter(profile: .bluesky)])
        let first = document.documents[0].highlighter
        #expect(first.options == [.shortcodes, .hints])
        #expect(first.customPatterns.map(\.kind) == [ticket.kind] && first.maximumTextBytes == 500)
        #expect(document.documents[0].entities.map(\.kind) == [ticket.kind])
        #expect(document.documents[1].highlighter.options == .hints)
        let update = try document.replace(10..<10, in: .utf8, with: " ko-fi.com (#ATL)")
        let withHints = [
            try Highlighter(profile: .twitter, options: [.shortcodes, .hints], customPatterns: [ticket]), Highlighter(profile: .bluesky, options: .hints),
        ]
        for (index, highlighter) in withHints.enumerated() {
            #expect(document.documents[index].hints == highlighter.annotate(document.text).hints)
        }
        #expect(update.targets[1].update?.hints.isEmpty == false)  // "(#ATL)" is no tag on Bluesky
        let crosspost = try document.crosspost()
        #expect(crosspost.targets[0].entities.map(\.kind).contains(ticket.kind))
    }

    @Test func badTargetsAreRefused() {
        #expect(throws: CrosspostError.noTargets) { try CrosspostDocument("", targets: []) }
        #expect(throws: CrosspostError.duplicateTarget("twitter")) {
            try CrosspostDocument("", targets: [Highlighter(profile: .twitter), Highlighter(profile: .twitter)])
        }
        #expect(throws: CrosspostError.notATarget("simple")) { try CrosspostDocument("", targets: [Highlighter(profile: .simple)]) }
    }
}
