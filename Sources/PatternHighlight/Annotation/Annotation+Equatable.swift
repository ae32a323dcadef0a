/// Two annotations are equal when they hold the same text, found the same entities, hints, warnings and reply under
/// profiles of the same name, kinds and counting rule (so their counts are equal too).
extension Annotation: Equatable {
    public static func == (lhs: Annotation, rhs: Annotation) -> Bool {
        lhs.profile == rhs.profile && lhs.utf8 == rhs.utf8 && lhs.entities == rhs.entities
            && lhs.hints == rhs.hints && lhs.looksForHints == rhs.looksForHints && lhs.warnings == rhs.warnings
            && lhs.replyScreenName == rhs.replyScreenName
    }
}
