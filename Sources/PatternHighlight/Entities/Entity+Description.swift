/// How an entity prints: its kind, range and value (`mention 3..<8 "john"`), not its storage.
extension Entity: CustomStringConvertible, CustomDebugStringConvertible {
    /// The kind, the UTF-8 range and the value, then each detail's name and value and whether it is partial when
    /// they apply: `mention 3..<8 "john"`, `mention 0..<10 "jack" list "/team"`, `hashtag 6..<7 "" partial`; a host warning
    /// follows as its reason and ASCII form (`url 0..<22 "https://аррӏе.com" confusable xn--80ak6aa92e.com`).
    public var description: String {
        var text = "\(kind) \(range.lowerBound)..<\(range.upperBound) \(value.debugDescription)"
        for detail in details { text += " \(detail.name) \(detail.value.debugDescription)" }
        if isPartial { text += " partial" }
        if let hostWarning { text += " \(hostWarning.reason.rawValue) \(hostWarning.ascii)" }
        return text
    }

    /// As ``description``.
    public var debugDescription: String { description }
}
