/// The paragraphs of a document in order, as a persistent (path-copying) AVL tree whose nodes keep their
/// subtree's totals (``ParagraphSummary``: paragraphs, entities, and the count with its UTF-8, UTF-16 and scalar
/// lengths).
///
/// Nodes are shared between versions, so a copy of a tree costs O(1); splitting and joining allocate
/// O(log n) new nodes, and the untouched paragraphs (and their entities, stored relative to their paragraph)
/// are never copied or shifted. Changing one paragraph (``updateParagraph(containing:in:_:)``, the keystroke path)
/// changes the nodes on its path in place when no other version shares them, else copies just those.
/// With n paragraphs:
/// - finding the paragraph at an offset in any unit, or at an index: O(log n);
/// - changing one paragraph: O(log n), no allocation when the tree is not shared;
/// - splitting at an index, or joining two trees: O(log n);
/// - finding the nearest paragraph with entities before or after an index: O(log n).
struct ParagraphTree: Sendable {
    /// One node: a paragraph, its subtrees, and the totals of the whole subtree.
    ///
    /// `@unchecked Sendable`: a node is changed only by ``ParagraphTree/updateParagraph(containing:in:_:)`` and only while
    /// uniquely referenced (`isKnownUniquelyReferenced`), so no other tree, and no other thread, can see it
    /// change; every other node is never written after `init`.
    final class Node: @unchecked Sendable {
        fileprivate(set) var left: Node?
        fileprivate(set) var right: Node?
        fileprivate(set) var paragraph: StoredParagraph
        fileprivate(set) var summary: ParagraphSummary
        let height: Int32

        init(_ left: Node?, _ paragraph: StoredParagraph, _ own: ParagraphSummary, _ right: Node?) {
            self.left = left
            self.right = right
            self.paragraph = paragraph
            var summary = own
            if let left { summary += left.summary }
            if let right { summary += right.summary }
            self.summary = summary
            self.height = max(left?.height ?? 0, right?.height ?? 0) + 1
        }

        /// A copy sharing the subtrees and the paragraph's storage.
        init(copying node: Node) {
            left = node.left
            right = node.right
            paragraph = node.paragraph
            summary = node.summary
            height = node.height
        }

        /// The totals of this node's own paragraph.
        var own: ParagraphSummary {
            var own = summary
            if let left { own = own - left.summary }
            if let right { own = own - right.summary }
            return own
        }
    }

    /// A paragraph found in the tree, with the totals of every paragraph before it.
    struct Located {
        let paragraph: StoredParagraph
        /// Totals before the paragraph: `before.paragraphs` is its index, `before.utf8` its start, and so on.
        let before: ParagraphSummary
        /// The paragraph's own totals.
        let own: ParagraphSummary

        var index: Int { before.paragraphs }
        /// The paragraph's first byte, in document UTF-8 offsets.
        var start: Int { before.utf8 }
        /// Just past the paragraph's break, in document UTF-8 offsets.
        var end: Int { before.utf8 + own.utf8 }
    }

    private(set) var root: Node?

    init(root: Node?) {
        self.root = root
        #if PATTERNHIGHLIGHT_INTERNAL_CHECKS
        checkInvariants()
        #endif
    }

    /// A balanced tree of `paragraphs`, in order.
    ///
    /// - Complexity: O(k) for k paragraphs (their summaries given).
    init(_ paragraphs: [(paragraph: StoredParagraph, summary: ParagraphSummary)]) {
        func build(_ range: Range<Int>) -> Node? {
            guard !range.isEmpty else { return nil }
            let middle = range.lowerBound + range.count / 2
            return Node(build(range.lowerBound..<middle), paragraphs[middle].paragraph, paragraphs[middle].summary,
                        build((middle + 1)..<range.upperBound))
        }
        root = build(0..<paragraphs.count)
    }

    /// The totals of the whole tree.
    var summary: ParagraphSummary { root?.summary ?? .zero }

    // MARK: - Finding

    /// The paragraph that contains `offset` (in `unit`): the one with `start <= offset < end`, or the last
    /// paragraph when `offset` is the total length. `offset` must be in `0...length`.
    ///
    /// - Complexity: O(log n).
    func locate(_ offset: Int, in unit: OffsetUnit) -> Located {
        guard var node = root else { preconditionFailure("ParagraphTree: empty tree") }
        if offset >= node.summary.length(in: unit) { return locate(index: node.summary.paragraphs - 1) }
        var remaining = offset
        var before = ParagraphSummary.zero
        while true {
            let leftLength = node.left?.summary.length(in: unit) ?? 0
            if remaining < leftLength, let left = node.left {
                node = left
                continue
            }
            remaining -= leftLength
            let own = node.own
            if remaining < own.length(in: unit) || node.right == nil {
                if let left = node.left { before += left.summary }
                return Located(paragraph: node.paragraph, before: before, own: own)
            }
            remaining -= own.length(in: unit)
            if let left = node.left { before += left.summary }
            before += own
            node = node.right!
        }
    }

    /// The paragraph at `index` (in `0..<paragraphs`).
    ///
    /// - Complexity: O(log n).
    func locate(index: Int) -> Located {
        guard var node = root else { preconditionFailure("ParagraphTree: empty tree") }
        var remaining = index
        var before = ParagraphSummary.zero
        while true {
            let leftCount = node.left?.summary.paragraphs ?? 0
            if remaining < leftCount, let left = node.left {
                node = left
                continue
            }
            remaining -= leftCount
            if let left = node.left { before += left.summary }
            let own = node.own
            if remaining == 0 { return Located(paragraph: node.paragraph, before: before, own: own) }
            remaining -= 1
            before += own
            guard let right = node.right else { preconditionFailure("ParagraphTree: index out of range") }
            node = right
        }
    }

    /// The first paragraph through which the totals `fails`, or `nil` when they do not fail through the whole
    /// tree. `fails` must be monotone: once it holds for the totals through one paragraph, it holds for every
    /// later one (a weight that passes a limit, say).
    ///
    /// - Complexity: O(log n) calls of `fails`.
    func firstParagraph(whereTotalsThrough fails: (ParagraphSummary) -> Bool) -> Located? {
        guard var node = root, fails(node.summary) else { return nil }
        var before = ParagraphSummary.zero
        while true {
            if let left = node.left {
                if fails(before + left.summary) {
                    node = left
                    continue
                }
                before += left.summary
            }
            let own = node.own
            if fails(before + own) { return Located(paragraph: node.paragraph, before: before, own: own) }
            before += own
            guard let right = node.right else { preconditionFailure("ParagraphTree: `fails` is not monotone") }
            node = right
        }
    }

    /// The first paragraph at or after `index` that has entities, or `nil`.
    ///
    /// - Complexity: O(log n).
    func firstWithEntities(atOrAfter index: Int) -> Located? {
        func search(_ node: Node?, _ before: ParagraphSummary) -> Located? {
            guard let node, node.summary.entities > 0, before.paragraphs + node.summary.paragraphs > index else { return nil }
            let leftSummary = node.left?.summary ?? .zero
            if let found = search(node.left, before) { return found }
            let own = node.own
            let ownBefore = before + leftSummary
            if ownBefore.paragraphs >= index && own.entities > 0 {
                return Located(paragraph: node.paragraph, before: ownBefore, own: own)
            }
            return search(node.right, ownBefore + own)
        }
        return search(root, .zero)
    }

    /// The last paragraph before `index` that has entities, or `nil`.
    ///
    /// - Complexity: O(log n).
    func lastWithEntities(before index: Int) -> Located? {
        func search(_ node: Node?, _ before: ParagraphSummary) -> Located? {
            guard let node, node.summary.entities > 0, before.paragraphs < index else { return nil }
            let leftSummary = node.left?.summary ?? .zero
            let own = node.own
            let ownBefore = before + leftSummary
            if let found = search(node.right, ownBefore + own) { return found }
            if ownBefore.paragraphs < index && own.entities > 0 {
                return Located(paragraph: node.paragraph, before: ownBefore, own: own)
            }
            return search(node.left, before)
        }
        return search(root, .zero)
    }

    /// Calls `body` with each paragraph, in order, that shares a byte with `utf8Range`; for an empty range,
    /// the paragraph containing its position (the last paragraph when it is the end of the text).
    /// With `withEntitiesOnly`, subtrees without entities are skipped whole.
    ///
    /// - Complexity: O(log n + k log n) for k paragraphs visited (O(log n + k) for contiguous ones).
    func forEach(overlapping utf8Range: Range<Int>, withEntitiesOnly: Bool = false, _ body: (Located) -> Void) {
        let lower = utf8Range.lowerBound
        let upper = utf8Range.upperBound
        let total = summary
        func overlaps(_ start: Int, _ end: Int, isLast: Bool) -> Bool {
            if utf8Range.isEmpty { return (start <= lower && lower < end) || (isLast && lower == end) }
            return start < upper && lower < end
        }
        func visit(_ node: Node?, _ before: ParagraphSummary) {
            guard let node else { return }
            if withEntitiesOnly && node.summary.entities == 0 { return }
            let start = before.utf8
            let end = start + node.summary.utf8
            if utf8Range.isEmpty ? (lower < start || lower > end) : (end <= lower || start >= upper) { return }
            let ownBefore = before + (node.left?.summary ?? .zero)
            visit(node.left, before)
            let own = node.own
            let isLast = ownBefore.paragraphs == total.paragraphs - 1
            if overlaps(ownBefore.utf8, ownBefore.utf8 + own.utf8, isLast: isLast) && (!withEntitiesOnly || own.entities > 0) {
                body(Located(paragraph: node.paragraph, before: ownBefore, own: own))
            }
            visit(node.right, ownBefore + own)
        }
        visit(root, .zero)
    }

    /// Every paragraph in order.
    ///
    /// - Complexity: O(n).
    func forEach(_ body: (Located) -> Void) {
        func visit(_ node: Node?, _ before: ParagraphSummary) {
            guard let node else { return }
            let leftSummary = node.left?.summary ?? .zero
            visit(node.left, before)
            let own = node.own
            let ownBefore = before + leftSummary
            body(Located(paragraph: node.paragraph, before: ownBefore, own: own))
            visit(node.right, ownBefore + own)
        }
        visit(root, .zero)
    }

    // MARK: - Changing one paragraph

    /// Finds the paragraph holding `offset` (in `unit`, in `0...length(in: unit)`, as ``locate(_:in:)`` finds
    /// it) and lets `body` change it in place, in one descent: `body` gets the paragraph, where it starts (the
    /// paragraphs, entities and lengths before it, ``ParagraphSummary/position(_:plus:less:)``: the descent sums no
    /// other figure of the count) and its own totals, and returns the paragraph's new totals (its own unchanged if it declined) and a result.
    /// `body` may throw (`Failure`, typed) only before it changes the paragraph; the error then comes out of
    /// this call and the tree is as it was.
    ///
    /// The nodes on the path to the paragraph are changed in place when this tree alone holds them and
    /// copied otherwise (a document copied before the edit keeps its version), so the paragraph's storage
    /// is uniquely referenced inside `body` unless another version shares it.
    ///
    /// - Complexity: O(log n) plus `body`; no allocation when the tree is not shared.
    mutating func updateParagraph<Result, Failure: Error>(
        containing offset: Int, in unit: OffsetUnit,
        _ body: (_ paragraph: inout StoredParagraph, _ before: ParagraphSummary, _ own: ParagraphSummary)
            throws(Failure) -> (own: ParagraphSummary, result: Result)
    ) throws(Failure) -> Result {
        guard var node = root else { preconditionFailure("ParagraphTree: empty tree") }
        root = nil  // so that `node` is the only reference when no other tree shares it
        var result: Result?
        do throws(Failure) {
            try Self.update(&node, offset: min(offset, node.summary.length(in: unit)), unit, before: .zero, body, &result)
        } catch {
            root = node  // every node on the path restored, none changed
            throw error
        }
        root = node
        #if PATTERNHIGHLIGHT_INTERNAL_CHECKS
        checkInvariants()
        #endif
        return result.take()!  // moved out, not copied: it may be large
    }

    /// Descends to the paragraph holding `offset` below `node` (`before`: the position before `node`'s
    /// subtree; the end of the text belongs to the last paragraph), making each node on the way unique, and
    /// returns the change of the paragraph's totals (added to every node on the path); `body`'s result goes to
    /// `result` (not up through every level: it may be large). When `body` throws, each child taken out on
    /// the way is put back and no total changes.
    @discardableResult
    private static func update<Result, Failure: Error>(
        _ node: inout Node, offset: Int, _ unit: OffsetUnit, before: ParagraphSummary,
        _ body: (inout StoredParagraph, ParagraphSummary, ParagraphSummary) throws(Failure) -> (own: ParagraphSummary, result: Result),
        _ result: inout Result?
    ) throws(Failure) -> ParagraphSummary {
        if !isKnownUniquelyReferenced(&node) { node = Node(copying: node) }
        let leftSummary = node.left?.summary ?? .zero
        let leftLength = leftSummary.length(in: unit)
        let throughOwn = node.summary.length(in: unit) - (node.right?.summary.length(in: unit) ?? 0)
        let difference: ParagraphSummary
        if offset < leftLength, var child = node.left {
            node.left = nil
            defer { node.left = child }
            difference = try update(&child, offset: offset, unit, before: before, body, &result)
        } else if offset >= throughOwn, var child = node.right {
            node.right = nil
            defer { node.right = child }
            difference = try update(
                &child, offset: offset - throughOwn, unit, before: .position(before, plus: node.summary, less: child.summary), body,
                &result)
        } else {
            let own = node.own
            let (newOwn, bodyResult) = try body(&node.paragraph, .position(before, plus: leftSummary), own)
            result = bodyResult
            difference = newOwn - own
        }
        node.summary += difference
        return difference
    }

    // MARK: - Splitting and joining

    /// The first `index` paragraphs and the rest.
    ///
    /// - Complexity: O(log n).
    func split(at index: Int) -> (ParagraphTree, ParagraphTree) {
        func split(_ node: Node?, _ index: Int) -> (Node?, Node?) {
            guard let node else { return (nil, nil) }
            let leftCount = node.left?.summary.paragraphs ?? 0
            if index <= leftCount {
                let (low, high) = split(node.left, index)
                return (low, Self.join(high, node.paragraph, node.own, node.right))
            }
            let (low, high) = split(node.right, index - leftCount - 1)
            return (Self.join(node.left, node.paragraph, node.own, low), high)
        }
        let (low, high) = split(root, index)
        return (ParagraphTree(root: low), ParagraphTree(root: high))
    }

    /// The paragraphs of `first`, then those of `second`.
    ///
    /// - Complexity: O(log n).
    static func concatenate(_ first: ParagraphTree, _ second: ParagraphTree) -> ParagraphTree {
        guard let left = first.root else { return second }
        guard second.root != nil else { return first }
        let (rest, last) = removeLast(left)
        return ParagraphTree(root: join(rest, last.paragraph, last.own, second.root))
    }

    private static func removeLast(_ node: Node) -> (Node?, (paragraph: StoredParagraph, own: ParagraphSummary)) {
        guard let right = node.right else { return (node.left, (node.paragraph, node.own)) }
        let (rest, last) = removeLast(right)
        return (join(node.left, node.paragraph, node.own, rest), last)
    }

    private static func height(_ node: Node?) -> Int32 { node?.height ?? 0 }

    /// `left`, then the paragraph, then `right`, rebalanced (AVL join).
    static func join(_ left: Node?, _ paragraph: StoredParagraph, _ own: ParagraphSummary, _ right: Node?) -> Node {
        let leftHeight = height(left)
        let rightHeight = height(right)
        if leftHeight > rightHeight + 1 { return joinRight(left!, paragraph, own, right) }
        if rightHeight > leftHeight + 1 { return joinLeft(left, paragraph, own, right!) }
        return Node(left, paragraph, own, right)
    }

    private static func joinRight(_ left: Node, _ paragraph: StoredParagraph, _ own: ParagraphSummary, _ right: Node?) -> Node {
        let inner = left.right
        if height(inner) <= height(right) + 1 {
            let joined = Node(inner, paragraph, own, right)
            if joined.height <= height(left.left) + 1 { return Node(left.left, left.paragraph, left.own, joined) }
            return rotateLeft(Node(left.left, left.paragraph, left.own, rotateRight(joined)))
        }
        let joined = joinRight(inner!, paragraph, own, right)
        let result = Node(left.left, left.paragraph, left.own, joined)
        if joined.height <= height(left.left) + 1 { return result }
        return rotateLeft(result)
    }

    private static func joinLeft(_ left: Node?, _ paragraph: StoredParagraph, _ own: ParagraphSummary, _ right: Node) -> Node {
        let inner = right.left
        if height(inner) <= height(left) + 1 {
            let joined = Node(left, paragraph, own, inner)
            if joined.height <= height(right.right) + 1 { return Node(joined, right.paragraph, right.own, right.right) }
            return rotateRight(Node(rotateLeft(joined), right.paragraph, right.own, right.right))
        }
        let joined = joinLeft(left, paragraph, own, inner!)
        let result = Node(joined, right.paragraph, right.own, right.right)
        if joined.height <= height(right.right) + 1 { return result }
        return rotateRight(result)
    }

    private static func rotateLeft(_ node: Node) -> Node {
        guard let right = node.right else { return node }
        return Node(Node(node.left, node.paragraph, node.own, right.left), right.paragraph, right.own, right.right)
    }

    private static func rotateRight(_ node: Node) -> Node {
        guard let left = node.left else { return node }
        return Node(left.left, left.paragraph, left.own, Node(left.right, node.paragraph, node.own, node.right))
    }
}
