extension Entity {
    /// Where an entity of `kind` with `value` links: for a URL, its value when the scheme is `http` or
    /// `https`, `https://` + the value for a bare domain, `nil` for any other scheme (`javascript:`, `data:` …);
    /// `nil` for every other kind. The rule of the HTML output's `href`, for the other modules of this package
    /// (AttributedString's `link`).
    package static func linkTarget(kind: EntityKind, value: String) -> String? {
        kind == .url ? HTMLFormatter.linkTarget(value) : nil
    }
}
