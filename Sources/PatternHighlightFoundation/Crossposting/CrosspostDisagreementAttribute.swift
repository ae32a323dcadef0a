import Foundation
import PatternHighlight

extension AttributeScopes {
    /// The attribute a cross-post draft carries where its platforms link it differently
    /// (``PatternHighlight/CrosspostDocument/attributedString(for:theme:)``).
    public struct CrosspostAttributes: AttributeScope {
        public let crosspostLinkedBy: CrosspostLinkedByAttribute
        public let patternHighlight: PatternHighlightAttributes

        /// On text where the targets disagree (one links it and another does not, or they link it over different
        /// ranges): the platforms whose entity covers it, in target order.
        public enum CrosspostLinkedByAttribute: AttributedStringKey {
            public typealias Value = [Profile.ID]
            public static let name = "PatternHighlight.crosspostLinkedBy"
        }
    }

    /// The cross-post attribute, with PatternHighlight's and Foundation's.
    public var crosspost: CrosspostAttributes.Type { CrosspostAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<Key: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.CrosspostAttributes, Key>
    ) -> Key {
        self[Key.self]
    }
}
