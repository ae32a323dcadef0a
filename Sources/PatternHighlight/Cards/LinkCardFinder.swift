/// Picks a text's card link (``LinkCard``) under a profile's card policy.
struct LinkCardFinder {
    /// The profile's focused policies, whose card rules (``FocusedPolicies/cards``) this reads in place.
    let policies: FocusedPolicies

    /// Whether `entity` is a link the policy would make a card from.
    func offersCard(_ entity: Entity) -> Bool {
        entity.kind == .url && !entity.isPartial && policies.cards.offersCard(forURL: entity.value)
    }

    /// The card of `entities` (sorted, of the whole text), `following` giving the bytes after a link's end (up to
    /// ``LinkCardSettling/lookahead``) and whether they reach the text's end.
    func card(among entities: [Entity], following: (Int) -> (bytes: ArraySlice<UInt8>, reachesEnd: Bool)) -> LinkCard? {
        let chosen: Entity?
        switch policies.cards.cardChoice {
        case .first: chosen = entities.first(where: offersCard)
        case .last: chosen = entities.last(where: offersCard)
        }
        return chosen.map { card(for: $0, following: following($0.range.upperBound)) }
    }

    /// The card for `entity`, a link the policy offers a card from, followed by `following`.
    func card(for entity: Entity, following: (bytes: ArraySlice<UInt8>, reachesEnd: Bool)) -> LinkCard {
        let url = entity.value
        return LinkCard(
            range: entity.range, url: url,
            isSettled: LinkCardSettling.isSettled(following: following.bytes, reachesEnd: following.reachesEnd),
            isQuote: policies.cards.isQuote(url))
    }
}
