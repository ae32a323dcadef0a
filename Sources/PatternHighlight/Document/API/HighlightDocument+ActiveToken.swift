/// The caret token: the mention, hashtag, cashtag or shortcode being typed, for autocomplete.
extension HighlightDocument {
    /// The mention, hashtag, cashtag or shortcode being typed at `caret` (in `unit`), or `nil`.
    ///
    /// The profile's triggers decide which kinds are tried (see <doc:Profiles>):
    /// - a mention or hashtag is a sigil (`@`/`＠`, `#`/`＃`) followed by name characters (see ``ActiveToken``), with
    ///   the caret after the sigil and not past the name; what precedes the sigil must satisfy the profile's rule
    ///   (its ``ComposerPolicy``: one may refuse `a@b`, say), and a sigil inside another kind's entity (a URL's
    ///   `#fragment`) is not a token;
    /// - a cashtag (under a profile that has them) is a token exactly where the profile highlights one (`$AAPL`, not
    ///   `$5` or a lone `$`), with the caret after its `$`; the query is what follows the `$` up to the caret;
    /// - a shortcode (only with ``Highlighter/Options/shortcodes``) is a `:` followed by at least two of
    ///   `[A-Za-z0-9_]` before the caret, the colon not after a letter, a digit or another `:` (so `12:30`,
    ///   `http://x`, `a:bc`, `::ab` and `:a` are none) and not inside another kind's entity; its range ends after
    ///   the name and takes a closing `:` when there is one. The full-width colon `：` is no trigger.
    ///
    /// - Parameters:
    ///   - caret: the caret's offset, counted in `unit`.
    ///   - unit: the unit `caret` is counted in.
    /// - Throws: ``DocumentError`` for a caret out of range or not on a code point boundary.
    /// - Complexity: O(log n + t + e), t the length of the token, e the entities of the caret's paragraph chunk.
    public func activeToken(at caret: Int, in unit: OffsetUnit) throws(DocumentError) -> ActiveToken? {
        activeToken(atUTF8: try utf8Offset(caret, in: unit))
    }

    func activeToken(atUTF8 caret: Int) -> ActiveToken? {
        let located = tree.locate(caret, in: .utf8)
        let paragraph = located.paragraph
        guard caret - located.start > 0, caret - located.start <= paragraph.contentRange.upperBound else { return nil }
        // A chunked paragraph: the chunk holding the scalar before the caret. A token holds no space, and a
        // chunk starts after one and ends with one, so the token lies inside it.
        let (piece, pieceBefore) = paragraph.piece(containing: caret - located.start - 1)
        let chunkStart = pieceBefore.utf8
        let context = TokenContext(
            bytes: piece.bytes, entities: piece.entities, base: located.start + chunkStart,
            contentEnd: min(paragraph.contentRange.upperBound - chunkStart, piece.bytes.count),
            caret: caret - located.start - chunkStart)
        let policy = highlighter.profile.policy
        for kind in policy.tokenKinds {
            let token: ActiveToken?
            switch kind {
            case .cashtag: token = context.cashtagToken()
            case .shortcode: token = highlighter.profile.hasShortcodes ? context.shortcodeToken() : nil
            default: token = context.sigilToken(kind, policy: policy)
            }
            if let token { return token }
        }
        return nil
    }
}

/// The chunk of a paragraph around a caret, in which ``HighlightDocument/activeToken(at:in:)`` looks for a token.
private struct TokenContext {
    /// The chunk's text and entities (chunk offsets).
    let bytes: [UInt8]
    let entities: [StoredEntity]
    /// The chunk's start in the document (UTF-8).
    let base: Int
    /// Where the chunk's content ends (before a paragraph break).
    let contentEnd: Int
    /// The caret, in chunk offsets.
    let caret: Int

    /// A mention or hashtag token: the policy's sigil, preceding-character rule and name characters.
    func sigilToken(_ kind: EntityKind, policy: any ComposerPolicy) -> ActiveToken? {
        let nameStart = policy.tokenNameStart(kind, in: bytes, before: caret)
        guard let sigil = UTF8Scalars.unicodeScalar(in: bytes, before: nameStart, lowerBound: 0),
            ActiveToken.isSigil(sigil.scalar, of: kind),
            policy.allowsSigil(kind, in: bytes, at: sigil.start, paragraphStart: 0),
            !entities.contains(where: { $0.kind != kind && $0.range.contains(sigil.start) })
        else { return nil }
        var nameEnd = caret
        while nameEnd < contentEnd {
            let next = UTF8Scalars.unicodeScalar(in: bytes, at: nameEnd)
            guard policy.isTokenNameScalar(next.scalar, of: kind) else { break }
            nameEnd = next.end
        }
        return ActiveToken(
            kind: kind, range: (base + sigil.start)..<(base + nameEnd),
            query: String(decoding: bytes[nameStart..<caret], as: UTF8.self))
    }

    /// A cashtag token: the cashtag the profile found around the caret, the caret after its `$`.
    func cashtagToken() -> ActiveToken? {
        guard let entity = entities.first(where: {
            $0.kind == .cashtag && $0.range.lowerBound < caret && caret <= $0.range.upperBound
        }), bytes[entity.range.lowerBound] == UInt8(ascii: "$") else { return nil }
        return ActiveToken(
            kind: .cashtag, range: (base + entity.range.lowerBound)..<(base + entity.range.upperBound),
            query: String(decoding: bytes[(entity.range.lowerBound + 1)..<caret], as: UTF8.self))
    }

    /// A shortcode token (``ShortcodeRule``): `:` and at least two name characters before the caret.
    func shortcodeToken() -> ActiveToken? {
        var nameStart = caret
        while nameStart > 0 && ShortcodeRule.isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
        let colon = nameStart - 1
        guard caret - nameStart >= ShortcodeRule.minimumNameLength, colon >= 0, bytes[colon] == UInt8(ascii: ":"),
            ShortcodeRule.opens(in: bytes, at: colon, lowerBound: 0),
            !entities.contains(where: { $0.kind != .shortcode && $0.range.contains(colon) })
        else { return nil }
        var end = caret
        while end < contentEnd && ShortcodeRule.isNameByte(bytes[end]) { end += 1 }
        if end < contentEnd && bytes[end] == UInt8(ascii: ":") { end += 1 }
        return ActiveToken(
            kind: .shortcode, range: (base + colon)..<(base + end),
            query: String(decoding: bytes[nameStart..<caret], as: UTF8.self))
    }
}
