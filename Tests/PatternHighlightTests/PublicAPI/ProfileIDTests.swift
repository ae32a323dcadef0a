import Foundation
import PatternHighlight
import Testing

/// A platform has one typed identity (`Profile.ID`) in every API that names one: the same whatever the profile's
/// options, coded as its name, and what warnings, verdicts, errors and directories carry.
@Suite struct ProfileIDTests {
    @Test func aPlatformIsOneIdentityWhateverItsOptions() {
        #expect(Profile.twitter.id == .twitter)
        #expect(Profile.twitter.counting(.twitter(.v2)).id == .twitter)
        #expect(Highlighter(profile: .mastodon, options: .markdownLinks).profile.id == .mastodon)
        #expect(Profile.bluesky.id != .twitter)
        #expect(Profile.allNames.compactMap(Profile.named).map(\.id.rawValue) == Profile.allNames)
    }

    @Test func anIdentityIsCodedAsItsName() throws {
        let json = try JSONEncoder().encode([Profile.ID.bluesky, .mastodon])
        #expect(String(decoding: json, as: UTF8.self) == #"["bluesky","mastodon"]"#)
        #expect(try JSONDecoder().decode([Profile.ID].self, from: json) == [.bluesky, .mastodon])
    }

    /// Warnings and verdict failures name their target by its identity, so a backend matches them to its targets.
    @Test func warningsAndVerdictsNameTheirTargetsIdentity() throws {
        let targets = [Highlighter(profile: .twitter), Highlighter(profile: .mastodon, options: .markdownLinks)]
        let crosspost = try Crosspost("see example.com " + String(repeating: "word ", count: 80), targets: targets, contentWarning: "cw")
        #expect(crosspost.warnings.contains { $0.profile == .twitter && $0.code == .noContentWarningField })
        #expect(crosspost.warnings.contains { $0.profile == .mastodon && $0.code == .unlinkedURL })
        #expect(crosspost.verdict.failures.map(\.profile) == crosspost.targets.filter { !$0.valid }.map(\.profile.id))
        #expect(crosspost.verdict.failures.map(\.profile) == [.twitter])
    }

    @Test func errorsNameTheIdentity() {
        #expect(throws: CrosspostError.duplicateTarget(.bluesky)) {
            try Crosspost("hi", targets: [Highlighter(profile: .bluesky), Highlighter(profile: .bluesky)])
        }
        #expect(throws: CrosspostError.notATarget(.simple)) { try Crosspost("hi", targets: [Highlighter(profile: .simple)]) }
        #expect(throws: SplitError.noLimit(profile: .simple)) { try Highlighter(profile: .simple).annotate("hi").split() }
    }
}
