import CPatternHighlight
import PatternHighlight
import PatternHighlightFormats

// patternhighlight.h's cross-post: one draft, every target's count, verdict, thread and posts, as the command line's
// `crosspost --targets` object.

@_cdecl("ph_crosspost_json")
public func phCrosspostJSON(
    _ draft: UnsafePointer<CChar>?, _ length: Int, _ targets: UnsafePointer<UnsafePointer<CChar>?>?, _ targetCount: Int,
    _ options: UnsafePointer<ph_options>?, _ mentionsJSON: UnsafePointer<CChar>?, _ contentWarning: UnsafePointer<CChar>?,
    _ unit: ph_unit, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> ph_status {
    capiCall(error) { () throws(CAPIFailure) in
        let out = try CInput.output(out)
        let unit = try CInput.unit(unit)
        guard targetCount >= 0 else { throw CAPIFailure(PH_OUT_OF_RANGE, "target_count is larger than any list") }
        let names = try CInput.strings(targets, count: targetCount, argument: "targets")
        var settings = try HighlighterSettings(options)
        // As on the command line: hints are always on in a cross-post, and a platform option is a target's.
        settings.options.insert(.hints)
        let registrations = Profile.registrations
        for given in settings.platformOptions
        where !names.contains(where: { name in registrations.first { $0.name == name }?.options.contains { $0.name == given.name } ?? false }) {
            throw CAPIFailure(PH_INVALID_ARGUMENT, "\(given.name.dropFirst(2)) is an option of a platform that is not among the targets")
        }
        var highlighters: [Highlighter] = []
        for name in names {
            highlighters.append(try settings.highlighter(profile: try settings.profile(named: name, refusingOthers: false)))
        }
        var directory = MentionDirectory()
        if let json = CInput.optionalJSON(mentionsJSON) {
            do throws(MentionDirectoryFileError) {
                directory = try MentionDirectory(json: json)
            } catch {
                throw .invalid(error)
            }
        }
        let warning = try CInput.optionalString(contentWarning, argument: "content_warning") ?? ""
        let bytes = try CInput.validText(draft, length: length, limit: settings.maximumTextBytes, argument: "draft")
        let crosspost: Crosspost
        do throws(CrosspostError) {
            crosspost = try Crosspost(
                validatedBytes: bytes, targets: highlighters, directory: directory, contentWarning: warning,
                contentWarningPrefix: settings.contentWarningPrefix)
        } catch {
            throw .invalid(error)
        }
        out.pointee = CString.make(CrosspostJSONFormatter(units: unit).format(crosspost))
    }
}
