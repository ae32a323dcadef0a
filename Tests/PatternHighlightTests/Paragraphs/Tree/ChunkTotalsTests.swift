import Testing
@testable import PatternHighlight
import PatternHighlightTestSupport

/// ``ChunkTotals`` (the Fenwick tree over a chunked paragraph's chunk totals) against a naive prefix sum of
/// the same totals, after every step of random updates, splits (one chunk replaced by several) and merges
/// (two chunks replaced by their sum): the totals before every chunk, the total, and the chunk located at
/// random targets in every measure (UTF-8, UTF-16, scalars, entities).
@Suite struct ChunkTotalsTests {
    @Test(arguments: [1, 2, 3, 7, 64])
    func matchesANaivePrefixSum(startCount: Int) {
        var random = SeededRandom(seed: 0xF3_4E1C &+ UInt64(startCount))
        var naive = (0..<startCount).map { _ in Self.randomTotals(using: &random) }
        var totals = ChunkTotals(naive)
        for step in 0..<600 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6:  // an edit inside one chunk: its totals change, never below what a chunk may hold
                let index = Int.random(in: 0..<naive.count, using: &random)
                let change = Self.randomTotals(using: &random) - naive[index]
                naive[index] += change
                totals.add(change, toChunk: index)
            case 6..<8:  // a split
                let index = Int.random(in: 0..<naive.count, using: &random)
                let pieces = (0..<Int.random(in: 2...4, using: &random)).map { _ in Self.randomTotals(using: &random) }
                naive.replaceSubrange(index...index, with: pieces)
                totals.replaceSubrange(index..<(index + 1), with: pieces)
            default:  // a merge, when there are two chunks
                guard naive.count > 1 else { continue }
                let index = Int.random(in: 0..<(naive.count - 1), using: &random)
                let merged = naive[index] + naive[index + 1]
                naive.replaceSubrange(index...(index + 1), with: [merged])
                totals.replaceSubrange(index..<(index + 2), with: CollectionOfOne(merged))
            }
            #expect(Self.matches(totals, naive, using: &random), "step \(step)")
        }
    }

    /// Whether `totals` agrees with the naive prefix sums of `naive` everywhere.
    static func matches<G: RandomNumberGenerator>(_ totals: ChunkTotals, _ naive: [ParagraphSummary], using random: inout G) -> Bool {
        var prefix: [ParagraphSummary] = [.zero]
        for own in naive { prefix.append(prefix.last! + own) }
        guard totals.count == naive.count, totals.own == naive, totals.total == prefix.last! else { return false }
        for index in 0...naive.count where totals.before(index) != prefix[index] { return false }
        let measures: [(ParagraphSummary) -> Int] = [{ $0.utf8 }, { $0.utf16 }, { $0.scalars }, { $0.entities }]
        for measure in measures {
            let end = measure(prefix.last!)
            var targets = [0, end, end + 5]
            for _ in 0..<8 { targets.append(Int.random(in: 0...max(end, 0), using: &random)) }
            for index in naive.indices { targets.append(measure(prefix[index])) }
            for target in targets {
                // The last chunk whose totals before it are at most the target.
                let expected = naive.indices.last { measure(prefix[$0]) <= target }!
                let located = totals.locate(target, by: measure)
                if located.index != expected || located.before != prefix[expected] { return false }
            }
        }
        return true
    }

    /// The totals of a chunk: at least one byte, UTF-16 and scalars no more than the bytes, maybe no entity.
    static func randomTotals<G: RandomNumberGenerator>(using random: inout G) -> ParagraphSummary {
        var own = ParagraphSummary()
        own.utf8 = Int.random(in: 1...40, using: &random)
        own.scalars = Int.random(in: 1...own.utf8, using: &random)
        own.utf16 = Int.random(in: own.scalars...(2 * own.scalars), using: &random)
        own.entities = Int.random(in: 0...2, using: &random) == 0 ? 0 : Int.random(in: 1...3, using: &random)
        return own
    }
}
