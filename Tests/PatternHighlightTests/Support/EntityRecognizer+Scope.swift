@testable import PatternHighlight

extension EntityRecognizer {
    /// The entities a scan of `bytes` over `scope` finds (its one entry point), or `nil` when it refuses them as
    /// not UTF-8.
    func entities(in bytes: [UInt8], scope: ScanRequest.Scope) -> [Entity]? {
        var entities: [Entity] = []
        guard case .scanned = recognize(ScanRequest(bytes: bytes, scope: scope), into: &entities) else { return nil }
        return entities
    }
}
