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
        views.withLock { views in
            if let view = views.entities[unit] { return view.value }
            let view = LentViews.entities(annotation.entities, convert: convert(unit))
            views.entities[unit] = view
            return view.value
        }
    }

    func hints(in unit: OffsetUnit) -> LentArray<ph_hint> {
        views.withLock { views in
            if let view = views.hints[unit] { return view.value }
            let view = LentViews.hints(annotation.hints, convert: convert(unit))
            views.hints[unit] = view
            return view.value
        }
    }

    func count(in unit: OffsetUnit) -> ph_count {
        views.withLock { views in
            if let view = views.counts[unit] { return view.value }
            let view = LentViews.count(annotation.count, in: unit)
            views.counts[unit] = view
            return view.value
        }
    }

    func card(in unit: OffsetUnit) -> ph_card {
        views.withLock { views in
            if let view = views.cards[unit] { return view.value }
            let view = LentViews.card(annotation.card, convert: convert(unit))
            views.cards[unit] = view
            return view.value
        }
    }
}
