import FuzzSupport
import PatternHighlight

/// Fuzz target 1: arbitrary bytes, repaired to UTF-8, annotated by every built-in profile (alone and with a
/// custom pattern, to exercise the merge); every annotation's invariants and every output format checked.
enum FuzzAnnotate {
    static let highlighters: [(label: String, highlighter: Highlighter)] = Profile.all.flatMap { profile in
        [
            (profile.name, try! Highlighter(profile: profile)),
            (profile.name + "+custom", try! Highlighter(profile: profile, customPatterns: [
                CustomPattern(kind: "issue", regex: #"#\d+"#),
                CustomPattern(kind: "word", regex: #"\b[a-z]{3}\b"#),
            ])),
        ]
    }

    static func test(_ input: [UInt8]) {
        let bytes = TextInput.repairing(input).bytes
        for (label, highlighter) in highlighters {
            let annotation: Annotation
            do {
                annotation = try highlighter.annotate(utf8: bytes)
            } catch {
                FuzzDriver.require(false, "\(label): repaired text rejected: \(error)")
                return
            }
            FuzzDriver.require(annotation.warnings.isEmpty || label.hasSuffix("+custom"), "\(label): built-in warned")
            AnnotationChecks.verify(annotation, label: label)
            // The String entry point agrees with the bytes one.
            let again = highlighter.annotate(String(decoding: bytes, as: UTF8.self))
            FuzzDriver.require(again.entities == annotation.entities, "\(label): annotate(String) == annotate(utf8:)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzAnnotate.test(FuzzDriver.bytes(data, size))
    return 0
}

@_cdecl("FuzzAnnotate_main")
public func fuzzAnnotateMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzDriver.run(argc: argc, argv: argv, fuzzTestOneInput)
}
