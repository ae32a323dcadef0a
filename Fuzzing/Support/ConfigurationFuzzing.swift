import PatternHighlight
import PatternHighlightFormats

/// Fuzz target 3 (`FuzzConfiguration`): the same bytes read as a theme file and as a custom-pattern file; a
/// pattern file that loads is compiled into a highlighter per profile and run over a fixed text, with the
/// annotation's invariants checked. Hostile patterns must fail with a ``PatternError`` or run within the
/// regex limits (a hang is a libFuzzer timeout).
public enum ConfigurationFuzzing {
    static let text = "hi @bob #tag $AAPL https://example.com/a?b=1 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab x.com\n"
        + "日本語 #日本 ＠ｕｓｅｒ e\u{301} 👨‍👩‍👧 a.b.c.d (((( @@@ ### \u{202E}evil.com #\u{200B}tag 123-456\r\n"
        + String(repeating: "ab", count: 200)

    public static func run(_ input: [UInt8]) -> Violations {
        var violations = Violations()
        if let theme = try? Theme(json: input) {
            // A loaded theme renders: its colours are validated hex, so the formats stay well-formed.
            let annotation = try! Highlighter(profile: .simple).annotate(utf8: Array(text.utf8))
            violations.require((try? JSONValue(parsing: AnnotationJSONFormatter(theme: theme).format(annotation))) != nil, "theme: JSON parses")
            OutputChecks.verifyHTML(HTMLFormatter(theme: theme).format(annotation), label: "theme", into: &violations)
            OutputChecks.verifyANSI(ANSIFormatter(theme: theme, usesColor: true).format(annotation), colored: true, label: "theme", into: &violations)
        }
        guard let file = try? CustomPatternFile(json: input) else { return violations }
        for profile in Profile.all {
            let highlighter: Highlighter
            do {
                highlighter = try Highlighter(profile: profile, customPatterns: file.patterns)
            } catch {
                violations.require(!error.description.isEmpty, "pattern error has a message")
                return violations
            }
            let annotation = try! highlighter.annotate(utf8: Array(text.utf8))
            AnnotationChecks.verify(annotation, label: "\(profile.name)+patterns", into: &violations)
            for warning in annotation.warnings {
                violations.require(file.patterns.contains { $0.kind == warning.kind }, "warning names a custom kind")
            }
        }
        return violations
    }
}
