import PatternHighlight

/// Hostile texts, each built to any size, that a composer may be handed (a paste, an imported post): runs of
/// sigils, dots, schemes and brackets that invite backtracking, a pile of combining marks on one letter, one
/// enormous paragraph, a million empty lines, and a custom pattern with nested quantifiers. Processing each
/// must take time linear in its size.
struct AdversarialText: Sendable {
    /// Short id for figure keys, e.g. `at`.
    let id: String
    /// What it is, for the report.
    let title: String
    /// The two sizes measured (bytes): the second is eight times the first, so throughput that falls with
    /// size shows superlinear work.
    let sizes: (standard: [Int], quick: [Int])
    /// Custom patterns to highlight with (only the nested-quantifier case has one).
    var customPatterns: [CustomPattern] = []
    /// The text of about `byteCount` bytes.
    let make: @Sendable (_ byteCount: Int) -> [UInt8]

    static func repeating(_ piece: String, _ byteCount: Int) -> [UInt8] {
        let unit = Array(piece.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount + unit.count)
        while bytes.count + unit.count <= byteCount { bytes += unit }
        return bytes
    }

    static let megabyte = 1 << 20

    /// Every adversarial text of the scenario.
    static var all: [AdversarialText] { [
        AdversarialText(id: "at", title: "@ repeated", sizes: ([megabyte, 8 * megabyte], [megabyte / 8, megabyte])) { repeating("@", $0) },
        AdversarialText(id: "hash", title: "# repeated", sizes: ([megabyte, 8 * megabyte], [megabyte / 8, megabyte])) { repeating("#", $0) },
        AdversarialText(id: "fullwidth-hash", title: "＃ repeated", sizes: ([megabyte, 8 * megabyte], [megabyte / 8, megabyte])) { repeating("＃", $0) },
        AdversarialText(id: "dots", title: "a.a.a.…", sizes: ([megabyte, 8 * megabyte], [megabyte / 8, megabyte])) { repeating("a.", $0) },
        AdversarialText(id: "http", title: "http:// repeated", sizes: ([megabyte, 8 * megabyte], [megabyte / 8, megabyte])) { repeating("http://", $0) },
        AdversarialText(id: "parens", title: "((((( …", sizes: ([megabyte, 8 * megabyte], [megabyte / 8, megabyte])) { repeating("(", $0) },
        AdversarialText(id: "combining", title: "combining marks on one letter", sizes: ([megabyte, 8 * megabyte], [megabyte / 8, megabyte])) {
            Array("a".utf8) + repeating("\u{301}", $0 - 1)
        },
        AdversarialText(id: "paragraph", title: "one paragraph, no line break", sizes: ([1_250_000, 10_000_000], [125_000, 1_000_000])) {
            repeating("see @bob.bsky.social and #tag at https://example.com/x now ", $0)
        },
        AdversarialText(id: "empty-lines", title: "empty lines", sizes: ([125_000, 1_000_000], [12_500, 100_000])) { repeating("\n", $0) },
        AdversarialText(id: "nested-quantifier", title: "custom (a+)+$ over a run of a, then b",
                        sizes: ([12_500, 100_000], [12_500, 100_000]),
                        customPatterns: [CustomPattern(kind: "evil", regex: "(a+)+$")]) { repeating("a", $0 - 1) + [UInt8(ascii: "b")] },
        AdversarialText(id: "nested-quantifier-lines", title: "custom (a+)+$ over many lines of aaa…ab",
                        sizes: ([32_000, 256_000], [8_000, 64_000]),
                        customPatterns: [CustomPattern(kind: "evil", regex: "(a+)+$")]) { repeating(String(repeating: "a", count: 30) + "b\n", $0) },
        AdversarialText(id: "nested-quantifier-match", title: "custom (a+)+$ over a run of a",
                        sizes: ([12_500, 100_000], [12_500, 100_000]),
                        customPatterns: [CustomPattern(kind: "evil", regex: "(a+)+$")]) { repeating("a", $0) },
    ] }
}
