/// A text split into the posts of a thread (``Annotation/split(maxGraphemes:contentWarning:)``): the parts in order, and
/// the entities that had to be cut because one alone is over the limit.
public struct ThreadSplit: Sendable, Hashable {
    /// The parts, in text order. Consecutive parts are separated by whitespace only, which belongs to no part; no
    /// part is empty; every part is valid under the profile's rule. Empty for a text of whitespace only.
    public let parts: [ThreadPart]
    /// The entities of the whole text that lie in more than one part, in text order: each alone is over the limit,
    /// so it was cut on a grapheme boundary. Empty in the common case.
    public let cutEntities: [Entity]
}
