/// Random edits of a UTF-8 model of a document, on scalar boundaries, and the offsets such edits may use.
package enum TextEdits {
    /// A random edit on scalar boundaries of `model`: typing, deleting, replacing, pasting paragraphs,
    /// breaks of every kind.
    package static func random<G: RandomNumberGenerator>(in model: [UInt8], using random: inout G) -> (range: Range<Int>, text: [UInt8]) {
        let position = boundary(in: model, near: Int.random(in: 0...model.count, using: &random))
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<7: // type a character or a short word
            let piece = Int.random(in: 0..<4, using: &random) == 0
                ? TextFragments.words.randomElement(using: &random)!
                : String(TextFragments.words.randomElement(using: &random)!.first!)
            return (position..<position, Array(piece.utf8))
        case 7..<10: // backspace / delete a little
            let end = boundary(in: model, near: min(model.count, position + Int.random(in: 1...6, using: &random)))
            return (position..<end, [])
        case 10..<12: // a break
            return (position..<position, Array(TextFragments.breaks.randomElement(using: &random)!.utf8))
        case 12..<14: // replace a span
            let end = boundary(in: model, near: min(model.count, position + Int.random(in: 0...40, using: &random)))
            return (position..<end, Array(TextFragments.text(pieces: Int.random(in: 1...5, using: &random), breaks: true, using: &random).utf8))
        case 14..<16: // paste several paragraphs
            return (position..<position, Array(TextFragments.paragraphs(Int.random(in: 2...5, using: &random), using: &random).utf8))
        case 16..<18: // delete across paragraphs
            let end = boundary(in: model, near: min(model.count, position + Int.random(in: 5...120, using: &random)))
            return (position..<end, [])
        case 18: // LF right after a CR, or CR right before an LF
            if let cr = model.indices.filter({ model[$0] == 0x0D }).randomElement(using: &random) {
                return ((cr + 1)..<(cr + 1), [0x0A])
            }
            return (position..<position, [0x0D])
        default: // everything
            return (0..<model.count, Array(TextFragments.paragraphs(Int.random(in: 1...6, using: &random), using: &random).utf8))
        }
    }

    /// The nearest scalar boundary at or before `offset`.
    package static func boundary(in bytes: [UInt8], near offset: Int) -> Int {
        var offset = min(offset, bytes.count)
        while offset > 0 && offset < bytes.count && bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// The middle of `model` on scalar boundaries, leaving a `1/edge` part of it on each side: what a test cuts out
    /// to keep a randomly edited document medium-sized.
    package static func middle(of model: [UInt8], leaving edge: Int) -> Range<Int> {
        boundary(in: model, near: model.count / edge)..<boundary(in: model, near: model.count * (edge - 1) / edge)
    }

    /// UTF-8 offsets of every scalar boundary of `text`.
    package static func scalarBoundaries(_ text: String) -> [Int] {
        var offsets = [0]
        for scalar in text.unicodeScalars { offsets.append(offsets.last! + String(scalar).utf8.count) }
        return offsets
    }
}
