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

    /// The caret before the first keystroke (UTF-8 offset, at the start of a word in a middle paragraph).
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

    /// The start of a word near the middle of the paragraph that holds the middle byte.
    static func middleCaret(in bytes: [UInt8]) -> Int {
        guard !bytes.isEmpty else { return 0 }
        let middle = bytes.count / 2
        var start = middle
        while start > 0 && !isBreakEnd(bytes, at: start) { start -= 1 }
        var end = middle
        while end < bytes.count && !isBreakStart(bytes, at: end) { end += 1 }
        var caret = start + (end - start) / 2
        while caret < end && bytes[caret] != 0x20 { caret += 1 }
        return caret < end ? caret + 1 : end
    }

    /// Whether a paragraph break ends just before `index`.
    private static func isBreakEnd(_ bytes: [UInt8], at index: Int) -> Bool {
        let previous = bytes[index - 1]
        if previous == 0x0A || previous == 0x0D { return true }
        return index >= 3 && bytes[index - 3] == 0xE2 && bytes[index - 2] == 0x80 && (previous == 0xA8 || previous == 0xA9)
    }

    /// Whether a paragraph break starts at `index`.
    private static func isBreakStart(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x0A || byte == 0x0D { return true }
        return byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    }
}
