import Testing
@testable import PatternHighlight

/// A custom pattern from a configuration file cannot make an entity that splits a character.
@Suite struct CustomPatternSafetyTests {
    /// `\C` matches one UTF-8 byte, so `é` would become two entities each holding half of it: such a pattern is
    /// refused at compile time with PCRE2's own message (found by FuzzConfiguration:
    /// `Fuzzing/Regressions/FuzzConfiguration/custom-pattern-backslash-C-splits-utf8`).
    @Test(arguments: [#"\C"#, #"a\C+"#, #"x|(?<=\C)y"#])
    func singleCodeUnitEscapeIsRefused(regex: String) {
        #expect {
            try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "byte", regex: regex)])
        } throws: { error in
            guard case .invalidPattern(let kind, let message, _) = error as? PatternError else { return false }
            return kind == "byte" && message.contains(#"\C"#)
        }
    }

    /// Every other way to match "one character" matches whole scalars.
    @Test func dotAndClassesMatchWholeScalars() throws {
        let highlighter = try Highlighter(profile: .simple, customPatterns: [CustomPattern(kind: "one", regex: #".|\X|[^a]"#)])
        let text = "é👨‍👩‍👧日\u{301}"
        let annotation = highlighter.annotate(text)
        #expect(!annotation.entities.isEmpty)
        for entity in annotation.entities {
            let utf8 = text.utf8
            #expect(String.Index(utf8.index(utf8.startIndex, offsetBy: entity.range.lowerBound), within: text.unicodeScalars) != nil)
            #expect(String.Index(utf8.index(utf8.startIndex, offsetBy: entity.range.upperBound), within: text.unicodeScalars) != nil)
        }
    }
}
