/// Text that looks like an entity to a person, whatever the profile: what the naive patterns find (`#\w+`, `＃\w+`,
/// `@[\w.-]+`, `$[A-Za-z]{1,6}`, `https?://\S+`) or a bare domain ending in an IANA top-level domain
/// (``NearMissFinder`` finds them). A candidate that no entity overlaps becomes a ``Hint``.
struct NearMissCandidate: Sendable, Equatable {
    /// What the candidate was found as.
    enum Form: Sendable, Equatable {
        /// A sigil and a name: `#tag`, `＃tag`, `@name`, `$TICKER`.
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
    /// The scalar right before it, `nil` at the start of the scanned text or paragraph.
    let previous: Unicode.Scalar?
    /// Where the white-space-free word it begins in ends (the next white space or the end of the scanned range).
    let wordEnd: Int
    /// For a domain (bare, or a URL's host), the range of its top-level label; else `nil`.
    let topLevelLabel: Range<Int>?
}
