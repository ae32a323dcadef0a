import PatternHighlight

/// Fuzz target 1 (`FuzzAnnotate`): arbitrary bytes, repaired to UTF-8, annotated by every built-in profile
/// (alone and with custom patterns, to exercise the merge); every annotation's invariants, its split into a thread
/// (``SplitChecks``) and every output format checked.
public enum AnnotateFuzzing {
    static let highlighters: [(label: String, highlighter: Highlighter)] = Profile.all.flatMap { profile in
        [
            (profile.name, Highlighter(profile: profile)),
            (profile.name + "+custom", try! Highlighter(profile: profile, customPatterns: [
                CustomPattern(kind: "issue", regex: #"#\d+"#),
                CustomPattern(kind: "word", regex: #"\b[a-z]{3}\b"#),
            ])),
        ]
    }

    /// The broken promises for one input (empty when all hold).
    public static func run(_ input: [UInt8]) -> Violations {
        var violations = Violations()
        let bytes = TextInput.repairing(input).bytes
        for (label, highlighter) in highlighters {
            let annotation: Annotation
            do {
                annotation = try highlighter.annotate(utf8: bytes)
            } catch {
                violations.require(false, "\(label): repaired text rejected: \(error)")
                continue
            }
            violations.require(annotation.warnings.isEmpty || label.hasSuffix("+custom"), "\(label): built-in warned")
            AnnotationChecks.verify(annotation, label: label, into: &violations)
            SplitChecks.verify(annotation, label: label, into: &violations)
            // The String entry point agrees with the bytes one.
            let again = highlighter.annotate(String(decoding: bytes, as: UTF8.self))
            violations.require(again.entities == annotation.entities, "\(label): annotate(String) == annotate(utf8:)")
        }
        return violations
    }
}
