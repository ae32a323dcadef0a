import PatternHighlight

/// The writers of the formats profiles declare: each platform's folder of this module defines its own, this list is
/// the one place that registers the built-in ones, and ``register(_:)`` adds others.
public enum ProfileFormatWriters {
    private static let registry = Locked<[any ProfileFormatWriter]>(BlueskyFormatWriters.all)

    /// Writers in force only inside ``withRegistered(_:_:)`` (and the tasks it starts).
    @TaskLocal private static var scopedWriters: [any ProfileFormatWriter] = []

    /// The writer of the format called `name`, or `nil`: one of the enclosing ``withRegistered(_:_:)`` calls', else
    /// a registered one.
    public static func named(_ name: String) -> (any ProfileFormatWriter)? {
        if let scoped = scopedWriters.last(where: { $0.format == name }) { return scoped }
        return registry.withLock { writers in writers.first { $0.format == name } }
    }

    /// Runs `body` with `writer` registered for it and the tasks it starts alone.
    public static func withRegistered<Result>(
        _ writer: any ProfileFormatWriter, _ body: () throws -> Result
    ) rethrows -> Result {
        try $scopedWriters.withValue(scopedWriters + [writer], operation: body)
    }

    /// Writes `post` by the first writer (scoped, then registered) that knows its kind; `false` when none does.
    public static func writePost(_ post: any PlatformPost, into writer: inout JSONWriter) -> Bool {
        for scoped in scopedWriters.reversed() where scoped.writePost(post, into: &writer) { return true }
        let writers = registry.withLock { $0 }
        return writers.contains { $0.writePost(post, into: &writer) }
    }

    /// Writes the record a client sends for `part` by the first writer (scoped, then registered) that knows its
    /// platform's post (``ProfileFormatWriter/writePost(of:resolvingMentionsWith:into:)``); `false` when none does.
    public static func writePost(
        of part: ThreadPart, resolvingMentionsWith profile: Profile?, into writer: inout JSONWriter
    ) -> Bool {
        for scoped in scopedWriters.reversed()
        where scoped.writePost(of: part, resolvingMentionsWith: profile, into: &writer) { return true }
        let writers = registry.withLock { $0 }
        return writers.contains { $0.writePost(of: part, resolvingMentionsWith: profile, into: &writer) }
    }

    /// Registers a writer (replacing one of the same format).
    public static func register(_ writer: any ProfileFormatWriter) {
        registry.withLock { writers in
            writers.removeAll { $0.format == writer.format }
            writers.append(writer)
        }
    }
}
