import PatternHighlight

/// Quill's registration: `--profile quill`, its option `--quill-max-graphemes N`, its format `quill-note` and what
/// `--help` says of it.
public enum QuillRegistration {
    /// A note's limit unless `--quill-max-graphemes` says otherwise.
    public static let defaultMaxGraphemes = 240

    /// The registration (``Profile/register(_:)`` it, or use it for one task with `Profile.withRegistered`).
    public static let registration = ProfileRegistration(
        name: "quill",
        options: [
            ProfileOption(
                name: "--quill-max-graphemes", placeholder: "N", summary: "quill profile: the most graphemes a note may hold",
                defaultValue: String(defaultMaxGraphemes), elsewhere: .refused, expected: "a positive number of graphemes",
                accepts: { ProfileOption.positive($0) != nil },
                apply: { profile, value in
                    profile.counting(CountingRule(QuillCounting(maxGraphemes: ProfileOption.positive(value) ?? defaultMaxGraphemes)))
                })
        ],
        formats: [ProfileFormat(name: "quill-note", summary: "{note: {body, tags}} as Quill receives the text")],
        help: ProfileHelp(
            count: [
                #"quill adds "quillGraphemes" (a content warning's graphemes count twice) and "quillMaxGraphemes""#,
                #"(--quill-max-graphemes); "valid" is 0 < graphemes, quillGraphemes <= quillMaxGraphemes."#,
            ],
            card: "the first http(s) URL", partLimit: "quillGraphemes <= quillMaxGraphemes", post: #"{"body", "warning"}"#,
            handleExample: "ana_b"),
        make: { .quill() })
}
