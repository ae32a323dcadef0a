import CPatternHighlight
import PatternHighlight
import PatternHighlightFormats

/// What a `ph_options` asks for, read and checked: the highlighter options, the custom patterns, the platform
/// options (as the command line's `--twitter-config`, `--mastodon-max-characters` …) and the size limit.
struct HighlighterSettings {
    var options: Highlighter.Options = []
    var customPatterns: [CustomPattern] = []
    /// `(name, value)`, names with their leading `--`, in the order given.
    var platformOptions: [(name: String, value: String)] = []
    var maximumTextBytes = Highlighter.defaultMaximumTextBytes
    /// `PH_OPTION_CW_PREFIX`.
    var contentWarningPrefix = false

    /// The flags `ph_options.flags` may hold.
    static let knownFlags = PH_OPTION_HINTS | PH_OPTION_MARKDOWN_LINKS | PH_OPTION_SHORTCODES | PH_OPTION_CW_PREFIX

    /// The settings of `options` (the defaults for NULL).
    init(_ options: UnsafePointer<ph_options>?) throws(CAPIFailure) {
        guard let given = options?.pointee else { return }
        guard given.flags & ~Self.knownFlags == 0 else {
            throw CAPIFailure(PH_INVALID_ARGUMENT, "ph_options.flags has bits no PH_OPTION_* names (\(given.flags & ~Self.knownFlags))")
        }
        if given.flags & PH_OPTION_HINTS != 0 { self.options.insert(.hints) }
        if given.flags & PH_OPTION_MARKDOWN_LINKS != 0 { self.options.insert(.markdownLinks) }
        if given.flags & PH_OPTION_SHORTCODES != 0 { self.options.insert(.shortcodes) }
        contentWarningPrefix = given.flags & PH_OPTION_CW_PREFIX != 0
        if let json = CInput.optionalJSON(given.patterns_json) {
            do throws(PatternError) {
                customPatterns = try CustomPatternFile(json: json).patterns
            } catch {
                throw .invalid(error)
            }
        }
        let names = try CInput.strings(
            given.platform_option_names, count: given.platform_option_count, argument: "ph_options.platform_option_names")
        let values = try CInput.strings(
            given.platform_option_values, count: given.platform_option_count, argument: "ph_options.platform_option_values")
        let known = Profile.declaredOptions
        for (name, value) in zip(names, values) {
            let name = name.hasPrefix("--") ? name : "--" + name
            guard let option = known.first(where: { $0.name == name }) else {
                let names = known.map { String($0.name.dropFirst(2)) }.joined(separator: ", ")
                throw CAPIFailure(PH_INVALID_ARGUMENT, "\(name.dropFirst(2)) is not a platform option; the options are \(names)")
            }
            guard option.accepts(value) else {
                throw CAPIFailure(PH_INVALID_ARGUMENT, "\(name.dropFirst(2)) takes \(option.expected), not \"\(value)\"")
            }
            platformOptions.append((name, value))
        }
        // size_t values past Int.max arrive negative: no limit but memory's.
        if given.max_bytes != 0 { maximumTextBytes = given.max_bytes > 0 ? given.max_bytes : Int.max }
    }

    /// The registered profile `name` with the platform options it declares applied; an option that another profile
    /// declares and refuses elsewhere is an error, as on the command line, unless `refusingOthers` is false (a
    /// cross-post, where each option is one target's).
    func profile(named name: String, refusingOthers: Bool = true) throws(CAPIFailure) -> Profile {
        guard let profile = Profile.named(name), let registration = profile.registration else {
            throw CAPIFailure(PH_INVALID_ARGUMENT, "\"\(name)\" is not a profile; the profiles are \(Profile.allNames.joined(separator: ", "))")
        }
        return try apply(to: profile, registration: registration, refusingOthers: refusingOthers)
    }

    /// `profile` with the platform options its `registration` declares applied, in the order given.
    private func apply(to profile: Profile, registration: ProfileRegistration, refusingOthers: Bool) throws(CAPIFailure) -> Profile {
        var profile = profile
        for given in platformOptions {
            if let option = registration.options.first(where: { $0.name == given.name }) {
                profile = option.apply(profile, given.value)
            } else if refusingOthers,
                let other = Profile.registrations.first(where: { $0.options.contains { $0.name == given.name && $0.elsewhere == .refused } })
            {
                throw CAPIFailure(
                    PH_INVALID_ARGUMENT,
                    "\(given.name.dropFirst(2)) is an option of the \(other.name) profile, not of \(registration.name)")
            }
        }
        return profile
    }

    /// A highlighter for `profile` with these settings.
    func highlighter(profile: Profile) throws(CAPIFailure) -> Highlighter {
        do throws(PatternError) {
            return try Highlighter(profile: profile, options: options, customPatterns: customPatterns, maximumTextBytes: maximumTextBytes)
        } catch {
            throw .invalid(error)
        }
    }
}
