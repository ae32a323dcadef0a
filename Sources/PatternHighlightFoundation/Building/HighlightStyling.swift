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

    /// The attributes' key paths for sliced runs, made once: a key path literal through
    /// `AttributeDynamicLookup` is instantiated at run time on every evaluation, which cost a keystroke's
    /// `applyHighlight` about a quarter of its time.
    enum Path {
        nonisolated(unsafe) static let kind: KeyPath<AttributeDynamicLookup, Kind> = \.patternKind
        nonisolated(unsafe) static let value: KeyPath<AttributeDynamicLookup, Value> = \.patternValue
        nonisolated(unsafe) static let style: KeyPath<AttributeDynamicLookup, StyleKey> = \.patternStyle
        nonisolated(unsafe) static let alternate: KeyPath<AttributeDynamicLookup, Alternate> = \.patternAlternate
        nonisolated(unsafe) static let link: KeyPath<AttributeDynamicLookup, Link> = \.link
    }

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
        Entity.linkTarget(kind: kind, value: value).flatMap { URL(string: $0) }
    }

    /// Removes this module's attributes from the entity runs in `bounds` and nothing else: an app's own
    /// attributes there (its bold, its links) stay. `link` and the platform attributes go only where they
    /// still hold exactly what this module set.
    func removeHighlight(in string: inout AttributedString, _ bounds: Range<AttributedString.Index>) {
        var stale: [(range: Range<AttributedString.Index>, owned: AttributeContainer)] = []
        for (kind, value, style, alternate, link, range) in string[bounds].runs[Path.kind, Path.value, Path.style, Path.alternate, Path.link] {
            guard let kind else { continue }
            // Exactly the values this module set: one pass over the run removes them all.
            var owned = AttributeContainer()
            owned[Kind.self] = kind
            if let value {
                owned[Value.self] = value
                if let link, link == Self.link(kind: kind, value: value) { owned[Link.self] = link }
            }
            if let style { owned[StyleKey.self] = style }
            if let alternate { owned[Alternate.self] = alternate }
            stale.append((range, owned))
            if let style, let platformAttributes { stale.append((range, platformAttributes(kind, style))) }
        }
        for (range, owned) in stale { string[range].replaceAttributes(owned, with: AttributeContainer()) }
    }
}

/// The entity a run belongs to, as the alternation rule sees it (see `AttributeScopes.PatternHighlightAttributes`).
struct EntityMark: Equatable {
    let kind: EntityKind
    let value: String
    let alternate: Bool

    /// Whether `kind` and `value` starting exactly where this entity ends carry `patternAlternate`.
    func alternates(_ kind: EntityKind, _ value: String) -> Bool {
        !alternate && kind == self.kind && value == self.value
    }
}
