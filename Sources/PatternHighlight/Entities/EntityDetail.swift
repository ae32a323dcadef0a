/// A fact a profile's recognizer adds to an entity beyond its kind, range and value, under a name of its own: the
/// command line writes it as a member of the entity's object (`"name": "value"`), and ``Entity``'s coding codes it
/// the same way.
///
/// A profile declares the names it uses and reads them through accessors in its own folder, so that the shared
/// ``Entity`` knows no platform (see <doc:Profiles> for the built-in profiles' details).
///
/// ```swift
/// var entity = Entity(kind: .mention, range: 0..<5, value: "john")
/// entity.setDetail("room", to: "lobby")
/// entity.detail("room")   // "lobby"
/// ```
public struct EntityDetail: Hashable, Sendable {
    /// The member's name: not one an entity object already has (``reservedNames``).
    public let name: String
    /// What the detail says.
    public let value: String

    /// The detail `name` saying `value`.
    ///
    /// - Precondition: `name` is not one of ``reservedNames``.
    public init(name: String, value: String) {
        precondition(
            !Self.reservedNames.contains(name),
            "EntityDetail: \"\(name)\" is a member every entity object has; name the detail otherwise")
        self.name = name
        self.value = value
    }

    /// The names an entity's own members take in its coded and command-line forms, which no detail may take.
    public static let reservedNames: Set<String> = [
        "kind", "start", "end", "text", "value", "partial", "hostWarning", "label", "facade",
    ]
}
