import Foundation
import PatternHighlight

/// The constraint stage in Foundation's terms: which attributes an entity's run gets, and which of a run's
/// attributes this module set (so that it removes those and nothing of the app's).
struct HighlightStyling {
    typealias Kind = AttributeScopes.PatternHighlightAttributes.PatternKindAttribute
    typealias Value = AttributeScopes.PatternHighlightAttributes.PatternValueAttribute
    typealias StyleKey = AttributeScopes.PatternHighlightAttributes.PatternStyleAttribute
    typealias Alternate = AttributeScopes.PatternHighlightAttributes.PatternAlternateAttribute
    typealias Link = AttributeScopes.FoundationAttributes.LinkAttribute

    /// `nil`: the semantic attributes only.
    let theme: Theme?
    /// The app's own attributes for a styled kind (colours of its platform), merged on the entity's run.
    let platformAttributes: ((EntityKind, Style) -> AttributeContainer)?

    /// Every attribute an entity's run gets.
    func attributes(for entity: Entity, alternate: Bool) -> AttributeContainer {
        var container = AttributeContainer()
        container[Kind.self] = entity.kind
        container[Value.self] = entity.value
        if alternate { container[Alternate.self] = true }
        if let link = Self.link(kind: entity.kind, value: entity.value) { container[Link.self] = link }
        if let style = theme?.style(for: entity.kind) {
            container[StyleKey.self] = style
            if let platformAttributes { container.merge(platformAttributes(entity.kind, style)) }
        }
        return container
    }

    /// Foundation's `link` for an entity: only a URL whose scheme is `http` or `https` (a bare domain as
    /// `https://…`); never any other scheme, never another kind.
    static func link(kind: EntityKind, value: String) -> URL? {
        guard kind == .url else { return nil }
        return Entity(kind: kind, range: 0..<0, value: value).linkTarget.flatMap { URL(string: $0) }
    }

    /// Removes this module's attributes from the entity runs in `bounds` and nothing else: an app's own
    /// attributes there (its bold, its links) stay. `link` and the platform attributes go only where they
    /// still hold exactly what this module set.
    func removeHighlight(in string: inout AttributedString, _ bounds: Range<AttributedString.Index>) {
        var stale: [(range: Range<AttributedString.Index>, kind: EntityKind, value: String?, style: Style?)] = []
        for (kind, value, style, range) in string[bounds].runs[\.patternKind, \.patternValue, \.patternStyle] {
            if let kind { stale.append((range, kind, value, style)) }
        }
        for run in stale {
            if let value = run.value, let link = Self.link(kind: run.kind, value: value) {
                string[run.range].replaceAttributes(AttributeContainer().link(link), with: AttributeContainer())
            }
            if let style = run.style, let platformAttributes {
                string[run.range].replaceAttributes(platformAttributes(run.kind, style), with: AttributeContainer())
            }
            string[run.range][Kind.self] = nil
            string[run.range][Value.self] = nil
            string[run.range][StyleKey.self] = nil
            string[run.range][Alternate.self] = nil
        }
    }
}

/// The entity a run belongs to, as the alternation rule sees it (see ``AttributeScopes/PatternHighlightAttributes``).
struct EntityMark: Equatable {
    let kind: EntityKind
    let value: String
    let alternate: Bool

    /// Whether `kind` and `value` starting exactly where this entity ends carry `patternAlternate`.
    func alternates(_ kind: EntityKind, _ value: String) -> Bool {
        !alternate && kind == self.kind && value == self.value
    }
}
