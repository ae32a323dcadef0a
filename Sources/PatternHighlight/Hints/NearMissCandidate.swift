/// Text that looks like an entity to a person, whatever the profile: what the naive patterns find (`#\w+` or `＃\w+`
/// with emoji among the word characters, `@[\w.-]+`, `$[A-Za-z]{1,6}`, `https?://\S+`) or a bare domain ending in an IANA top-level domain
/// (``NearMissFinder`` finds them). A candidate that no entity overlaps becomes a ``Hint``.
struct NearMissCandidate: Sendable, Equatable {
    /// What the candidate was found as.
    enum Form: Sendable, Equatable {
        /// A sigil and a name: `#tag`, `＃tag`, `#🎉`, `@name`, `$TICKER`.
        case sigil
        /// `http://…` or `https://…`.
        case url
        /// A domain without a scheme, `example.com` (possibly with a path).
        case bareDomain
    }

    /// Its range, in UTF-8 bytes of the text it was found in.
    let range: Range<Int>
    /// The kind of entity it looks like (``EntityKind/url`` for a bare domain).
    let kind: EntityKind
    let form: Form
    /// For a bare domain, the range of its last label that is an IANA top-level domain (where the finder ended the
    /// domain); `nil` for a sigil or a URL, whose host ``lastHostLabel(in:)`` finds.
    let topLevelLabel: Range<Int>?
}
