/// The totals of a chunked paragraph's chunks (see ``ParagraphPiece``): each chunk's own totals, and a Fenwick
/// (binary indexed) tree over them, so that the totals before a chunk, a change to one chunk's totals, and
/// finding the chunk at an offset (in any unit) or an entity ordinal each cost O(log k) for k chunks. A
/// keystroke changes one chunk's totals; the chunks after it are not touched.
///
/// Inserting or removing chunks (a split or a merge, about once per chunk's worth of typing) rebuilds the
/// tree in O(k).
struct ChunkTotals: Sendable {
    /// Each chunk's own totals, in order.
    private(set) var own: [ParagraphSummary]
    /// The Fenwick tree, then the sum of every chunk's totals: node `n` (1-based, stored at `tree[n - 1]`) holds
    /// the sum of `own[(n - lowestBit(n))..<n]`, `lowestBit(n)` being `n & -n`, for `n` in `1...count`; `tree[count]`
    /// holds the sum of all. (The sum is kept in the array, not beside it, so that a paragraph stored in chunks is
    /// a few words to copy: the paragraphs are copied in and out of the document's tree.)
    private var tree: [ParagraphSummary]

    /// The sum of every chunk's totals.
    var total: ParagraphSummary { tree[own.count] }

    /// The totals of chunks whose own totals are `own`, in order.
    ///
    /// - Complexity: O(k).
    init(_ own: [ParagraphSummary] = []) {
        self.own = own
        self.tree = []
        rebuild()
    }

    /// How many chunks there are.
    var count: Int { own.count }

    /// The own totals of chunk `index`.
    subscript(index: Int) -> ParagraphSummary { own[index] }

    /// The totals of the chunks before chunk `index` (`index` in `0...count`; `count` gives ``total``).
    ///
    /// - Complexity: O(log k).
    func before(_ index: Int) -> ParagraphSummary {
        var sum = ParagraphSummary.zero
        var node = index
        while node > 0 {
            sum += tree[node - 1]
            node &= node - 1
        }
        return sum
    }

    /// Adds `change` to the own totals of chunk `index` (and so to the totals before every later chunk).
    ///
    /// - Complexity: O(log k).
    mutating func add(_ change: ParagraphSummary, toChunk index: Int) {
        own[index] += change
        tree[own.count] += change
        var node = index + 1
        while node <= own.count {
            tree[node - 1] += change
            node += node & -node
        }
    }

    /// Replaces the totals of the chunks in `range` with `replacement` (after a split or a merge).
    ///
    /// - Complexity: O(k).
    mutating func replaceSubrange(_ range: Range<Int>, with replacement: some Collection<ParagraphSummary>) {
        own.replaceSubrange(range, with: replacement)
        rebuild()
    }

    /// The last chunk whose totals before it, measured by `measure` (a count that is never negative for a
    /// chunk: a length in a unit, or the entities), are at most `target`, and those totals: the chunk holding
    /// offset or ordinal `target`, or the last chunk when `target` is past them all. There is at least one
    /// chunk.
    ///
    /// The Fenwick descent: from the root's largest power of two down, step over a node whenever the totals
    /// through it stay at most `target`.
    ///
    /// - Complexity: O(log k).
    func locate(_ target: Int, by measure: (ParagraphSummary) -> Int) -> (index: Int, before: ParagraphSummary) {
        precondition(!own.isEmpty, "ChunkTotals: no chunk")
        var node = 0
        var before = ParagraphSummary.zero
        var measured = 0
        var step = 1 << (Int.bitWidth - 1 - own.count.leadingZeroBitCount)
        while step > 0 {
            let next = node + step
            if next <= own.count {
                let through = measured + measure(tree[next - 1])
                if through <= target {
                    node = next
                    measured = through
                    before += tree[next - 1]
                }
            }
            step >>= 1
        }
        guard node < own.count else { return (own.count - 1, total - own[own.count - 1]) }
        return (node, before)
    }

    /// The first chunk through which `before` plus the chunks' totals `fails`, and the chunks' totals before
    /// it; `fails` is monotone (once it holds through one chunk, it holds through every later one) and holds
    /// through the last chunk.
    ///
    /// The Fenwick descent: step over a node whenever the totals through it do not fail yet.
    ///
    /// - Complexity: O(log k) calls of `fails`.
    func firstChunk(after before: ParagraphSummary, whereTotalsThrough fails: (ParagraphSummary) -> Bool)
        -> (index: Int, before: ParagraphSummary)
    {
        precondition(!own.isEmpty, "ChunkTotals: no chunk")
        var node = 0
        var chunksBefore = ParagraphSummary.zero
        var step = 1 << (Int.bitWidth - 1 - own.count.leadingZeroBitCount)
        while step > 0 {
            let next = node + step
            if next <= own.count && !fails(before + chunksBefore + tree[next - 1]) {
                node = next
                chunksBefore += tree[next - 1]
            }
            step >>= 1
        }
        precondition(node < own.count, "ChunkTotals: `fails` does not hold through the last chunk")
        return (node, chunksBefore)
    }

    /// Builds the tree and the total from ``own`` (each node adds itself into its parent once).
    private mutating func rebuild() {
        tree = own
        var total = ParagraphSummary.zero
        for position in own.indices {
            total += own[position]
            let node = position + 1
            let parent = node + (node & -node)
            if parent <= own.count { tree[parent - 1] += tree[position] }
        }
        tree.append(total)
    }
}
