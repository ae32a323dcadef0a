/// A profile's detection rules for one paragraph.
///
/// Implementations receive one paragraph at a time (see ``ParagraphBreaks``: no entity crosses a paragraph
/// break) and must treat its start as the start of a text.
protocol EntityRecognizer: Sendable {
    /// Appends the entities of `bytes[paragraph]` (offsets of `bytes`), sorted by start and not overlapping.
    func recognize(in bytes: [UInt8], paragraph: Range<Int>, into entities: inout [Entity])

    /// ``recognize(in:paragraph:into:)`` told whether the paragraph begins the whole text, for a profile whose
    /// reference treats the two differently (twitter-text's URL rule). The default ignores it.
    func recognize(in bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, into entities: inout [Entity])

    /// Appends the entities of every paragraph of the whole text `bytes` (``ParagraphBreaks``), exactly as
    /// ``recognize(in:paragraph:into:)`` one non-empty paragraph at a time; a profile may share scan state (match
    /// data, buffers) between paragraphs, or find the breaks in its own pass. `bytes` is a whole text that its
    /// ``Annotation`` keeps, so entity values may refer to it (``EntityValue/text(of:range:)``). The default splits
    /// the text and recognizes one paragraph at a time.
    func recognizeParagraphs(in bytes: [UInt8], into entities: inout [Entity])

    /// ``recognizeParagraphs(in:into:)`` for a whole text not yet checked as UTF-8: `false`, with `entities`
    /// unchanged, when `bytes` are not well-formed (``UTF8Validator``). A profile may validate in its own scan,
    /// as long as every paragraph is checked before its rules (PCRE2 without its own UTF check) run on it. The
    /// default validates first.
    func recognizeParagraphs(inUnvalidated bytes: [UInt8], into entities: inout [Entity]) -> Bool

    /// ``recognizeParagraphs(inUnvalidated:into:)`` that may also hand over what the profile's counting rule would
    /// scan for again: twitter's URL candidates before overlap removal (twitter-text's `extractUrlsWithIndices`),
    /// in text order, set in `urlCandidates`. The default sets nothing.
    func recognizeParagraphs(
        inUnvalidated bytes: [UInt8], into entities: inout [Entity], urlCandidates: inout [Range<Int>]?
    ) -> Bool

    /// Whether a lone `@` or `#` at the very end of a text is reported as a partial entity in annotate mode.
    var reportsTrailingSigil: Bool { get }

    /// The screen name a post replies to (a leading `@name`), for profiles that have replies; else `nil`.
    func replyScreenName(in bytes: [UInt8]) -> String?

    /// Whether ``replyScreenName(in:)`` is meaningful for this profile.
    var hasReplies: Bool { get }

    /// Whether no entity contains an ASCII space and what makes one depends only on its own run of non-space
    /// text and what precedes it, with "after a space" the same as "at a paragraph start". Documents then
    /// re-scan only a window around an edit inside a long paragraph (`ParagraphWindow`). Default `true`,
    /// which the document differential tests check for every profile.
    var entitiesStayBetweenSpaces: Bool { get }

    /// Whether a `kind` sigil (`@`/`＠` for mentions, `#`/`＃` for hashtags) at `offset` may start an entity,
    /// judged only by what precedes it in `bytes[paragraphStart..<offset]` (the profile's preceding-character
    /// rule). Used for the caret token that opens autocomplete.
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool

    /// Whether `scalar` may be part of the name after a `kind` sigil in the caret token (``ActiveToken``), so that
    /// the token is what the profile would highlight. Default: ``ActiveToken/isNameScalar(_:of:)``.
    func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool
}

extension EntityRecognizer {
    func recognize(in bytes: [UInt8], paragraph: Range<Int>, startsText: Bool, into entities: inout [Entity]) {
        recognize(in: bytes, paragraph: paragraph, into: &entities)
    }

    func recognizeParagraphs(in bytes: [UInt8], into entities: inout [Entity]) {
        for paragraph in ParagraphBreaks.paragraphRanges(in: bytes, 0..<bytes.count) where !paragraph.isEmpty {
            recognize(in: bytes, paragraph: paragraph, into: &entities)
        }
    }

    func recognizeParagraphs(inUnvalidated bytes: [UInt8], into entities: inout [Entity]) -> Bool {
        guard UTF8Validator.isValid(bytes) else { return false }
        recognizeParagraphs(in: bytes, into: &entities)
        return true
    }

    func recognizeParagraphs(
        inUnvalidated bytes: [UInt8], into entities: inout [Entity], urlCandidates: inout [Range<Int>]?
    ) -> Bool {
        recognizeParagraphs(inUnvalidated: bytes, into: &entities)
    }

    func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool { ActiveToken.isNameScalar(scalar, of: kind) }

    var reportsTrailingSigil: Bool { false }
    func replyScreenName(in bytes: [UInt8]) -> String? { nil }
    var hasReplies: Bool { false }
    var entitiesStayBetweenSpaces: Bool { true }

    /// Default: a sigil may follow the paragraph start or any scalar that is not a letter, digit or `_`.
    func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
        guard let (scalar, _) = UTF8Scalars.unicodeScalar(in: bytes, before: offset, lowerBound: paragraphStart) else { return true }
        return !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_")
    }
}
