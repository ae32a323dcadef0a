import PatternHighlight

/// Quill as a cross-post target: its mentions, its counter and its record.
public struct QuillCrosspost: CrosspostPlatform {
    public var mentionForm: String { "1 to 20 of A-Z, a-z, 0-9 and _, such as @ana_b" }

    public func writesMention(_ handle: Substring) -> Bool {
        (1...QuillRecognizer.maxNameLength).contains(handle.utf8.count) && handle.utf8.allSatisfy(QuillRecognizer.isNameByte)
    }

    public func counter(_ count: TextCount) -> CrosspostCounter {
        let figures = count.figures(QuillCount.self)
        return CrosspostCounter(used: figures?.graphemes ?? 0, limit: figures?.maxGraphemes ?? 0)
    }

    public func post(of part: ThreadPart, on profile: Profile, contentWarning: String) -> any PlatformPost {
        QuillPosting.note(of: part.text, on: profile, contentWarning: contentWarning)
    }
}
