import PatternHighlight

extension Profile {
    /// Quill's profile: ``QuillRecognizer``, ``QuillCounting`` within `maxGraphemes`, ``QuillPolicy``.
    public static func quill(maxGraphemes: Int = QuillRegistration.defaultMaxGraphemes) -> Profile {
        Profile(
            name: "quill", kinds: [.mention, .hashtag, .url], recognizer: QuillRecognizer(),
            counting: CountingRule(QuillCounting(maxGraphemes: maxGraphemes)), policy: QuillPolicy())
    }
}
