import Testing
@testable import PatternHighlight

/// The Swift character predicates must be the same sets as the pattern classes they mirror.
@Suite struct TwitterCharacterTests {
    static let classes: [(name: String, pattern: String, predicate: @Sendable (UInt32) -> Bool)] = [
        ("spaces", "[" + TwitterPatterns.spaces + "]", GrammarCharacters.isSpace),
        ("directional marks", "[" + TwitterPatterns.directionalMarks + "]", GrammarCharacters.isDirectionalMark),
        ("invalid", "[" + TwitterPatterns.invalidCharacters + "]", GrammarCharacters.isInvalid),
        ("latin accents", "[" + TwitterPatterns.latinAccents + "]", GrammarCharacters.isLatinAccent),
        (
            "domain characters",
            "[^" + TwitterPatterns.urlPunctuation + TwitterPatterns.spaces + TwitterPatterns.invalidCharacters + TwitterPatterns.directionalMarks + "]",
            GrammarCharacters.isDomainCharacter
        ),
        ("mention preceding", "[^A-Za-z0-9_!#$%&*@\\x{FF20}]", GrammarCharacters.allowsMentionAfter),
        // The 128-bit maps of `GrammarCharacters.ASCIIClass` (the word test takes a byte: every byte value is tried).
        ("ASCII alphanumerics", "[A-Za-z0-9]", GrammarCharacters.isASCIIAlphanumeric),
        ("ASCII word characters", "[A-Za-z0-9_]", { $0 < 0x100 && GrammarCharacters.isASCIIWordCharacter(UInt8($0)) }),
    ]

    @Test(arguments: classes.indices) func predicateEqualsPatternClass(_ index: Int) throws {
        let (name, pattern, predicate) = Self.classes[index]
        let regex = try CompiledRegex(pattern)
        var mismatches: [UInt32] = []
        // Every BMP scalar and every 61st astral one.
        let values = Array(0..<0xD800) + Array(0xE000..<0x10000) + Array(stride(from: 0x10000, to: 0x110000, by: 61))
        for value in values {
            let bytes = Array(String(Unicode.Scalar(UInt32(value))!).utf8)
            let matches = regex.withMatcher(over: bytes, range: 0..<bytes.count) { matcher in
                if case .match = matcher.search(from: 0, anchored: true) { return true }
                return false
            }
            if matches != predicate(UInt32(value)) { mismatches.append(UInt32(value)) }
        }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.prefix(10).map { String($0, radix: 16) })")
    }

    /// The URL tail's byte maps hold exactly the characters of the classes they stand for.
    @Test(arguments: [
        ("path", URLTailRule.pathCharacters, "!*';:=+,.$/%#[]-_~@|&"),
        ("path ending", URLTailRule.pathEndingCharacters, "+-=_#/"),
        ("query", URLTailRule.queryCharacters, "!?*'@();:&=+$/%#[]-_.,~|"),
        ("query ending", URLTailRule.queryEndingCharacters, "-_&=#/"),
    ])
    func urlTailByteClass(_ name: String, _ byteClass: ASCIIByteClass, _ punctuation: String) {
        let members = Set(("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + punctuation).utf8)
        let mismatches = (0...255).map(UInt8.init).filter { byteClass.contains($0) != members.contains($0) }
        #expect(mismatches.isEmpty, "\(name): \(mismatches)")
    }

    @Test func tldMatcherPrefersLongestGenericThenCountry() {
        let matcher = TLDMatcher.shared
        func tld(_ text: String) -> String? {
            let bytes = Array(text.utf8)
            return matcher.match(in: bytes, at: 0, limit: bytes.count).map { String(decoding: bytes[..<$0], as: UTF8.self) }
        }
        #expect(tld("com") == "com")
        #expect(tld("COM/x") == "COM")
        #expect(tld("comm") == nil)
        #expect(tld("co") == "co")
        #expect(tld("com-x") == nil)
        #expect(tld("jp@") == nil)
        #expect(tld("みんなです") == "みんな")
        #expect(tld("嘉里大酒店") == "嘉里大酒店")
        #expect(tld("भारतम्") == "भारतम्")
        #expect(tld("ΕΛ") == "ΕΛ")
        #expect(tld("xn--ls8h.") == "xn--ls8h")
        #expect(tld("XN--abc_d") == "XN--abc")
        #expect(tld("xn--") == nil)
        // U+212A KELVIN SIGN folds to ASCII `k`, which a case-insensitive JavaScript regex does not do.
        #expect(tld("\u{212A}r") == nil)
    }
}
