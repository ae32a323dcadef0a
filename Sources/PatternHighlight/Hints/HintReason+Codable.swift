/// Coded as its raw value, the command line's `"reason"` (`"not-after-space"`).
extension HintReason: Codable {}
