import Foundation
import Testing

/// Locates `../shared` (beside the package root) for tests that read conformance data and specs.
///
/// Use `@Test(.enabled(if: SharedData.isAvailable, SharedData.skipReason))` so that a missing folder is
/// reported as a skip that names the path, never a silent pass.
package enum SharedData {
    /// The package root, found from this file's path.
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` from the package root.
    package static let root: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    package static var isAvailable: Bool { FileManager.default.fileExists(atPath: root.path) }

    package static var skipReason: Comment { "shared data folder not found at \(root.path) (expected ../shared beside the package root)" }

    /// The bytes of `relativePath` under `../shared`.
    package static func data(_ relativePath: String) throws -> Data {
        try Data(contentsOf: root.appendingPathComponent(relativePath))
    }
}


