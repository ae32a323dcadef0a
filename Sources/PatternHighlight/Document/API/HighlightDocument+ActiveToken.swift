/// The caret token: the mention or hashtag being typed, for autocomplete.
extension HighlightDocument {
    /// The mention or hashtag being typed at `caret` (in `unit`), or `nil`.
    ///
    /// A token is a sigil (`@`/`＠`, `#`/`＃`) followed by name characters (see ``ActiveToken``), with the
    /// caret after the sigil and not past the name; what precedes the sigil must satisfy the profile's rule
    /// (twitter, for example, refuses `a@b`), and a sigil inside another kind's entity (a URL's `#fragment`)
    /// is not a token.
    ///
    /// - Parameters:
    ///   - caret: the caret's offset, counted in `unit`.
    ///   - unit: the unit `caret` is counted in.
    /// - Throws: ``DocumentError`` for a caret out of range or not on a code point boundary.
    /// - Complexity: O(log n + t), t the length of the token.
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
        let (bytes, entities) = (piece.bytes, piece.entities)
        let base = located.start + chunkStart
        let contentEnd = min(paragraph.contentRange.upperBound - chunkStart, bytes.count)
        let local = caret - base

        for kind in highlighter.profile.policy.tokenKinds {
            let nameStart = highlighter.profile.policy.tokenNameStart(kind, in: bytes, before: local)
            guard let sigil = UTF8Scalars.unicodeScalar(in: bytes, before: nameStart, lowerBound: 0) else { continue }
            guard ActiveToken.isSigil(sigil.scalar, of: kind),
                  highlighter.profile.policy.allowsSigil(kind, in: bytes, at: sigil.start, paragraphStart: 0)
            else { continue }
            if entities.contains(where: { $0.kind != kind && $0.range.contains(sigil.start) }) { continue }
            var nameEnd = local
            while nameEnd < contentEnd {
                let next = UTF8Scalars.unicodeScalar(in: bytes, at: nameEnd)
                guard highlighter.profile.policy.isTokenNameScalar(next.scalar, of: kind) else { break }
                nameEnd = next.end
            }
            return ActiveToken(
                kind: kind, range: (base + sigil.start)..<(base + nameEnd),
                query: String(decoding: bytes[nameStart..<local], as: UTF8.self))
        }
        return nil
    }
}
