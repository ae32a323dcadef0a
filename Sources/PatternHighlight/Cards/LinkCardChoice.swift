/// Which of a text's links a platform makes a preview card from: its first eligible link or its last.
public enum LinkCardChoice: Sendable {
    /// The first eligible link in text order (bluesky, mastodon, simple).
    case first
    /// The last eligible link (twitter).
    case last
}
