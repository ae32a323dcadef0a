import PatternHighlight
import PatternHighlightFormats
import QuillPlatform

/// Quill on the command line: its profile and its format's writer, registered beside the built-in ones.
public enum QuillCommandLine {
    /// Registers Quill for the whole process (`quill-highlight`'s start).
    public static func register() {
        Profile.register(QuillRegistration.registration)
        ProfileFormatWriters.register(QuillNoteWriter())
    }

    /// Runs `body` with Quill registered for the current task alone (tests running beside it do not see it).
    public static func withRegistered<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Profile.withRegistered(QuillRegistration.registration) {
            try ProfileFormatWriters.withRegistered(QuillNoteWriter(), body)
        }
    }
}
