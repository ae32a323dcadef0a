import PatternHighlight

/// Quill's posting transform: a note's text as the platform receives it, every `+tag` written `#tag` (the tags
/// found by Quill's own rules, so `1+1` stays as it is).
public enum QuillPosting {
    /// `text` with its tags written `#tag` (found under `profile`, Quill's), and the tags.
    public static func note(of text: String, on profile: Profile = .quill(), contentWarning: String = "") -> QuillNote {
        var bytes = Array(text.utf8)
        let found = Highlighter(profile: profile).annotate(text).entities.filter { $0.kind == .hashtag }
        for tag in found { bytes[tag.range.lowerBound] = UInt8(ascii: "#") }
        return QuillNote(body: String(decoding: bytes, as: UTF8.self), tags: found.map(\.value), warning: contentWarning)
    }
}
