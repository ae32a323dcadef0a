extension Highlighter {
    /// This highlighter with near-miss hints on (``Options/hints``): a cross-post gives every target's hints, whatever
    /// options its highlighter was built with. Itself when it already looks for them.
    var withHints: Highlighter {
        guard !options.contains(.hints) else { return self }
        let options = options.union(.hints)
        guard !customPatterns.isEmpty else { return Highlighter(profile: profile, options: options, maximumTextBytes: maximumTextBytes) }
        // The custom patterns compiled once already; compiling them again cannot fail.
        return (try? Highlighter(profile: profile, options: options, customPatterns: customPatterns, maximumTextBytes: maximumTextBytes)) ?? self
    }
}
