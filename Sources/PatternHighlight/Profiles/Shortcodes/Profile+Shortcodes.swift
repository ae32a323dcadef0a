extension Profile {
    /// The same profile with emoji shortcodes as a kind of its own (``EntityKind/shortcode``): what a highlighter
    /// built with ``Highlighter/Options/shortcodes`` uses.
    func withShortcodes() -> Profile {
        guard !kinds.contains(.shortcode) else { return self }
        return Profile(
            name: name, kinds: kinds + [.shortcode], recognizer: ShortcodeRecognizer(base: recognizer), counting: counting,
            policy: policy)
    }

    /// Whether the profile reports emoji shortcodes.
    var hasShortcodes: Bool { kinds.contains(.shortcode) }
}
