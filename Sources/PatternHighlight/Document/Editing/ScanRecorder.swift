/// Test hook: records every paragraph a ``HighlightDocument`` scans, and every stretch it counts again after an
/// edit, so tests can prove that an edit re-scans and re-counts only what it touches. Internal; a document
/// without one pays a single `nil` check.
final class ScanRecorder: Sendable {
    private let scans = Locked<[String]>([])
    private let counts = Locked<[String]>([])

    init() {}

    /// Records the content (break excluded) of one scanned paragraph.
    func record(_ content: ArraySlice<UInt8>) {
        let text = String(decoding: content, as: UTF8.self)
        scans.withLock { $0.append(text) }
    }

    /// Records a stretch of text counted again for an edit (the piece around it, before and after the edit, or
    /// the piece where the valid range ends).
    func recordCount(_ bytes: ArraySlice<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        counts.withLock { $0.append(text) }
    }

    /// The contents of the paragraphs scanned so far, in order.
    var scanned: [String] { scans.withLock { $0 } }

    /// The stretches counted again so far, in order.
    var counted: [String] { counts.withLock { $0 } }

    /// Forgets what was recorded.
    func reset() {
        scans.withLock { $0.removeAll() }
        counts.withLock { $0.removeAll() }
    }
}
