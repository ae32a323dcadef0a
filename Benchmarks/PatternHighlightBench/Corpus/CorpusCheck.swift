/// Checks the generator itself: the same seed gives the same bytes, smaller sizes are prefixes of larger
/// ones, and the text is valid UTF-8 with the promised mix. Returns a one-line description for the report.
enum CorpusCheck {
    static func run(in context: BenchContext) -> String {
        let generator = context.generator
        let sample = generator.generate(byteCount: 200_000)
        let again = generator.generate(byteCount: 200_000)
        context.checks.expect(sample == again, "corpus: same seed gives the same bytes", "two 200 KB generations")
        let small = generator.generate(byteCount: 1_000)
        context.checks.expect(
            small.count <= 1_000 && small.count >= 997 && Array(sample.prefix(small.count)) == small,
            "corpus: 1 KB is a prefix of 200 KB", "1 KB generation has \(small.count) bytes")
        let text = String(validating: sample, as: UTF8.self)
        context.checks.expect(text != nil, "corpus: valid UTF-8", "200 KB sample")
        let scalars = text?.unicodeScalars ?? "".unicodeScalars
        let hasCJK = scalars.contains { (0x4E00...0x9FFF).contains($0.value) }
        let hasArabic = scalars.contains { (0x0600...0x06FF).contains($0.value) }
        let hasZWJ = scalars.contains { $0.value == 0x200D }
        let hasSkinTone = scalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) }
        context.checks.expect(
            hasCJK && hasArabic && hasZWJ && hasSkinTone, "corpus: has CJK, Arabic, ZWJ sequences and skin tones",
            "CJK \(hasCJK), Arabic \(hasArabic), ZWJ \(hasZWJ), skin tones \(hasSkinTone)")
        let characters = Double(max(text?.count ?? 1, 1))
        let per140 = { (needle: String) in Report.format(Double(occurrences(of: Array(needle.utf8), in: sample)) / characters * 140) }
        return "seed \(generator.seed), 200 KB sample fingerprint \(String(CorpusGenerator.fingerprint(sample), radix: 16)); "
            + "per 140 characters: \(per140("@")) '@', \(per140("#")) '#', \(per140("://")) '://'"
    }

    private static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> Int {
        guard haystack.count >= needle.count else { return 0 }
        var found = 0
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { found += 1 }
        }
        return found
    }
}
