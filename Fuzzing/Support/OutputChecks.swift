import PatternHighlight
import PatternHighlightFormats

/// Every output format of an annotation: JSON parses back, HTML holds no markup but ours and links only to
/// the web, ANSI holds no control character but ours.
public enum OutputChecks {
    public static func verifyFormats(_ annotation: Annotation, label: String, into violations: inout Violations) {
        // One unit per input (chosen by length) keeps the run fast; the unit conversions are checked above.
        let units = OffsetUnit.allCases
        for unit in [units[annotation.utf8.count % units.count]] {
            let json = AnnotationJSONFormatter(units: unit).format(annotation)
            let parsed = try? JSONValue(parsing: json)
            violations.require(parsed != nil, "\(label): JSON output (\(unit)) parses")
            if case .array(let entities)? = parsed?["entities"] {
                violations.require(entities.count == annotation.entities.count, "\(label): JSON has every entity")
            }
        }
        verifyHTML(HTMLFormatter().format(annotation), label: label, into: &violations)
        verifyANSI(ANSIFormatter(usesColor: false).format(annotation), colored: false, label: label, into: &violations)
        verifyANSI(ANSIFormatter(usesColor: true).format(annotation), colored: true, label: label, into: &violations)
    }

    /// Every `<` opens one of our tags; every `href` is a web URL; no NUL survives. (Bytes, not Characters:
    /// a combining mark after `>` would make one grapheme of it.)
    public static func verifyHTML(_ html: [UInt8], label: String, into violations: inout Violations) {
        violations.require(!html.contains(0), "\(label): HTML holds no NUL")
        let allowed = ["<div class=\"ph-text\"", "</div>", "<span class=\"ph-", "</span>", "<a href=\"", "</a>"].map { Array($0.utf8) }
        func hasPrefix(_ prefix: [UInt8], at index: Int) -> Bool {
            index + prefix.count <= html.count && Array(html[index..<(index + prefix.count)]) == prefix
        }
        var index = 0
        while index < html.count {
            guard html[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let shown = String(decoding: html[index..<min(html.count, index + 60)], as: UTF8.self)
            violations.require(allowed.contains { hasPrefix($0, at: index) }, "\(label): HTML markup not ours: \(shown)")
            let tagEnd = html[index...].firstIndex(of: UInt8(ascii: ">")) ?? html.count
            let tag = html[index..<tagEnd]
            violations.require(!tag.dropFirst().contains(UInt8(ascii: "<")), "\(label): tag \(shown) holds '<'")
            if hasPrefix(Array("<a href=\"".utf8), at: index) {
                let target = String(decoding: tag.dropFirst(9).prefix { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
                violations.require(URLChecks.hasWebScheme(target), "\(label): link target \(shown) is not http(s)")
            }
            index = tagEnd + 1
        }
    }

    /// Without colour, no control character but LF and tab; with colour, every ESC starts one of our SGR
    /// sequences.
    public static func verifyANSI(_ output: [UInt8], colored: Bool, label: String, into violations: inout Violations) {
        var index = 0
        while index < output.count {
            let byte = output[index]
            if byte == 0x1B {
                violations.require(colored, "\(label): ESC in uncoloured ANSI output")
                var end = index + 1
                violations.require(end < output.count && output[end] == UInt8(ascii: "["), "\(label): ESC not followed by '['")
                end += 1
                while end < output.count && (output[end] == UInt8(ascii: ";") || (0x30...0x39).contains(output[end])) { end += 1 }
                violations.require(end < output.count && output[end] == UInt8(ascii: "m"), "\(label): ESC sequence is not SGR")
                index = end + 1
                continue
            }
            violations.require(byte >= 0x20 || byte == 0x0A || byte == 0x09, "\(label): control byte \(byte) in ANSI output")
            violations.require(byte != 0x7F, "\(label): DEL in ANSI output")
            if byte == 0xC2 && index + 1 < output.count {
                violations.require(!(0x80...0x9F).contains(output[index + 1]), "\(label): C1 control in ANSI output")
            }
            index += 1
        }
    }
}
