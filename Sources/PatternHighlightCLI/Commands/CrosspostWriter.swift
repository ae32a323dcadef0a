import PatternHighlight
import PatternHighlightFormats

/// What every draft of a cross-post run is prepared for — the targets (each with the options it declares applied),
/// the mention directory of `--mentions`, `--cw-prefix` — and how one draft's crosspost object is written: the one
/// draft of `crosspost`, each line of `batch --targets`, so that a line's object is the bytes `crosspost` writes for
/// its text.
struct CrosspostWriter: Sendable {
    let targets: [Highlighter]
    let directory: MentionDirectory
    let contentWarningPrefix: Bool

    /// Reads `--mentions` and checks the targets (on an empty draft) before any input is read.
    ///
    /// - Throws: ``CommandLineError/unreadableFile(option:path:reason:)`` or
    ///   ``CommandLineError/invalidMentions(path:_:)`` for the directory, ``CommandLineError/invalidTargets(_:)``
    ///   for targets no cross-post takes.
    init(options: CommandLineOptions) throws(CommandLineError) {
        targets = try options.targetHighlighters()
        directory = try options.mentionDirectory()
        contentWarningPrefix = options.contentWarningPrefix
        do {
            _ = try Crosspost("", targets: targets, directory: directory)
        } catch {
            throw .invalidTargets(error)
        }
    }

    /// Writes the crosspost object of `bytes` (valid UTF-8) with the content warning `contentWarning` by `formatter` (its
    /// units; a worker's own fragments), with `members` (a batch line's `"id"`) first.
    ///
    /// - Throws: ``CrosspostError``, which targets checked by ``init(options:)`` never give: a draft's
    ///   content cannot make a cross-post fail (a target that cannot post it answers with its own error).
    /// - Complexity: O(the draft's length × the targets).
    func write(
        validatedBytes bytes: [UInt8], contentWarning: String, members: [(key: String, value: JSONValue)] = [],
        by formatter: CrosspostJSONFormatter, into writer: inout JSONWriter
    ) throws(CrosspostError) {
        let crosspost = try Crosspost(
            validatedBytes: bytes, targets: targets, directory: directory, contentWarning: contentWarning,
            contentWarningPrefix: contentWarningPrefix)
        formatter.write(crosspost, leadingMembers: members, into: &writer)
    }
}
