/// The tree's invariants: AVL balance, heights, subtree totals, and each chunked paragraph's chunk rule.
///
/// Debug builds (`DEBUG`, as `swift test` builds) check the structure after every mutation
/// (``checkInvariants()``); release builds compile no check into the edit path.
extension ParagraphTree {
    /// Whether every node is balanced, its height right, its totals the sum of its subtrees' and its own
    /// paragraph's (counted from the bytes), and every chunked paragraph keeps the chunks' rule.
    ///
    /// - Complexity: O(n + the document's bytes).
    func satisfiesInvariants() -> Bool {
        satisfiesInvariants(countingParagraphs: true)
    }

    #if DEBUG
    /// Stops (an assertion) unless the structure holds: balance, heights, and totals that add up (each
    /// paragraph's own totals taken as the node records them, its byte and entity count checked, not its
    /// bytes re-counted: O(n) per mutation, not O(text)).
    func checkInvariants() {
        assert(satisfiesInvariants(countingParagraphs: false), "ParagraphTree: invariants broken")
    }
    #endif

    private func satisfiesInvariants(countingParagraphs: Bool) -> Bool {
        func check(_ node: Node?) -> (ok: Bool, height: Int32) {
            guard let node else { return (true, 0) }
            let left = check(node.left)
            let right = check(node.right)
            let paragraph = node.paragraph
            let own = node.own
            var ok = left.ok && right.ok && abs(left.height - right.height) <= 1
                && node.height == max(left.height, right.height) + 1
                && own.paragraphs == 1 && own.utf8 == paragraph.byteCount && own.entities == paragraph.entityCount
            if countingParagraphs {
                ok = ok && own == ParagraphSummary(paragraph)
                if case .chunked(let chunked) = paragraph.storage { ok = ok && chunked.satisfiesInvariants() }
            }
            return (ok, node.height)
        }
        return check(root).ok
    }
}
