import Foundation
import PatternHighlight

extension AttributeScopes {
    /// The attributes PatternHighlight puts on an `AttributedString`, with Foundation's own (``foundation``),
    /// so that `run.patternKind`, `run.patternValue` and `run.link` all read naturally.
    ///
    /// Every entity is exactly one run: its text carries ``patternKind`` and ``patternValue`` (and, with a
    /// theme, ``patternStyle``; for an `http`/`https` URL, Foundation's `link`). Plain text carries none of them.
    ///
    /// **One run per entity.** `AttributedString` merges neighbouring runs whose attributes are equal, so two
    /// entities that touch (custom kind `T-\d+` on `T-1T-1`) with the same kind and value would read as one.
    /// ``patternAlternate`` keeps them apart: an entity that starts exactly where the previous entity ends,
    /// with the same kind and value, carries `patternAlternate = true` unless that previous entity does; every
    /// other entity carries no `patternAlternate`. So along a chain of equal touching entities the attribute
    /// is absent, present, absent …, and each entity is its own run.
    public struct PatternHighlightAttributes: AttributeScope {
        public let patternKind: PatternKindAttribute
        public let patternValue: PatternValueAttribute
        public let patternStyle: PatternStyleAttribute
        public let patternAlternate: PatternAlternateAttribute
        public let patternHint: PatternHintAttribute
        public let patternHintStyle: PatternHintStyleAttribute
        public let foundation: FoundationAttributes

        /// What the entity is (``EntityKind``).
        public enum PatternKindAttribute: AttributedStringKey {
            public typealias Value = EntityKind
            public static let name = "PatternHighlight.patternKind"
        }

        /// The entity's profile-normalised value: a screen name or tag without its sigil, a URL as written.
        public enum PatternValueAttribute: AttributedStringKey {
            public typealias Value = String
            public static let name = "PatternHighlight.patternValue"
        }

        /// How the theme presents the entity's kind; absent without a theme or for a kind the theme leaves
        /// unstyled.
        public enum PatternStyleAttribute: AttributedStringKey {
            public typealias Value = Style
            public static let name = "PatternHighlight.patternStyle"
        }

        /// `true` on an entity that touches an equal entity (same kind and value) before it which does not
        /// carry it; otherwise absent (see ``PatternHighlightAttributes`` for the rule).
        public enum PatternAlternateAttribute: AttributedStringKey {
            public typealias Value = Bool
            public static let name = "PatternHighlight.patternAlternate"
        }

        /// A near-miss hint (``Hint``) on the text it covers: what a composer shows on hover (``Hint/message``). Set by
        /// `AttributedString.markHints(_:theme:)`, never on an entity. The hint's ``Hint/range`` is where it was found;
        /// after later edits the run's own range is where it is now.
        public enum PatternHintAttribute: AttributedStringKey {
            public typealias Value = Hint
            public static let name = "PatternHighlight.patternHint"
        }

        /// How the theme presents a hint (``Theme/hintStyle``), next to ``PatternHintAttribute``.
        public enum PatternHintStyleAttribute: AttributedStringKey {
            public typealias Value = Style
            public static let name = "PatternHighlight.patternHintStyle"
        }
    }

    /// PatternHighlight's attributes and Foundation's.
    public var patternHighlight: PatternHighlightAttributes.Type { PatternHighlightAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<Key: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.PatternHighlightAttributes, Key>
    ) -> Key {
        self[Key.self]
    }
}
