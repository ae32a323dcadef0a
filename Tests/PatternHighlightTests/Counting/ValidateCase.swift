import Foundation
import Testing
@testable import PatternHighlight

/// One case of `../shared/conformance/twitter-text/validate.json`.
struct ValidateCase: Sendable, CustomTestStringConvertible {
    let section: String
    /// Position within its section, from 1.
    let number: Int
    let description: String
    let text: String
    let expected: JSONValue

    var testDescription: String { "\(section) #\(number): \(description)" }

    /// The cases of `section`, in file order; empty when `../shared` is missing (the suites then skip by name).
    static func load(section: String) -> [ValidateCase] {
        guard SharedData.isAvailable, let data = try? SharedData.data("conformance/twitter-text/validate.json"),
            let root = try? JSONValue(parsing: Array(data)), case .array(let items)? = root["tests"]?[section]
        else { return [] }
        return items.enumerated().map { index, item in
            ValidateCase(
                section: section, number: index + 1, description: item["description"]?.stringValue ?? "",
                text: item["text"]?.stringValue ?? "", expected: item["expected"] ?? .null)
        }
    }
}
