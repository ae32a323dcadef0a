import PatternHighlight

/// What Quill decides for a composer: `@` and `+` open an autocomplete token at a word's start; its notes are
/// cross-posted as ``QuillNote``s; a `quill://` link is a quote of another note, never a card.
public struct QuillPolicy: ComposerPolicy, LinkCardPolicy, CrosspostPolicy {
    public var tokenKinds: [EntityKind] { [.mention, .hashtag] }

    public func allowsSigil(_ kind: EntityKind, in bytes: [UInt8], at offset: Int, paragraphStart: Int) -> Bool {
        offset == paragraphStart || QuillRecognizer.isWordBoundary(bytes[offset - 1])
    }

    public func isTokenNameScalar(_ scalar: Unicode.Scalar, of kind: EntityKind) -> Bool {
        scalar.isASCII && QuillRecognizer.isNameByte(UInt8(scalar.value))
    }

    public func isQuote(_ url: String) -> Bool { url.hasPrefix("https://quill.example/notes/") }

    public var crosspost: any CrosspostPlatform { QuillCrosspost() }
}
