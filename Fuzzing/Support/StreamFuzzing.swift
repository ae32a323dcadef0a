import PatternHighlight
import PatternHighlightFormats

/// Fuzz target 4 (`FuzzStream`): the input's lines are stream requests to one ``StreamSession``. Every reply
/// is one JSON object with `"ok"`; a refused request changes nothing; at the end the document equals a fresh
/// annotate of its text. Byte 0 picks the profile and the units.
public enum StreamFuzzing {
    public static func run(_ input: [UInt8]) -> Violations {
        var violations = Violations()
        guard let first = input.first else { return violations }
        let profile = Profile.all[Int(first) % Profile.all.count]
        let units = OffsetUnit.allCases[Int(first / 8) % OffsetUnit.allCases.count]
        let highlighter = Highlighter(profile: profile, maximumTextBytes: 4096)
        var session = StreamSession(highlighter: highlighter, units: units, lossy: first & 0x40 != 0)
        for line in input.dropFirst().split(separator: 0x0A, omittingEmptySubsequences: false).prefix(200) {
            let before = session.document.utf8
            let reply = session.handle(Array(line))
            guard let object = try? JSONValue(parsing: reply), case .object = object, let ok = object["ok"]?.boolValue else {
                violations.require(false, "\(profile.name): reply is not an object with ok: \(String(decoding: reply, as: UTF8.self).prefix(200))")
                return violations
            }
            if !ok {
                violations.require(object["error"]?["code"]?.stringValue != nil, "\(profile.name): an error reply has a code")
                violations.require(session.document.utf8 == before, "\(profile.name): a refused request changed the document")
            }
            violations.require(session.document.utf8.count <= 4096, "\(profile.name): the document outgrew --max-bytes")
        }
        let expected = highlighter.annotate(session.document.text)
        violations.require(session.document.entities == expected.entities, "\(profile.name): stream document == annotate")
        return violations
    }
}
