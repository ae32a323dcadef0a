import CPatternHighlight
import PatternHighlight
import PatternHighlightFormats

/// The writer of a format a profile declares (`facets`, `post`), chosen as the command line's `--format` chooses it:
/// the profile's own, or the posted text of markdown links (`post`) under a profile that does not declare it.
enum DeclaredFormat {
    static func writer(named name: String, for profile: Profile) throws(CAPIFailure) -> any ProfileFormatWriter {
        let declared = profile.registration?.formats.contains { $0.name == name } ?? false
        if declared, let writer = ProfileFormatWriters.named(name) { return writer }
        if !profile.postsAsWritten, name == MarkdownLinkPostWriter.format { return MarkdownLinkPostWriter() }
        let declaring = Profile.registrations.filter { $0.formats.contains { $0.name == name } }.map(\.name)
        guard !declaring.isEmpty else {
            let names = Profile.declaredFormats.map(\.name).joined(separator: ", ")
            throw CAPIFailure(PH_INVALID_ARGUMENT, "\"\(name)\" is not a format; the formats are \(names)")
        }
        throw CAPIFailure(
            PH_INVALID_ARGUMENT,
            "the \(name) format is the \(declaring.joined(separator: ", ")) profile's, not \(profile.name)'s (post also serves any profile with markdown links)")
    }
}
