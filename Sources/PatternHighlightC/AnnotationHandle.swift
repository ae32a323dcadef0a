import CPatternHighlight
import PatternHighlight

/// `ph_annotation`: one text's annotation, and the views C borrowed from it, made once per unit asked (under a lock,
/// so that threads may read one annotation together).
final class AnnotationHandle: CHandle, Sendable {
    let annotation: Annotation

    private struct Views: Sendable {
        var entities: [OffsetUnit: LentView<LentArray<ph_entity>>] = [:]
        var hints: [OffsetUnit: LentView<LentArray<ph_hint>>] = [:]
        var counts: [OffsetUnit: LentView<ph_count>] = [:]
        var cards: [OffsetUnit: LentView<ph_card>] = [:]
    }
    private let views = Locked(Views())

    init(_ annotation: Annotation) {
        self.annotation = annotation
    }

    private func convert(_ unit: OffsetUnit) -> (Range<Int>) -> Range<Int> {
        { [annotation] range in annotation.range(ofBounds: range, in: unit) }
    }

    func entities(in unit: OffsetUnit) -> LentArray<ph_entity> {
        view(\.entities, unit) { LentViews.entities(annotation.entities, convert: convert(unit)) }
    }

    func hints(in unit: OffsetUnit) -> LentArray<ph_hint> {
        view(\.hints, unit) { LentViews.hints(annotation.hints, convert: convert(unit)) }
    }

    func count(in unit: OffsetUnit) -> ph_count {
        view(\.counts, unit) { LentViews.count(annotation.count, in: unit) }
    }

    func card(in unit: OffsetUnit) -> ph_card {
        view(\.cards, unit) { LentViews.card(annotation.card, convert: convert(unit)) }
    }

    /// The view kept at `views[keyPath][unit]`, made by `make` the first time it is asked for.
    private func view<Value>(
        _ keyPath: WritableKeyPath<Views, [OffsetUnit: LentView<Value>]>, _ unit: OffsetUnit, make: () -> LentView<Value>
    ) -> Value {
        views.withLock { views in
            if let view = views[keyPath: keyPath][unit] { return view.value }
            let view = make()
            views[keyPath: keyPath][unit] = view
            return view.value
        }
    }
}
