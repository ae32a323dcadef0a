/// One left-to-right pass of the `bluesky` rules over a range: each trigger (``BlueskyTriggers``) in order, its
/// kind's rule there, and the entities kept as they come (their starts arrive in order, so an entity that starts
/// inside the last one kept is dropped, as the reference's renderer does).
///
/// Of the reference's four passes, only the link pass has a cursor that matters: a link match runs to the next
/// whitespace, and a `(` inside it cannot start another link (``linkMatchEnd``). A mention, hashtag or cashtag
/// match holds no whitespace, `(` or sigil, so nothing it consumed could have started another of its kind.
///
/// The reference keeps one overlap that counts: a link inside a tag (`#DevOps(https://swift.org/x)`: a tag holds
/// anything but whitespace, and a link may follow `(`). The tag is kept as an entity; the link is kept aside
/// (``linksInTags``), for the display text, which shortens it (``BlueskyTagLink``).
///
/// The range is treated as a whole text: its start is "the start", its end the end. Every paragraph break is
/// whitespace to every rule, so a whole text scanned at once finds what its paragraphs scanned one at a time find.
struct BlueskyScan {
    private let bytes: [UInt8]
    private let range: Range<Int>
    /// Whether values are kept as stretches of `bytes` (a whole text an annotation keeps, see ``EntityValue``)
    /// rather than written out.
    private let valuesFromText: Bool
    /// The end of the last link match, kept or rejected (before the range when there was none).
    private var linkMatchEnd: Int
    /// The end of the last entity kept.
    private var keptEnd: Int
    /// Whether the last entity kept is a tag.
    private var keptTag = false
    /// The links found inside a kept tag, in order: not entities (they overlap the tag), but the app shortens them.
    private(set) var linksInTags: [Range<Int>] = []

    init(_ bytes: [UInt8], _ range: Range<Int>, valuesFromText: Bool) {
        self.bytes = bytes
        self.range = range
        self.valuesFromText = valuesFromText
        linkMatchEnd = range.lowerBound - 1
        keptEnd = range.lowerBound
    }

    /// Applies the rule of the trigger at `offset`, appending the entity it finds, if kept, to `entities`.
    @inline(__always)
    mutating func visit(_ offset: Int, into entities: inout [Entity]) {
        switch BlueskyTriggers.kind(of: bytes, at: offset) {
        case .mention:
            guard opensEntity(at: offset, afterParenthesis: true),
                let handle = BlueskyMention.handle(afterSigilAt: offset, in: bytes, end: range.upperBound),
                BlueskyDomain.isAcceptedHandle(in: bytes, handle)
            else { return }
            keep(.mention, offset..<handle.upperBound, value: textValue(handle), into: &entities)
        case .hashtag:
            guard opensEntity(at: offset, afterParenthesis: false) else { return }
            let bodyStart = offset + (bytes[offset] == UInt8(ascii: "#") ? 1 : 3)  // `#` or `＃` (EF BC 83)
            guard case .tag(let length) = BlueskyTag.judge(bodyAt: bodyStart, in: bytes, end: range.upperBound)
            else { return }
            keep(.hashtag, offset..<(bodyStart + length), value: textValue(bodyStart..<(bodyStart + length)), into: &entities)
        case .cashtag:
            guard opensEntity(at: offset, afterParenthesis: true),
                let ticker = BlueskyCashtag.ticker(afterSigilAt: offset, in: bytes, end: range.upperBound)
            else { return }
            let entityRange = offset..<ticker.upperBound
            // `$` + the upper-cased ticker: the text itself when it is upper case already.
            let value = bytes[ticker].contains { $0 >= UInt8(ascii: "a") }
                ? .string("$" + EntityValue.string(decoding: bytes, ticker).uppercased()) : textValue(entityRange)
            keep(.cashtag, entityRange, value: value, into: &entities)
        case .colon:
            link(BlueskyLink.match(atColon: offset, in: bytes, range: range, resume: linkMatchEnd), into: &entities)
        case .dot:
            link(BlueskyLink.match(atDot: offset, in: bytes, range: range, resume: linkMatchEnd), into: &entities)
        }
    }

    private mutating func link(_ outcome: BlueskyLink.Outcome?, into entities: inout [Entity]) {
        switch outcome {
        case nil:
            return
        case .rejected(let matchEnd):
            linkMatchEnd = matchEnd
        case .link(let link):
            linkMatchEnd = link.matchEnd
            let value: EntityValue
            switch link.uri {
            case .asWritten: value = textValue(link.range)
            case .httpsPrefixed: value = .string("https://" + EntityValue.string(decoding: bytes, link.range))
            }
            if link.range.lowerBound < keptEnd {
                if keptTag { linksInTags.append(link.range) }
                return
            }
            keep(.url, link.range, value: value, into: &entities)
        }
    }

    private func opensEntity(at offset: Int, afterParenthesis: Bool) -> Bool {
        BlueskyCharacters.opensEntity(in: bytes, at: offset, lowerBound: range.lowerBound, afterParenthesis: afterParenthesis)
    }

    private func textValue(_ value: Range<Int>) -> EntityValue {
        valuesFromText ? .text(of: bytes, range: value) : .string(EntityValue.string(decoding: bytes, value))
    }

    private mutating func keep(_ kind: EntityKind, _ entityRange: Range<Int>, value: EntityValue, into entities: inout [Entity]) {
        guard entityRange.lowerBound >= keptEnd else { return }
        entities.append(Entity.found(kind: kind, range: entityRange, storedValue: value))
        keptEnd = entityRange.upperBound
        keptTag = kind == .hashtag
    }
}
