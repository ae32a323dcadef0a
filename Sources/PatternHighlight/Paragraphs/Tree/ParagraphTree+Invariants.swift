/// The tree's invariants: AVL balance, heights, subtree totals, and each chunked paragraph's chunk rule.
///
/// Builds with the compilation condition `PATTERNHIGHLIGHT_INTERNAL_CHECKS` (`make test` sets it, see
/// Package.swift) check the structure after every mutation (`checkInvariants()`); every other build, debug or
/// release, this package's or a client's, compiles no check into the edit path.
extension ParagraphTree {
    /// Whether every node is balanced, its height right, its totals the sum of its subtrees' and its own
    /// paragraph's (counted from the bytes, counts under `rule`), and every chunked paragraph keeps the chunks'
    /// rule.
    ///
    /// - Complexity: O(n + the document's bytes).
    func satisfiesInvariants(counting rule: CountingRule) -> Bool {
        satisfiesInvariants(countingParagraphs: rule)
    }

    #if PATTERNHIGHLIGHT_INTERNAL_CHECKS
    /// Whether ``checkInvariants()`` is compiled in and runs after every mutation.
    static let checksInvariants = true

    /// Stops (a precondition, so at any optimisation level) unless the structure holds: balance, heights, and
    /// totals that add up (each paragraph's own totals taken as the node records them, its byte and entity
    /// count checked, not its bytes re-counted: O(n) per mutation, not O(text)).
    func checkInvariants() {
        precondition(satisfiesInvariants(countingParagraphs: nil), "ParagraphTree: invariants broken")
    }
    #else
    /// Whether `checkInvariants()` (compiled only under `PATTERNHIGHLIGHT_INTERNAL_CHECKS`, so not in this build) is
    /// compiled in and runs after every mutation.
    static let checksInvariants = false
    #endif

    /// With a rule, each paragraph is also counted from its bytes under it.
    private func satisfiesInvariants(countingParagraphs rule: CountingRule?) -> Bool {
        var index = 0  // in order: the paragraph `check` is at
        func check(_ node: Node?) -> (ok: Bool, height: Int32) {
            guard let node else { return (true, 0) }
            let left = check(node.left)
            let startsText = index == 0
            index += 1
            let right = check(node.right)
            let paragraph = node.paragraph
            let own = node.own
            var ok = left.ok && right.ok && abs(left.height - right.height) <= 1
                && node.height == max(left.height, right.height) + 1
                && own.paragraphs == 1 && own.utf8 == paragraph.byteCount && own.entities == paragraph.entityCount
            if let rule {
                // The lengths come from the count: they are checked against the bytes apart.
                var bytes: [UInt8] = []
                paragraph.appendBytes(0..<paragraph.byteCount, to: &bytes)
                ok = ok && own == ParagraphSummary(paragraph, counting: rule, startsText: startsText)
                    && own.count.length == UnitLengths(of: bytes, 0..<bytes.count)
                    && paragraph.keepsChunkRule(counting: rule, startsText: startsText)
            }
            return (ok, node.height)
        }
        return check(root).ok
    }
}
