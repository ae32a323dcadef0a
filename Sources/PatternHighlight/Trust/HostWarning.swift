/// Why a link's host (or a mention's domain) may not be what it looks like, and the host's two forms: ASCII, which
/// shows what it really is, and Unicode, which shows what it looks like.
///
/// ``Highlighter`` sets ``Entity/hostWarning`` on every URL, and every mention whose value is a domain (a domain
/// handle, an address `@user@domain`), whose host has a label that UTS #39 flags. A host written in
/// Punycode (`xn--80ak6aa92e.com`) is checked in its Unicode form, as a browser would show it; an `xn--` label that
/// is no valid Punycode is a warning of its own (``Reason/invalidPunycode``). The entity itself is kept: the warning
/// is for the composer to show.
///
/// ```swift
/// let entity = Highlighter(profile: .twitter).annotate("see https://аррӏе.com").entities[0]
/// entity.hostWarning           // HostWarning(reason: .confusable, ascii: "xn--80ak6aa92e.com")
/// entity.hostWarning?.unicode  // "аррӏе.com"
/// let handle = Highlighter(profile: .bluesky).annotate("@xn--pypal-4ve.com").entities[0]
/// handle.hostWarning           // HostWarning(reason: .mixedScript, ascii: "xn--pypal-4ve.com")
/// handle.hostWarning?.unicode  // "pаypal.com", with a Cyrillic "а"
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
        /// A label begins with `xn--` but is no Punycode that UTS #46 would write: it does not decode, or decodes to
        /// a label that is ASCII, not in NFC, or holds a character that UTS #46 maps or forbids (`xn--abc-`,
        /// `xn--99999999`). Browsers refuse such a host or show it as written, so what it names cannot be told.
        case invalidPunycode = "invalid-punycode"
    }

    /// What was found (the first flagged label's reason).
    public var reason: Reason
    /// The whole host in ASCII: lower case, every non-ASCII label as `xn--` and its Punycode.
    public var ascii: String

    /// The whole host in Unicode (UTS #46 ToUnicode of ``ascii``): every `xn--` label of ``ascii`` that decodes
    /// written in Unicode, every other label as in ``ascii``. For `xn--80ak6aa92e.com`, `аррӏе.com`.
    ///
    /// - Complexity: O(n²) in the longest `xn--` label (Punycode), computed on each use.
    public var unicode: String { DomainToUnicode.map(ascii) }

    /// The form of the host that `text` (the entity's text) does not show: ``unicode`` when `text` is ASCII (a host
    /// written in Punycode), else ``ascii``. What a rendering puts next to the link.
    ///
    /// ```swift
    /// let warning = Highlighter(profile: .twitter).annotate("see https://аррӏе.com").entities[0].hostWarning!
    /// warning.form(notShownIn: "https://аррӏе.com")           // "xn--80ak6aa92e.com"
    /// warning.form(notShownIn: "https://xn--80ak6aa92e.com")  // "аррӏе.com"
    /// ```
    public func form(notShownIn text: some StringProtocol) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? unicode : ascii
    }

    /// A warning of `reason` for a host whose ASCII form is `ascii`.
    public init(reason: Reason, ascii: String) {
        self.reason = reason
        self.ascii = ascii
    }
}
