extension Highlighter {
    /// This highlighter with near-miss hints on (``Options/hints``): a cross-post gives every target's hints, whatever
    /// options its highlighter was built with. Hints change neither the profile nor the custom patterns, so the copy
    /// keeps them as compiled, and the ledger its scans share (``sharingPatternLimits()``).
    var withHints: Highlighter {
        var copy = self
        copy.options.insert(.hints)
        return copy
    }
}
