/// Mastodon's URLs (not its `xmpp:` and `magnet:` URIs) and mentions, which the server's length replaces
/// (`StatusLengthValidator#countable_text`); a mention's range starts with its `@`, a URL's never does
/// (``CountReuse/Kind/mastodonCountables``). Given only for a stretch whose entities are all of these: another kind
/// may have taken one's place.
struct MastodonCountableReuse: CountReuseRule {
    func admission(of kind: EntityKind, isPartial: Bool, at range: Range<Int>, in bytes: [UInt8]) -> CountReuse.Admission {
        if isPartial { return .passedOver }  // a trailing sigil alone: no mention
        if kind == .mention { return .taken }
        if kind == .url { return MastodonExtendedURI.hasScheme(in: bytes, at: range) ? .givesUpTheReuse : .taken }
        return .givesUpTheReuse
    }
}

extension CountReuse.Kind {
    /// Mastodon's URLs and mentions (``MastodonCountableReuse``).
    static var mastodonCountables: CountReuse.Kind { CountReuse.Kind(MastodonCountableReuse.self) }
}
