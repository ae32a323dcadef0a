@_spi(Testing) import PatternHighlight

/// Fuzz target 2 (`FuzzDocument`): a ``HighlightDocument`` and a sequence of edits, both decoded from the
/// input, checked after every edit against a fresh full annotate of the same text (entities, runs, reply,
/// warnings, length, count) and the update's own promises; at the end, every invariant of the whole annotation.
///
/// Input: byte 0 picks the profile, custom patterns, the window threshold (0, 32 bytes or the default) and the
/// chunk size of long paragraphs (16, 40 bytes, none or the default);
/// then each edit is `[position][position][length][kind]` followed by the inserted text (see ``nextEdit``).
public enum DocumentFuzzing {
    static let fragments: [String] = [
        "a", "b", " ", "  ", "\t", "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "@", "#", "$", "＠", "＃", "bob",
        "@bob", "#tag", "$AAPL", "@alice.bsky.social", "https://", "http://", "example.com", "www.", "/path",
        "?q=1", ".", "-", "_", ":", "/", "(", ")", "é", "e\u{301}", "😀", "👨‍👩‍👧", "日本", "\u{202E}", "\u{200B}",
        "\u{200D}", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaab", "RT ", "x.com", "t.co/abc",
    ]

    static let highlighters: [Highlighter] = Profile.all.flatMap { profile in
        [
            Highlighter(profile: profile),
            try! Highlighter(profile: profile, customPatterns: [
                CustomPattern(kind: "issue", regex: #"#\d+"#), CustomPattern(kind: "evil", regex: "(a+)+$"),
            ]),
        ]
    }

    public static func run(_ input: [UInt8]) -> Violations {
        var violations = Violations()
        guard let first = input.first else { return violations }
        let highlighter = highlighters[Int(first) % highlighters.count]
        let label = highlighter.profile.name + (highlighter.customPatterns.isEmpty ? "" : "+custom")
        var document = HighlightDocument("", highlighter: highlighter)
        document.windowThreshold = [0, 32, document.windowThreshold][Int(first / 16) % 3]
        // Small chunks put edits at, across and between chunk edges within the fuzzer's short inputs.
        document.chunkSize = [16, 40, 0, document.chunkSize][Int(first / 48) % 4]
        var model: [UInt8] = []
        var cursor = 1
        var steps = 0
        while let edit = nextEdit(in: input, cursor: &cursor, model: model), steps < 64 {
            steps += 1
            let oldLength = model.count
            let update: DocumentUpdate
            do {
                update = try document.replace(edit.range, in: .utf8, withUTF8: edit.text)
            } catch {
                violations.require(false, "\(label): a valid edit was refused: \(error)")
                return violations
            }
            model.replaceSubrange(edit.range, with: edit.text)
            let expected = highlighter.annotate(String(decoding: model, as: UTF8.self))
            let entities = document.entities
            let context = "\(label) step \(steps): replace \(edit.range) with \(String(decoding: edit.text, as: UTF8.self).debugDescription)"
            violations.require(document.utf8 == model, "\(context): text")
            // A custom pattern skipped after repeated limit hits (ScanBudget) depends on what one scan covered,
            // so the document may then differ from a full annotate; everything else must be equal.
            let documentWarnings = document.warnings
            let skipped = (expected.warnings + documentWarnings).contains { $0.reason == .skippedAfterRepeatedLimits }
            if !skipped {
                violations.require(entities == expected.entities, "\(context): entities \(entities) != \(expected.entities)")
                violations.require(document.runs == expected.runs, "\(context): runs")
                violations.require(documentWarnings == expected.warnings, "\(context): warnings")
            }
            violations.require(document.replyScreenName == expected.replyScreenName, "\(context): reply")
            violations.require(document.count == expected.count && update.count == expected.count, "\(context): count \(document.count) != \(expected.count)")
            violations.require(update.length == model.count && update.replacedRange == edit.range, "\(context): update length")
            violations.require(update.insertedLength - update.replacedRange.count == model.count - oldLength, "\(context): update delta")
            for range in update.changed {
                violations.require(range.lowerBound >= 0 && range.upperBound <= model.count, "\(context): changed \(range) in bounds")
            }
            let inside = entities.filter { entity in update.changed.contains { entity.range.overlaps($0) || ($0.isEmpty && entity.range.contains($0.lowerBound) && entity.range.lowerBound < $0.lowerBound) } }
            violations.require(update.entities == inside, "\(context): update entities are those in the changed ranges")
            if !violations.isEmpty { return violations }
        }
        AnnotationChecks.verify(document.annotation, label: label, into: &violations)
        return violations
    }

    /// The next edit: a range on scalar boundaries of `model` and the text to put there.
    static func nextEdit(in input: [UInt8], cursor: inout Int, model: [UInt8]) -> (range: Range<Int>, text: [UInt8])? {
        guard cursor + 4 <= input.count else { return nil }
        let position = Int(input[cursor]) << 8 | Int(input[cursor + 1])
        let length = Int(input[cursor + 2]) % 48
        let kind = input[cursor + 3]
        cursor += 4
        func boundary(_ offset: Int) -> Int {
            var offset = min(offset, model.count)
            while offset < model.count && model[offset] & 0xC0 == 0x80 { offset += 1 }
            return offset
        }
        let start = boundary(model.isEmpty ? 0 : position % (model.count + 1))
        let end = boundary(start + (kind & 0x80 == 0 ? 0 : length))
        var text: [UInt8] = []
        switch kind & 0x7F {
        case 0..<96:  // one to three fragments
            for index in 0...(Int(kind) % 3) {
                text += Array(fragments[(Int(kind) &* 7 &+ index &* 13 &+ position) % fragments.count].utf8)
            }
        case 96..<112:  // deletion only
            break
        default:  // raw bytes from the input, repaired
            let count = min(length, input.count - cursor)
            text = TextInput.repairing(Array(input[cursor..<(cursor + count)])).bytes
            cursor += count
        }
        return (start..<end, text)
    }
}
