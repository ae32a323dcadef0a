extension Profile {
    /// The naive patterns many composers start from (`#\w+`, `@[\w.-]+`, `https?://…`), counted in graphemes.
    public static let simple = Profile(
        name: "simple", kinds: [.hashtag, .mention, .url], recognizer: SimpleRecognizer(), counting: .graphemes,
        policy: SimpleComposerPolicy())
}

extension Profile.ID {
    /// The naive patterns' profile (``Profile/simple``, whatever its options).
    public static let simple: Profile.ID = "simple"
}
