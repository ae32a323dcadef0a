import FuzzSupport
import PatternHighlight

/// Fuzz target 3: the same bytes read as a theme file and as a custom-pattern file; a pattern file that
/// loads is compiled into a highlighter and run over a fixed text, with the annotation's invariants
/// checked. Hostile patterns must fail to compile with a ``PatternError`` or run within the regex limits.
enum FuzzConfiguration {
    static let text = "hi @bob #tag $AAPL https://example.com/a?b=1 aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab x.com\n"
        + "日本語 #日本 ＠ｕｓｅｒ e\u{301} 👨‍👩‍👧 a.b.c.d (((( @@@ ### \u{202E}evil.com #\u{200B}tag 123-456\r\n"
        + String(repeating: "ab", count: 200)

    static func test(_ input: [UInt8]) {
        if let theme = try? Theme(json: input) {
            // A loaded theme renders: its colours are validated hex, so the formats stay well-formed.
            let annotation = try! Highlighter(profile: .simple).annotate(utf8: Array(text.utf8))
            _ = AnnotationJSONFormatter(theme: theme).format(annotation)
            OutputChecks.verifyHTML(HTMLFormatter(theme: theme).format(annotation), label: "theme")
            OutputChecks.verifyANSI(ANSIFormatter(theme: theme, usesColor: true).format(annotation), colored: true, label: "theme")
        }
        guard let file = try? CustomPatternFile(json: input) else { return }
        for profile in Profile.all {
            let highlighter: Highlighter
            do {
                highlighter = try Highlighter(profile: profile, customPatterns: file.patterns)
            } catch {
                FuzzDriver.require(!error.description.isEmpty, "pattern error has a message")
                return
            }
            let annotation = try! highlighter.annotate(utf8: Array(text.utf8))
            AnnotationChecks.verify(annotation, label: "\(profile.name)+patterns")
            for warning in annotation.warnings {
                FuzzDriver.require(file.patterns.contains { $0.kind == warning.kind }, "warning names a custom kind")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzConfiguration.test(FuzzDriver.bytes(data, size))
    return 0
}

@_cdecl("FuzzConfiguration_main")
public func fuzzConfigurationMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, fuzzTestOneInput)
}
