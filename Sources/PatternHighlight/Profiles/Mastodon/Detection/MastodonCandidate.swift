/// An entity one of Mastodon's extractors found in a paragraph, before overlap removal: its kind, its range and
/// the range of its value (both in UTF-8 offsets of the text).
struct MastodonCandidate {
    let kind: EntityKind
    let range: Range<Int>
    let value: Range<Int>
}
