extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsAfter`, or `endIndex`: the collection must be
    /// partitioned by it (every element that fails it comes before every element that satisfies it), as a
    /// sorted collection is by "starts at or after x". A binary search.
    ///
    /// - Complexity: O(log n) calls of `belongsAfter`.
    @inlinable
    func partitioningIndex(where belongsAfter: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
