extension ParagraphTree {
    /// The bytes `range` (UTF-8 offsets) of the text, read from the paragraphs it overlaps.
    ///
    /// - Complexity: O(log n + `range.count`).
    func utf8Bytes(in range: Range<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(range.count)
        forEach(overlapping: range) { located in
            let local = max(range.lowerBound - located.start, 0)..<min(range.upperBound - located.start, located.paragraph.byteCount)
            if !local.isEmpty { located.paragraph.appendBytes(local, to: &bytes) }
        }
        return bytes
    }
}
