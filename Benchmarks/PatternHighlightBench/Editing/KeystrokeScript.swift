/// A deterministic editing session: a caret in a middle paragraph of a document, characters typed there one
/// at a time, then deleted one at a time with backspace, leaving the document as it was.
struct KeystrokeScript {
    /// One keystroke: replace `range` (UTF-8 offsets of the document as it is before this edit) with `text`.
    struct Edit {
        let range: Range<Int>
        let text: String
        /// The replacement's UTF-8 bytes.
        var bytes: [UInt8] { Array(text.utf8) }
    }

    /// The caret before the first keystroke (UTF-8 offset, at the end of a plain word in a middle paragraph; ``middleCaret(in:)``).
    let caret: Int
    /// Typing then deleting, in order.
    let edits: [Edit]

    /// What is typed: text with every entity kind and an emoji with a skin tone (one character, 8 bytes).
    static let phrase = Array("Meet @ana_dev at #SwiftConf 👍🏽 slides https://example.com/talk ok, cc $AAPL ")

    /// Types `characters` characters (cycling through ``phrase``) at a caret in the paragraph holding the
    /// document's middle byte, then deletes them one by one from the end.
    init(document bytes: [UInt8], characters: Int) {
        caret = Self.middleCaret(in: bytes)
        var edits: [Edit] = []
        var position = caret
        var typed: [Character] = []
        for index in 0..<characters {
            let character = Self.phrase[index % Self.phrase.count]
            edits.append(Edit(range: position..<position, text: String(character)))
            position += character.utf8.count
            typed.append(character)
        }
        for character in typed.reversed() {
            let length = character.utf8.count
            edits.append(Edit(range: (position - length)..<position, text: ""))
            position -= length
        }
        self.edits = edits
    }

    /// The caret of the session: right after a plain word (ASCII letters, then a space) near the middle of the
    /// paragraph that holds the document's middle byte — where a person continues a sentence. When that
    /// paragraph has no such word (CJK, Arabic, emoji prose), the first one after it, in a later paragraph.
    ///
    /// The same rule at every document size puts the typed text in the same situation: its window is the word
    /// being typed, never a neighbouring URL or mention (typing directly in front of a URL re-scans that URL
    /// with every keystroke, a cost of the neighbourhood, not of the document's size).
    static func middleCaret(in bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        let middle = bytes.count / 2
        var start = middle
        while start > 0 && !isBreakEnd(bytes, at: start) { start -= 1 }
        var end = middle
        while end < bytes.count && !isBreakStart(bytes, at: end) { end += 1 }
        let fromMiddle = start + (end - start) / 2
        return plainWordEnd(in: bytes, from: fromMiddle) ?? plainWordEnd(in: bytes, from: start) ?? end
    }

    /// The end of the first word at or after `index` that is only ASCII letters, preceded by a space or a
    /// paragraph start and followed by a space: the offset of that space.
    private static func plainWordEnd(in bytes: [UInt8], from index: Int) -> Int? {
        var position = index
        while position < bytes.count {
            while position < bytes.count && bytes[position] != 0x20 { position += 1 }
            guard position < bytes.count else { return nil }
            var wordStart = position
            while wordStart > 0 && isASCIILetter(bytes[wordStart - 1]) { wordStart -= 1 }
            let atWordBoundary = wordStart == 0 || bytes[wordStart - 1] == 0x20 || isBreakEnd(bytes, at: wordStart)
            if wordStart < position && wordStart >= index && atWordBoundary { return position }
            position += 1
        }
        return nil
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// A few characters on each side of `caret`, for the report.
    static func surroundings(of caret: Int, in bytes: [UInt8]) -> String {
        func text(_ range: Range<Int>) -> String {
            String(String(decoding: bytes[range], as: UTF8.self).map { $0.isNewline ? "⏎" : $0 })
        }
        var lower = max(0, caret - 16)
        while lower > 0 && bytes[lower] & 0xC0 == 0x80 { lower -= 1 }
        var upper = min(bytes.count, caret + 16)
        while upper < bytes.count && bytes[upper] & 0xC0 == 0x80 { upper += 1 }
        return "…\(text(lower..<caret))|\(text(caret..<upper))…"
    }

    /// The content of the paragraph holding `caret` (break excluded).
    static func paragraph(around caret: Int, in bytes: [UInt8]) -> Range<Int> {
        var start = caret
        while start > 0 && !isBreakEnd(bytes, at: start) { start -= 1 }
        var end = caret
        while end < bytes.count && !isBreakStart(bytes, at: end) { end += 1 }
        return start..<end
    }

    /// Whether a paragraph break ends just before `index`.
    static func isBreakEnd(_ bytes: [UInt8], at index: Int) -> Bool {
        let previous = bytes[index - 1]
        if previous == 0x0A || previous == 0x0D { return true }
        return index >= 3 && bytes[index - 3] == 0xE2 && bytes[index - 2] == 0x80 && (previous == 0xA8 || previous == 0xA9)
    }

    /// Whether a paragraph break starts at `index`.
    static func isBreakStart(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }
}
