import PatternHighlight
import PatternHighlightFormats

/// `--targets P,…` (crosspost, stream, batch): one draft for several platforms. Each target is its registered profile with
/// the options it declares applied (`--twitter-config` to twitter, the `--mastodon-…` settings to mastodon); an option
/// of a platform that is not a target is refused (``checkTargetOptions()``).
extension CommandLineOptions {
    /// The registrations whose options are in force: the targets' under `--targets`, else the profile's.
    var ownRegistrations: [ProfileRegistration] {
        guard let targetNames else { return profile.registration.map { [$0] } ?? [] }
        return targetNames.compactMap { name in Profile.registrations.first { $0.name == name } }
    }

    /// The targets' profiles, each with the values of the options it declares applied in the order given.
    var targetProfiles: [Profile] {
        ownRegistrations.map { applyingOptionValues(to: $0.make(), declared: $0.options) }
    }

    /// One highlighter per target, with the shared options (`--shortcodes`, `--markdown-links`, `--max-bytes`) and the
    /// mention DIDs of `--dids` (which a target whose posts name none ignores); near-miss hints are always on in a
    /// cross-post.
    func targetHighlighters() throws(CommandLineError) -> [Highlighter] {
        let options = highlighterOptions.union(.hints)
        let dids = try mentionDIDs()
        return targetProfiles.map {
            Highlighter(profile: $0.resolvingMentions(with: dids), options: options, maximumTextBytes: maximumTextBytes)
        }
    }

    /// Refuses crosspost without `--targets`, `--mentions` or `--cw-prefix` without it, and a target list that is
    /// empty, repeats a platform or names one that cannot be a target.
    func checkTargets() throws(CommandLineError) {
        guard let targetNames else {
            if mode == .crosspost { throw .needsTargets(option: "crosspost") }
            if mentionsPath != nil { throw .needsTargets(option: "--mentions") }
            if contentWarningPrefix { throw .needsTargets(option: "--cw-prefix") }
            if mode == .stream, contentWarning != nil { throw .needsTargets(option: "--content-warning") }
            return
        }
        let known = Profile.crosspostTargets.map(\.rawValue)
        var seen: Set<String> = []
        for name in targetNames {
            guard !name.isEmpty else { throw .invalidTargets(.noTargets) }
            guard Profile.allNames.contains(name) else {
                throw .invalidValue(option: "--targets", value: name, expected: "platforms among " + known.joined(separator: ","))
            }
            guard known.contains(name) else { throw .invalidTargets(.notATarget(Profile.ID(rawValue: name))) }
            guard seen.insert(name).inserted else { throw .invalidTargets(.duplicateTarget(Profile.ID(rawValue: name))) }
        }
    }

    /// Every registered platform that can be a target, as `--targets` takes them (`twitter,bluesky,mastodon`): the
    /// example of `--help` and of the errors that ask for targets. Makes every registered profile.
    static var allTargets: String { Profile.crosspostTargets.map(\.rawValue).joined(separator: ",") }

    /// Whether the mode is one of `--targets` (crosspost, `stream --targets`, `batch --targets`), whose options are
    /// the targets'.
    var takesTargets: Bool {
        [.crosspost, .streamTargets, .batchTargets].contains(optionMode)
    }

    /// Refuses an option a platform declares (`--mastodon-max-characters`, `--twitter-config`) when that platform is
    /// not among the targets: it would change nothing, and the fix is to add the platform to `--targets`.
    func checkTargetOptions() throws(CommandLineError) {
        guard let targetNames else { return }
        let ownOptions = Set(ownRegistrations.flatMap(\.options).map(\.name))
        for given in profileOptionValues where !ownOptions.contains(given.name) {
            let declaring = Profile.registrations.filter { $0.options.contains { $0.name == given.name } }
            throw .optionOfAbsentTarget(option: given.name, profiles: declaring.map(\.name), targets: targetNames)
        }
        // `--dids` names mentions in the posts of a platform whose record has DIDs (Bluesky's): one must be a target.
        if didsPath != nil, !ownRegistrations.contains(where: Self.postsDIDs) {
            throw .optionOfAbsentTarget(option: "--dids", profiles: Profile.registrations.filter(Self.postsDIDs).map(\.name), targets: targetNames)
        }
    }

    /// Whether a platform's posts name mention DIDs: one of its formats reads them.
    static func postsDIDs(_ registration: ProfileRegistration) -> Bool {
        registration.formats.contains { OutputFormat.declared($0.name).writer?.readsDIDs ?? false }
    }

    /// The mention DIDs of `--dids`, or none.
    func mentionDIDs() throws(CommandLineError) -> DIDMap {
        guard let path = didsPath else { return DIDMap() }
        let bytes = try Self.read(path, option: "--dids")
        do {
            return try DIDMap(json: bytes)
        } catch {
            throw .invalidDIDs(path: path, error)
        }
    }

    /// The mention directory of `--mentions`, or an empty one.
    func mentionDirectory() throws(CommandLineError) -> MentionDirectory {
        guard let path = mentionsPath else { return MentionDirectory() }
        let bytes = try Self.read(path, option: "--mentions")
        do {
            return try MentionDirectory(json: bytes)
        } catch {
            throw .invalidMentions(path: path, error)
        }
    }

    /// The bytes of the file an option names (`--theme`, `--patterns`, `--dids`, `--mentions`).
    static func read(_ path: String, option: String) throws(CommandLineError) -> [UInt8] {
        switch StandardIO.readFile(atPath: path) {
        case .success(let bytes): return bytes
        case .failure(let error): throw .unreadableFile(option: option, path: path, reason: error.reason)
        }
    }
}
