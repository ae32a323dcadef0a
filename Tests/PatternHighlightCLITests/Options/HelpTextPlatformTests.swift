import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightCLI
import PatternHighlightTestSupport

/// What `--help` and the command line's messages say of platforms comes from the registrations (``ProfileHelp``) and
/// the registered profiles: every registered sentence is in the help, a registration with other sentences changes it
/// accordingly, a new platform joins every list and example, and no shared source of the command line names a
/// platform.
@Suite struct HelpTextPlatformTests {
    /// The help with its lines joined by single spaces, so that a phrase the wrapping cut is found whole.
    static func flattened(_ help: String) -> String {
        help.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Each registered profile's count lines are lines of the help, and each of its phrases is said of it.
    @Test func everyRegisteredSentenceIsInTheHelp() {
        let help = HelpText.text
        let lines = Set(help.split(separator: "\n").map(String.init))
        let text = Self.flattened(help)
        for registration in Profile.registrations {
            let name = registration.name
            let help = registration.help
            for line in help.count {
                let found = lines.contains(line)
                #expect(found, "\(name): \(line)")
            }
            let phrases = [help.card, help.partLimit].compactMap { $0.map { " " + $0 } }
                + [help.post.map { "\(name) \($0)" }, help.handleExample.map { #""\#(name)": "\#($0)""# }].compactMap(\.self)
                + [help.domainMention, help.split].compactMap(\.self)
            for phrase in phrases {
                let found = text.contains(phrase)
                #expect(found, "\(name): \(phrase)")
            }
        }
    }

    /// A registration that says other things of a built-in platform: the help says them, and no longer the old ones.
    @Test func aRegistrationsHelpIsWhatTheHelpSays() {
        let old = ProfileRegistration.mastodon.help
        let help = ProfileHelp(
            count: ["mastodon counts like a sea-lion"], card: "the card-of-test", partLimit: "test-limit <= 7",
            split: "Under mastodon each part also has a test member.", post: #"{"toot"}"#, handleExample: "ana@test.example",
            domainMention: "a test address")
        let text = Profile.withRegistered(ProfileRegistration(name: "mastodon", help: help) { .mastodon }) {
            Self.flattened(HelpText.text)
        }
        for said in [
            "mastodon counts like a sea-lion", "mastodon the card-of-test", "mastodon test-limit <= 7",
            "Under mastodon each part also has a test member.", #"mastodon {"toot"}"#, #""mastodon": "ana@test.example""#,
            "(or a domain mention: a bluesky handle, a test address)",
        ] {
            let found = text.contains(said)
            #expect(found, "\(said)")
        }
        for unsaid in [old.partLimit, old.post, old.handleExample, old.domainMention].compactMap(\.self) + old.count {
            let found = text.contains(Self.flattened(unsaid))
            #expect(!found, "\(unsaid)")
        }
        // Mastodon's options are no longer registered: the example of a target's option is another's, or none.
        let example = text.contains("--mastodon-max-characters without mastodon")
        #expect(!example)
    }

    /// A platform registered beside the built-in ones joins the lists the help and the messages build from the
    /// registry: targets, handles, records, cards, active tokens, markdown posting, profiles without a limit.
    @Test func aNewPlatformJoinsEveryList() {
        let zephyr = ProfileRegistration(
            name: "zephyr",
            help: ProfileHelp(card: "the windiest URL", post: #"{"gust"}"#, handleExample: "zed")
        ) {
            Profile(
                name: "zephyr", kinds: Profile.twitter.kinds, recognizer: Profile.twitter.recognizer, counting: .graphemes,
                policy: Profile.twitter.policy)
        }
        Profile.withRegistered(zephyr) {
            let text = Self.flattened(HelpText.text)
            for said in [
                "per target (--targets twitter,bluesky,mastodon,zephyr)", #"mastodon {"status", "spoiler_text"}, zephyr {"gust"})"#,
                #""mastodon": "jack@mastodon.social", "zephyr": "zed"}]"#, "zephyr the windiest URL",
                "simple and zephyr need --max-graphemes", "cashtag under twitter, bluesky and zephyr",
                #"twitter, mastodon and zephyr "label (url)""#, "split --profile simple --max-graphemes 6",
                "e.g. twitter,bluesky,mastodon,zephyr", "required under simple and zephyr",
            ] {
                let found = text.contains(said)
                #expect(found, "\(said)")
            }
            #expect(CommandLineError.needsTargets(option: "crosspost").description.hasSuffix("--targets twitter,bluesky,mastodon,zephyr"))
            #expect(CrosspostError.noTargets.description.hasSuffix("(--targets twitter,bluesky,mastodon,zephyr)"))
        }
    }

    /// The messages and summaries that list platforms read, for the built-in ones, as they did when they were
    /// written out.
    @Test(arguments: [
        (CommandLineError.needsTargets(option: "crosspost").description,
         "crosspost needs --targets: the platforms the draft is for, e.g. --targets twitter,bluesky,mastodon"),
        (CommandLineError.needsTargets(option: "--mentions").description,
         "--mentions serves a draft for several platforms: add --targets P,… (e.g. twitter,bluesky,mastodon), or drop --mentions"),
        (CrosspostError.noTargets.description, "no cross-post target: name at least one platform (--targets twitter,bluesky,mastodon)"),
        (summary("--targets"), "crosspost (required), stream, batch: the platforms a draft is written for, e.g. twitter,bluesky,mastodon"),
        (summary("--mentions"), #"with --targets: people's handles, JSON [{"twitter": "jack", "bluesky": "jack.bsky.social", …}]"#),
        (summary("--dids"),
         #"with --format facets or post, or a bluesky target: JSON {"handle": "did:…"}; unmapped mentions keep the handle as did"#),
        (summary("--max-graphemes"), "split: the most graphemes a part may hold (required under simple; elsewhere a further limit)"),
        (summary("--content-warning"),
         #"split, mastodon profile: the content warning each part is posted with (counted in every part); crosspost, stream --targets: the draft's (batch --targets: each line's "spoiler_text"); --spoiler-text is its other name"#),
    ])
    func builtInListsReadAsWrittenOut(_ built: String, _ written: String) {
        #expect(built == written)
    }

    static func summary(_ option: String) -> String { OptionSpec.named(option)?.summary() ?? "" }

    /// The default profile is the registry's first built-in one, and the help and the parsed options agree on it.
    @Test func theDefaultProfileIsTheRegistrys() throws {
        #expect(Profile.defaultName == Profile.allNames[0])
        #expect(try CommandLineOptions.parse([]).profile.name == Profile.defaultName)
        #expect(OptionSpec.named("--profile")?.defaultValue == Profile.defaultName)
    }

    /// No string in the command line's sources names a registered platform (comments may): what it says of one comes
    /// from the registrations.
    @Test func theCommandLineSourcesNameNoPlatform() throws {
        let root = SharedData.packageRoot.appendingPathComponent("Sources/PatternHighlightCLI")
        let walk = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        let names = try Profile.allNames.map { try Regex("(?i)\\b\($0)\\b") }
        var files = 0
        for case let url as URL in walk where url.pathExtension == "swift" {
            files += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            for (number, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                for name in names where line.contains(name) {
                    Issue.record("\(url.lastPathComponent):\(number + 1) names a platform: \(line)")
                }
            }
        }
        #expect(files > 20)
    }
}
