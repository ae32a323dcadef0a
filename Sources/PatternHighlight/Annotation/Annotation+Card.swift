extension Annotation {
    /// The link the platform would make a preview card from, or `nil` (see ``LinkCard``).
    ///
    /// - Complexity: O(number of entities).
    public var card: LinkCard? {
        LinkCardFinder(policies: profile.focusedPolicies).card(among: entities) { end in
            let upper = min(utf8.count, end + LinkCardSettling.lookahead)
            return (utf8[end..<upper], upper == utf8.count)
        }
    }
}
