import Foundation
import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// ``CanonicalComposer`` gives the standard library's NFC wherever it answers, and answers for the spans
/// decomposed posts are made of.
@Suite struct CanonicalComposerTests {
    private func standardNFC(_ bytes: [UInt8]) -> [UInt8] {
        String(decoding: bytes, as: UTF8.self)._nfcCodeUnits
    }

    private func utf8(_ scalars: [UInt32]) -> [UInt8] {
        Array(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))).utf8)
    }

    /// Every pair of the table, every mark after every ASCII letter and after each composite, and the composites'
    /// own decompositions: composed as the standard library composes them.
    @Test func everyPairAndMarkComposesAsTheStandardLibrary() {
        let marks = (0x0300...0x036F).map(UInt32.init) + [0x0653, 0x0654, 0x0655, 0x3099, 0x309A]
        var checked = 0
        var answered = 0
        func check(_ scalars: [UInt32]) {
            let bytes = utf8(scalars)
            checked += 1
            guard let composed = CanonicalComposer.composed(bytes, 0..<bytes.count) else { return }
            answered += 1
            #expect(composed == standardNFC(bytes), "\(scalars.map { String($0, radix: 16) })")
        }
        for pair in CanonicalCompositions.pairs {
            let starter = UInt32(pair.key >> 32)
            let mark = UInt32(pair.key & 0xFFFF_FFFF)
            check([starter, mark])
            for other in marks { check([starter, mark, other]) }
        }
        for letter in (0x41...0x5A).map(UInt32.init) + (0x61...0x7A).map(UInt32.init) {
            for mark in marks {
                // A mark the table takes (not U+0340, U+0341, U+0343, U+0344 or U+034F) after a letter is composed here.
                let taken = mark >= 0x0370 || CanonicalCompositions.diacriticalMarkClasses[Int(mark - 0x0300)] > 0
                let bytes = utf8([letter, mark])
                #expect((CanonicalComposer.composed(bytes, 0..<bytes.count) != nil) == taken, "\(String(mark, radix: 16))")
                check([letter, mark])
                check([letter, 0x0323, mark])
                check([letter, mark, 0x0301])
            }
        }
        #expect(answered > 50_000, "the composer answered \(answered) of \(checked)")
    }

    /// Every stable scalar that has a canonical decomposition (Foundation's NFD of it differs) is one of
    /// ``CanonicalDecomposition``'s and lies below U+3100, as the composer's check for a starter that a mark may force
    /// apart assumes; the Hangul syllables, composed by arithmetic, aside.
    @Test func everyDecomposableStableScalarIsInTheHostTables() {
        var decomposable = 0
        for value in UInt32(0xC0)...0xE007F where NFCNormalization.isStable(value) && !(0xAC00...0xD7A3).contains(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            guard text.decomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars) == false else { continue }
            decomposable += 1
            #expect(value < 0x3100 && CanonicalDecomposition.scalars.contains(value), "U+\(String(value, radix: 16))")
        }
        #expect(decomposable > 300)
    }

    /// What decomposed posts hold is composed here, not by the standard library.
    @Test(arguments: [
        " Crème brûlée à São Paulo, 한국어 ガギグ.", "Việt Nam, Tiếng Việt", "Łódź, Ærøskøbing, İstanbul",
        "أآإؤئ", "パピプペポ", "ÅÇÑÜ≠≢",
    ])
    func decomposedPostsAreComposedHere(text: String) throws {
        let nfd = Array(text.decomposedStringWithCanonicalMapping.utf8)
        let composed = try #require(CanonicalComposer.composed(nfd, 0..<nfd.count), "\(text)")
        #expect(composed == standardNFC(nfd))
        #expect(composed == Array(text.utf8) || standardNFC(Array(text.utf8)) == composed)
    }

    /// 100,000 random sequences of starters (ASCII, Latin, Greek, Cyrillic, Arabic, kana, Hangul syllables and
    /// jamo, decomposable letters), covered marks in any order, and marks and scalars the composer leaves alone:
    /// wherever it answers, it answers as the standard library.
    @Test func randomSequencesComposeAsTheStandardLibrary() {
        var random = SeededRandom(seed: 2112)
        let alphabet: [[UInt32]] = [
            [0x61, 0x65, 0x6F, 0x75, 0x41, 0x4E, 0x20, 0x2E, 0x3D, 0x3C],
            [0xE9, 0xC5, 0xC7, 0xF8, 0x1EC7, 0x212B, 0x0391, 0x03B1, 0x03C9, 0x0415, 0x0418, 0x0627, 0x0648, 0x064A],
            [0x30AB, 0x30CF, 0x304B, 0x3046, 0xAC00, 0xAC01, 0xD55C, 0x1100, 0x1112, 0x1161, 0x1175, 0x11A8, 0x11C2, 0x1113],
            [0x0300, 0x0301, 0x0302, 0x0303, 0x0308, 0x030A, 0x030C, 0x0313, 0x0314, 0x0316, 0x031B, 0x0323, 0x0327,
             0x0328, 0x0338, 0x0342, 0x0345, 0x034F, 0x0653, 0x0654, 0x0655, 0x3099, 0x309A],
            [0x0340, 0x0344, 0x0483, 0x064B, 0x0670, 0x20D0, 0x05B0, 0x0F73, 0x1F600, 0x200D, 0x0CD5, 0x09BE],
        ]
        var answered = 0
        for _ in 0..<100_000 {
            let length = Int.random(in: 1...7, using: &random)
            let scalars = (0..<length).map { _ -> UInt32 in
                let group = Int.random(in: 0..<100, using: &random)
                let set = group < 25 ? alphabet[0] : group < 40 ? alphabet[1] : group < 55 ? alphabet[2] : group < 93 ? alphabet[3] : alphabet[4]
                return set.randomElement(using: &random)!
            }
            let bytes = utf8(scalars)
            guard let composed = CanonicalComposer.composed(bytes, 0..<bytes.count) else { continue }
            answered += 1
            #expect(composed == standardNFC(bytes), "\(scalars.map { String($0, radix: 16) })")
        }
        #expect(answered > 20_000, "answered \(answered) of 100,000")
    }
}
