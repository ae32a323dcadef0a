extension Entity {
    /// Where a URL entity links: its value when the scheme is `http` or `https`, `https://` + the value for a
    /// bare domain, `nil` for any other scheme (`javascript:`, `data:` …) and for every other kind. The same
    /// rule as the HTML output's `href`, for the other modules of this package (AttributedString's `link`).
    package var linkTarget: String? {
        kind == .url ? HTMLFormatter.linkTarget(value) : nil
    }
}
