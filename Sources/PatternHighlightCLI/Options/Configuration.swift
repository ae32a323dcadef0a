import PatternHighlight
import PatternHighlightFormats

/// What the options load: the compiled highlighter and the theme, shared by every mode.
struct Configuration: Sendable {
    let highlighter: Highlighter
    let theme: Theme
    let options: CommandLineOptions

    init(options: CommandLineOptions) throws(CommandLineError) {
        try options.checkCombinations()
        try options.checkModeOptions()
        // Read now (an unreadable file is reported first), parsed once the kinds it may name are known.
        let themeBytes = try options.themePath.map { path throws(CommandLineError) in try CommandLineOptions.read(path, option: "--theme") }
        var customPatterns: [CustomPattern] = []
        var patternStyles: [EntityKind: Style] = [:]
        if let path = options.patternsPath {
            let file: CustomPatternFile
            do {
                file = try CustomPatternFile(json: try CommandLineOptions.read(path, option: "--patterns"))
            } catch let error as PatternError {
                throw .invalidPatterns(error)
            } catch let error as CommandLineError {
                throw error
            } catch {
                throw .unreadableFile(option: "--patterns", path: path, reason: "\(error)")
            }
            customPatterns = file.patterns
            patternStyles = file.styles
        }
        // Read before the highlighter: the DIDs are the profile's, which its posts name.
        let dids = try options.mentionDIDs()
        do {
            // One run: a custom pattern that keeps hitting the regex limits is turned off for the rest of it.
            highlighter = try Highlighter(
                profile: options.countingProfile.resolvingMentions(with: dids), options: options.highlighterOptions, customPatterns: customPatterns, maximumTextBytes: options.maximumTextBytes)
                .sharingPatternLimits()
        } catch {
            throw .invalidPatterns(error)
        }
        var theme = Theme.standard
        if let themeBytes {
            do {
                theme = try Theme(json: themeBytes, knownKinds: Self.themeKinds(of: highlighter))
            } catch {
                throw .invalidTheme(error)
            }
        }
        for (kind, style) in patternStyles where theme.styles[kind] == nil || options.themePath == nil {
            theme.styles[kind] = style
        }
        self.theme = theme
        self.options = options
    }

    /// The kinds a `--theme` file may name: the profile's (shortcodes included when on), the custom kinds, then the
    /// library's other built-in kinds, which the standard theme styles, so that one theme file serves every profile.
    static func themeKinds(of highlighter: Highlighter) -> [EntityKind] {
        var kinds = highlighter.profile.kinds
        if highlighter.options.contains(.shortcodes) { kinds.append(.shortcode) }
        if highlighter.options.contains(.markdownLinks) { kinds.append(.link) }
        kinds += highlighter.customPatterns.map(\.kind)
        kinds += EntityKind.builtIn + [.shortcode, .link]
        var seen: Set<EntityKind> = []
        return kinds.filter { seen.insert($0).inserted }
    }

    /// Checks the size of input text and, with `--lossy`, repairs it (annotate validates it otherwise).
    func acceptText(_ bytes: [UInt8]) throws(CommandLineError) -> [UInt8] {
        do {
            try highlighter.checkSize(bytes.count)
        } catch {
            throw .invalidInput(error)
        }
        if options.lossy {
            let repaired = TextInput.repairing(bytes)
            if repaired.replaced {
                StandardIO.printError("warning: input was not valid UTF-8; invalid sequences were replaced with U+FFFD")
            }
            return repaired.bytes
        }
        // Not validated here: `Highlighter.annotate(utf8:)` validates in its own scan and throws the same
        // `TextError.invalidUTF8` (first invalid offset) that `TextInput.validate` would.
        return bytes
    }
}
