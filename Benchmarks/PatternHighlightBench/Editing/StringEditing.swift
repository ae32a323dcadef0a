extension String {
    /// Replaces the UTF-8 byte range `range` (on scalar boundaries) with `replacement`.
    mutating func replaceUTF8Range(_ range: Range<Int>, with replacement: String) {
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        replaceSubrange(lower..<upper, with: replacement)
    }
}
