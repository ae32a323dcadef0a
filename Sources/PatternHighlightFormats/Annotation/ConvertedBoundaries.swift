import PatternHighlight

/// Every entity's start and end, and the text's length, in one `OffsetUnit`, counted in one forward pass
/// over the text (`OffsetConverter`): the entities and the runs of an annotate object are written from the same
/// numbers (a run's boundaries are entity boundaries, 0 and the length).
struct ConvertedBoundaries {
    /// Starts and ends in turn (`[start₀, end₀, start₁, end₁, …]`); empty for UTF-8, where they are the ranges.
    private var bounds: [Int] = []
    private let isUTF8: Bool
    /// The text's length in the unit.
    let length: Int

    /// - Parameter entities: sorted by start, never overlapping (an `Annotation`'s).
    /// - Complexity: O(n) for the text, whatever the number of entities.
    init(_ entities: [Entity], in bytes: [UInt8], unit: OffsetUnit) {
        isUTF8 = unit == .utf8
        guard !isUTF8 else {
            length = bytes.count
            return
        }
        bounds.reserveCapacity(2 * entities.count)
        var converter = OffsetConverter(bytes: bytes, unit: unit)
        for index in entities.indices {  // by index: iterating would copy every entity
            bounds.append(converter.convert(entities[index].range.lowerBound))
            bounds.append(converter.convert(entities[index].range.upperBound))
        }
        length = converter.convert(bytes.count)
    }

    /// Entity `index`'s start and end in the unit; `range` is its byte range.
    @inline(__always)
    func range(of index: Int, _ range: Range<Int>) -> (start: Int, end: Int) {
        isUTF8 ? (range.lowerBound, range.upperBound) : (bounds[2 * index], bounds[2 * index + 1])
    }
}
