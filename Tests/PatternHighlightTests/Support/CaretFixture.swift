import PatternHighlight

/// A caret fixture: a text line and a marker line below it, `^` under each character of an entity and the
/// kind after the carets:
///
///     "hi @bob #x"
///     "   ^^^^ mention"
///
/// Several entities: several marker lines. Columns count Swift `Character`s of the text line for readable
/// fixtures; the expected ranges are converted to UTF-8 offsets exactly.
struct CaretFixture: CustomStringConvertible {
    let text: String
    let expected: [(kind: EntityKind, utf8Range: Range<Int>)]

    init(_ text: String, _ markers: String...) {
        self.text = text
        let characters = Array(text)
        var expected: [(EntityKind, Range<Int>)] = []
        for marker in markers {
            let columns = Array(marker)
            guard let first = columns.firstIndex(of: "^") else { continue }
            var last = first
            while last + 1 < columns.count && columns[last + 1] == "^" { last += 1 }
            let kind = String(columns[(last + 1)...]).trimmingCharactersInSpaces()
            let start = String(characters[..<first]).utf8.count
            let end = String(characters[...last]).utf8.count
            expected.append((EntityKind(kind), start..<end))
        }
        self.expected = expected.sorted { $0.1.lowerBound < $1.1.lowerBound }
    }

    var description: String { text.debugDescription }
}

private extension String {
    func trimmingCharactersInSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
