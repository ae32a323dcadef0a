import Synchronization

/// Test hook: records every paragraph a ``HighlightDocument`` scans, so tests can prove that an edit
/// re-scans only the paragraphs it touches. Internal; a document without one pays a single `nil` check.
final class ScanRecorder: Sendable {
    private let scans = Mutex<[String]>([])

    init() {}

    /// Records the content (break excluded) of one scanned paragraph.
    func record(_ content: ArraySlice<UInt8>) {
        let text = String(decoding: content, as: UTF8.self)
        scans.withLock { $0.append(text) }
    }

    /// The contents of the paragraphs scanned so far, in order.
    var scanned: [String] { scans.withLock { $0 } }

    /// Forgets what was recorded.
    func reset() { scans.withLock { $0.removeAll() } }
}
