/// Which of a text's links a platform makes a preview card from: its first eligible link or its last
/// (``LinkCardPolicy/cardChoice``; <doc:Posting#Link-cards> gives each built-in platform's).
public enum LinkCardChoice: Sendable {
    /// The first eligible link in text order (the default).
    case first
    /// The last eligible link.
    case last
}
