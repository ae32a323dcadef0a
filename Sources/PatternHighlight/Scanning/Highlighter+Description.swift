/// How a highlighter prints: its profile, custom kinds, size limit and options, not its compiled patterns.
extension Highlighter: CustomStringConvertible, CustomDebugStringConvertible {
    /// `Highlighter(twitter, custom kinds [ticket (TKT-[0-9]+)], maximumTextBytes 67108864, shortcodes)`: the custom
    /// kinds and the options only when there are.
    public var description: String {
        var text = "Highlighter(\(profile.name)"
        if !customPatterns.isEmpty {
            text += ", custom kinds [" + customPatterns.map { "\($0.kind) (\($0.regex))" }.joined(separator: ", ") + "]"
        }
        text += ", maximumTextBytes \(maximumTextBytes)"
        if options.contains(.shortcodes) { text += ", shortcodes" }
        if options.contains(.markdownLinks) { text += ", markdownLinks" }
        return text + ")"
    }

    /// As ``description``.
    public var debugDescription: String { description }
}
