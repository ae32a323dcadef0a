/// Why a link's host (or a mention's domain) may not be what it looks like, and the host's ASCII form, which
/// shows what it really is.
///
/// ``Highlighter`` sets ``Entity/hostWarning`` on every URL, and every mention whose value is a domain (a
/// Bluesky handle, Mastodon's `@user@domain`), whose host has a label that UTS #39 flags. The entity itself
/// is kept: the warning is for the composer to show.
///
/// ```swift
/// let entity = Highlighter(profile: .twitter).annotate("see https://аррӏе.com").entities[0]
/// entity.hostWarning   // HostWarning(reason: .confusable, ascii: "xn--80ak6aa92e.com")
/// ```
public struct HostWarning: Hashable, Sendable {
    /// What UTS #39 found in a label of the host.
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// The label mixes scripts beyond UTS #39's highly restrictive level (Latin with Cyrillic: `pаypal`;
        /// Latin with Han and kana, or Han with Hangul, is allowed).
        case mixedScript = "mixed-script"
        /// The label is written wholly in Cyrillic or Greek letters that each look like a Latin letter
        /// (`аррӏе`), under a top-level domain of another script.
        case confusable
        /// The label holds an invisible character: a non-spacing mark repeated on one letter, a zero-width
        /// joiner or non-joiner outside a virama's context, or another invisible formatting character.
        case invisible
        /// The label mixes decimal digits of different scripts (`1` and `١`).
        case mixedNumbers = "mixed-numbers"
    }

    /// What was found (the first flagged label's reason).
    public var reason: Reason
    /// The whole host in ASCII: lower case, every non-ASCII label as `xn--` and its Punycode.
    public var ascii: String

    /// A warning of `reason` for a host whose ASCII form is `ascii`.
    public init(reason: Reason, ascii: String) {
        self.reason = reason
        self.ascii = ascii
    }
}
