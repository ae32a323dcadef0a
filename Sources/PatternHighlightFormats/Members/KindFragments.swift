import PatternHighlight

/// Per kind, the prepared parts of its objects: `"kind":"mention","start":` opens an entity and
/// `,"kind":"mention","style":{…}` ends a run; made for the built-in kinds and the theme's when its writer
/// is made, for any other kind on first use.
///
/// Every fragment lies in one byte array, so that writing one costs no reference counting: a batch writes
/// millions of them, from threads that would otherwise contend for the counts of shared per-kind arrays.
struct KindFragments: Sendable {
    let theme: Theme
    /// The `"profile":"…","units":"…"` members for each of `Profile.allNames` in turn: ranges of ``bytes``.
    private var profileAndUnits: [Range<Int>] = []
    /// The profiles whose members ``profileAndUnits`` holds, in its order (those registered when it was made).
    private var preparedProfiles: [String] = []
    private var kinds: [EntityKind] = []
    /// The fragments, one after the other; `entityOpenings[slot]` and `runClosings[slot]` are ranges of it.
    private var bytes: [UInt8] = []
    private var entityOpenings: [Range<Int>] = []
    private var runClosings: [Range<Int>] = []

    init(theme: Theme, units: OffsetUnit) {
        self.theme = theme
        for kind in EntityKind.builtIn + theme.styles.keys.sorted() { _ = slot(for: kind) }
        preparedProfiles = Profile.allNames
        for name in preparedProfiles {
            var writer = JSONWriter()
            Self.writeProfileAndUnits(name, units: units, into: &writer)
            profileAndUnits.append(append(writer.bytes))
        }
    }

    /// Writes the `"profile"` and `"units"` members: prepared for the profiles registered when it was made.
    mutating func writeProfileAndUnits(_ profile: String, units: OffsetUnit, into writer: inout JSONWriter) {
        if let index = preparedProfiles.firstIndex(of: profile) {
            writer.members(prepared: bytes, profileAndUnits[index])
        } else {
            Self.writeProfileAndUnits(profile, units: units, into: &writer)
        }
    }

    private static func writeProfileAndUnits(_ profile: String, units: OffsetUnit, into writer: inout JSONWriter) {
        writer.key("profile" as StaticString)
        writer.string(profile)
        writer.key("units" as StaticString)
        writer.string(units.rawValue)
    }

    /// Writes the fragment that opens an entity of `kind`.
    @inline(__always)
    mutating func writeEntityOpening(for kind: EntityKind, into writer: inout JSONWriter) {
        let range = entityOpenings[slot(for: kind)]
        writer.fragment(bytes, range)
    }

    /// Writes the fragment that ends a run of `kind`.
    @inline(__always)
    mutating func writeRunClosing(for kind: EntityKind, into writer: inout JSONWriter) {
        let range = runClosings[slot(for: kind)]
        writer.fragment(bytes, range)
    }

    /// Where `kind`'s fragments are, made on first use (a profile has a handful of kinds).
    @inline(__always)
    private mutating func slot(for kind: EntityKind) -> Int {
        if let slot = kinds.firstIndex(of: kind) { return slot }
        // The members as the ordinary writer writes them, inside an object whose braces are then dropped.
        func members(withStyle: Bool) -> [UInt8] {
            var writer = JSONWriter()
            writer.beginObject()
            writer.key("kind")
            writer.string(kind.rawValue)
            if withStyle, let style = theme.style(for: kind) {
                writer.key("style")
                MemberWriter.writeStyle(style, into: &writer)
            }
            writer.endObject()
            return Array(writer.bytes.dropFirst().dropLast())
        }
        kinds.append(kind)
        entityOpenings.append(append(members(withStyle: false) + Array(#","start":"#.utf8)))
        runClosings.append(append([UInt8(ascii: ",")] + members(withStyle: true)))
        return kinds.count - 1
    }

    /// Adds `fragment` to ``bytes``; where it is.
    private mutating func append(_ fragment: [UInt8]) -> Range<Int> {
        bytes += fragment
        return bytes.count - fragment.count..<bytes.count
    }
}
