/// Why a profile does not link a candidate (``Hint``): the command line's `"reason"` strings.
public enum HintReason: String, Sendable, Hashable, CaseIterable {
    /// The sigil must follow white space or the text's start on this platform (`(#ATL)`).
    case notAfterSpace = "not-after-space"
    /// The sigil follows a letter, digit or symbol that the platform's rule forbids (`é#tag`).
    case glued
    /// A hashtag of digits only (`#2026`).
    case digitsOnly = "digits-only"
    /// Over the platform's length for that kind.
    case tooLong = "too-long"
    /// A character the platform does not take in that kind, right after the sigil or at the name's start.
    case invalidCharacter = "invalid-character"
    /// A part the platform needs is missing (a handle without the domain the platform's handles hold).
    case incomplete
    /// A mention followed by `@` and a server: an address `@user@domain` that is half-typed (on a platform that links
    /// it once the domain is whole, such as `@bob@example.social`) or that the platform never links.
    case fediverseAddress = "fediverse-address"
    /// A hashtag that starts with an emoji (`#🎉`), which the platform does not link; the message says which do.
    case emoji
    /// The platform links no domain of this form.
    case invalidDomain = "invalid-domain"
    /// A bare domain, which the platform links only with `http://` or `https://`.
    case noScheme = "no-scheme"
    /// A domain whose top-level label the platform does not know.
    case unknownTLD = "unknown-tld"
    /// A `$TICKER` on a platform without cashtags.
    case noCashtags = "no-cashtags"
    /// The candidate holds an invisible, formatting or bidi character, which the engine never links.
    case invisibleCharacter = "invisible-character"
    /// Anything else; the message says what.
    case other
}
