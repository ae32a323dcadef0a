/// How the `Codable` values of the library write a UTF-8 range: as the command line's `"start"` and `"end"`
/// members, which there are offsets in `--units` and here always UTF-8 bytes.
extension KeyedEncodingContainer {
    /// Writes `range`'s bounds under `start` and `end`.
    mutating func encodeUTF8Range(_ range: Range<Int>, start: Key, end: Key) throws {
        try encode(range.lowerBound, forKey: start)
        try encode(range.upperBound, forKey: end)
    }
}

extension KeyedDecodingContainer {
    /// Reads a range whose bounds are under `start` and `end`; `start > end` or a negative `start` is corrupt data.
    func decodeUTF8Range(start: Key, end: Key) throws -> Range<Int> {
        let lower = try decode(Int.self, forKey: start)
        let upper = try decode(Int.self, forKey: end)
        guard 0 <= lower, lower <= upper else {
            throw DecodingError.dataCorruptedError(
                forKey: end, in: self, debugDescription: "a range needs 0 <= start <= end, not \(lower) and \(upper)")
        }
        return lower..<upper
    }
}
