import CPatternHighlight
import PatternHighlight

/// Values lent to C, with the storage that owns their memory: an entity, hint, range or figure array and its count, a
/// count or a card. Built once per unit asked, kept by the handle, read from any thread.
struct LentView<Value>: @unchecked Sendable {
    let storage: CBorrowedStorage
    let value: Value
}

/// An array lent to C: its first element (NULL when empty) and its count.
struct LentArray<Element> {
    let pointer: UnsafePointer<Element>?
    let count: Int

    /// Writes the array to a C API's `out` and `count` parameters.
    func write(to out: UnsafeMutablePointer<UnsafePointer<Element>?>?, count countOut: UnsafeMutablePointer<Int>?) throws(CAPIFailure) {
        let out = try CInput.output(out)
        let countOut = try CInput.output(countOut, argument: "count")
        out.pointee = pointer
        countOut.pointee = count
    }
}

/// Making the views: each takes the engine's values and a conversion of UTF-8 ranges into the unit asked.
enum LentViews {
    static func entities(_ entities: [Entity], convert: (Range<Int>) -> Range<Int>) -> LentView<LentArray<ph_entity>> {
        let storage = CBorrowedStorage()
        let array = entities.map { entity in
            let range = convert(entity.range)
            return ph_entity(
                kind: storage.interned(entity.kind.rawValue), start: range.lowerBound, end: range.upperBound,
                value: storage.string(entity.value))
        }
        return LentView(storage: storage, value: LentArray(pointer: storage.array(array), count: array.count))
    }

    static func hints(_ hints: [Hint], convert: (Range<Int>) -> Range<Int>) -> LentView<LentArray<ph_hint>> {
        let storage = CBorrowedStorage()
        let array = hints.map { hint in
            let range = convert(hint.range)
            return ph_hint(
                kind: storage.interned(hint.kind.rawValue), start: range.lowerBound, end: range.upperBound,
                reason: storage.interned(hint.reason.rawValue), message: storage.string(hint.message))
        }
        return LentView(storage: storage, value: LentArray(pointer: storage.array(array), count: array.count))
    }

    static func ranges(_ ranges: [Range<Int>], convert: (Range<Int>) -> Range<Int>) -> LentView<LentArray<ph_range>> {
        let storage = CBorrowedStorage()
        let array = ranges.map { range in
            let converted = convert(range)
            return ph_range(start: converted.lowerBound, end: converted.upperBound)
        }
        return LentView(storage: storage, value: LentArray(pointer: storage.array(array), count: array.count))
    }

    /// A count's figures in `unit`, named as the command line's `"count"` object names them.
    static func count(_ count: TextCount, in unit: OffsetUnit) -> LentView<ph_count> {
        let storage = CBorrowedStorage()
        var figures: [ph_figure] = []
        count.forEachPlatformFigure(in: unit) { name, figure in
            let name = storage.literal(name)
            switch figure {
            case .integer(let value): figures.append(ph_figure(name: name, value: Int64(value), is_boolean: false))
            case .boolean(let value): figures.append(ph_figure(name: name, value: value ? 1 : 0, is_boolean: true))
            }
        }
        let value = ph_count(valid: count.valid, graphemes: count.graphemes, figures: storage.array(figures), figure_count: figures.count)
        return LentView(storage: storage, value: value)
    }

    static func card(_ card: LinkCard?, convert: (Range<Int>) -> Range<Int>) -> LentView<ph_card> {
        let storage = CBorrowedStorage()
        guard let card else {
            return LentView(storage: storage, value: ph_card(present: false, start: 0, end: 0, url: nil, is_settled: false, is_quote: false))
        }
        let range = convert(card.range)
        return LentView(
            storage: storage,
            value: ph_card(
                present: true, start: range.lowerBound, end: range.upperBound, url: storage.string(card.url), is_settled: card.isSettled,
                is_quote: card.isQuote))
    }
}
