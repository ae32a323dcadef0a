/// Two targets are equal when they are of profiles of the same name, kinds and counting rule and hold the same text,
/// count, counter, verdict, entities, hints, parts, cut entities and failure.
extension CrosspostTarget: Equatable {
    public static func == (lhs: CrosspostTarget, rhs: CrosspostTarget) -> Bool {
        lhs.profile == rhs.profile && lhs.text == rhs.text && lhs.count == rhs.count
            && lhs.counter == rhs.counter && lhs.valid == rhs.valid && lhs.over == rhs.over && lhs.entities == rhs.entities
            && lhs.hints == rhs.hints && lhs.parts == rhs.parts && lhs.cutEntities == rhs.cutEntities
            && lhs.failure == rhs.failure
    }
}
