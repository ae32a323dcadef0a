/// Mastodon's URLs (not its `xmpp:` and `magnet:` URIs) and mentions, which the server's length replaces
/// (`StatusLengthValidator#countable_text`); a mention's range starts with its `@`, a URL's never does
/// (``CountHint/Kind/mastodonCountables``). Given only for a stretch whose entities are all of these: another kind
/// may have taken one's place.
struct MastodonCountableHint: CountHintRule {
    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountHint.Admission {
        if isPartial { return .passedOver }  // a trailing sigil alone: no mention
        if kind == .mention { return .taken }
        if kind == .url { return MastodonExtendedURI.hasScheme(in: bytes, at: range) ? .givesUpTheHint : .taken }
        return .givesUpTheHint
    }
}

extension CountHint.Kind {
    /// Mastodon's URLs and mentions (``MastodonCountableHint``).
    static var mastodonCountables: CountHint.Kind { CountHint.Kind(MastodonCountableHint.self) }
}
