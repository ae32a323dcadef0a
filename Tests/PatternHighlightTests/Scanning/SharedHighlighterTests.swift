import Dispatch
import Foundation
import Testing
import PatternHighlight
import PatternHighlightTestSupport

/// One `Highlighter` per profile shared by 8 threads, each annotating and counting every text in its own order:
/// every thread sees exactly what one thread alone sees. `make tsan` runs this suite under ThreadSanitizer, which
/// is what makes it a data-race test; without the sanitizer it still checks the results.
@Suite struct SharedHighlighterTests {
    static let pieces = [
        "@alice", "@bob.bsky.social", "@carol@mastodon.social", "#swift", "#日本語", "$AAPL", "https://example.com/a?b=c",
        "example.org/path", "https://t.co/abc123", "www.wikipedia.org", "hello", "world", " ", " ", "\n", "\n\n\n", "👍🏽",
        "👨‍👩‍👧‍👦", "🇫🇷", "e\u{301}", "café", "Ａ", "مرحبا", "\u{200F}", "日本語のテキスト", ":smile:", ".", ",", "(", ")",
    ]

    static func texts() -> [String] {
        var random = SeededRandom(seed: 8888)
        return (0..<160).map { index in
            // One text past 64 KiB, which annotate counts on other threads while it writes.
            let count = index == 0 ? 12_000 : index % 20 == 0 ? 400 : Int.random(in: 1...40, using: &random)
            return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
    }

    /// What a text gives: its entities and its count.
    struct Result: Equatable {
        let entities: [Entity]
        let count: TextCount
    }

    @Test(arguments: Profile.all.map(\.name))
    func eightThreadsAgreeWithOne(_ profileName: String) throws {
        let profile = try #require(Profile.named(profileName))
        let highlighter = Highlighter(profile: profile, options: .shortcodes)
        let texts = Self.texts()
        let expected = texts.map { text in
            let annotation = highlighter.annotate(text)
            return Result(entities: annotation.entities, count: annotation.count)
        }
        let threads = 8
        let results = Results(threads: threads)
        let finished = DispatchSemaphore(value: 0)
        for thread in 0..<threads {
            Thread {
                var seen: [Int: Result] = [:]
                for step in 0..<texts.count {
                    // A different order per thread: the multipliers are prime to the number of texts.
                    let index = (step * [1, 3, 7, 9, 11, 13, 17, 19][thread] + thread) % texts.count
                    let annotation = highlighter.annotate(texts[index])
                    seen[index] = Result(entities: annotation.entities, count: annotation.count)
                    _ = profile.counting.count(texts[index])
                }
                results.store(seen, for: thread)
                finished.signal()
            }.start()
        }
        for _ in 0..<threads { finished.wait() }
        for thread in 0..<threads {
            let seen = results.results(of: thread)
            #expect(seen.count == texts.count, "thread \(thread)")
            for (index, result) in seen where result != expected[index] {
                Issue.record("thread \(thread), text \(index): differs from one thread's result")
            }
        }
    }

    /// The threads' results, behind a lock.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var byThread: [[Int: Result]]

        init(threads: Int) { byThread = Array(repeating: [:], count: threads) }

        func store(_ results: [Int: Result], for thread: Int) {
            lock.lock()
            byThread[thread] = results
            lock.unlock()
        }

        func results(of thread: Int) -> [Int: Result] {
            lock.lock()
            defer { lock.unlock() }
            return byThread[thread]
        }
    }
}
