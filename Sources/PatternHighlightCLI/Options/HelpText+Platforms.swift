import PatternHighlight
import PatternHighlightFormats

/// The paragraphs of `--help` that speak of platforms, assembled from the registered profiles: the generic sentences
/// here, each platform's from its registration (``ProfileHelp``) or from what its profile decides (active-token
/// kinds, how a markdown link is posted, whether the count has a limit). No string here names a platform.
extension HelpText {
    /// The registered profiles with their registrations, each made once.
    struct Platform {
        let registration: ProfileRegistration
        let profile: Profile
        var name: String { registration.name }
        var help: ProfileHelp { registration.help }
    }

    /// Every registered profile, made (`--help` alone pays for it).
    static var platforms: [Platform] {
        Profile.registrations.map { Platform(registration: $0, profile: $0.make()) }
    }

    /// The lines every profile adds to the count paragraph.
    static func countLines(_ platforms: [Platform]) -> [String] {
        platforms.flatMap(\.help.count)
    }

    /// The host-warning paragraph: which URLs and mentions are checked, and what is written of one.
    static func hostWarningParagraph(_ platforms: [Platform]) -> String {
        let mentions = platforms.compactMap(\.help.domainMention)
        let checked = mentions.isEmpty ? "A URL" : "A URL (or a domain mention: \(mentions.joined(separator: ", ")))"
        return wrap(checked + #" whose host has a look-alike label (UTS #39) carries "hostWarning": {"reason": "#
            + #""mixed-script"|"confusable"|"invisible"|"mixed-numbers"|"invalid-punycode", "ascii": the host in "#
            + #"punycode, "unicode": the host in Unicode}; a host written in punycode (xn--) is checked in its Unicode "#
            + #"form, and an xn-- label that does not decode is "invalid-punycode". --format html gives that link "#
            + #"title="OTHER FORM" and data-host-warning="REASON", --format ansi prints " [OTHER FORM]" after it (the "#
            + "form the text does not show: ASCII after a Unicode host, Unicode after a punycode one).")
    }

    /// The card paragraph: which link each profile makes the card.
    static func cardParagraph(_ platforms: [Platform]) -> String {
        let cards = named(platforms.compactMap { platform in platform.help.card.map { (platform.name, $0) } })
        let notes = (cards.isEmpty ? [] : [cards.joined(separator: ", ")]) + [
            #""settled" once whitespace, or punctuation then whitespace or the end, follows it"#,
            #""quote" for a post URL of that platform"#,
        ]
        return wrap(#"Then "card": the link the platform would make a preview card from, or null: {"start", "end", "url", "#
            + #""settled", "quote"} ("# + notes.joined(separator: "; ") + "). Stream set/replace replies carry it when it changed.")
    }

    /// The split paragraph (without its example): what makes a part valid under each profile, where a part ends,
    /// and what each profile's parts add.
    static func splitParagraph(_ platforms: [Platform]) -> String {
        var validity = named(platforms.compactMap { platform in platform.help.partLimit.map { (platform.name, $0) } })
        validity.append("--content-warning counted in every part")
        let unlimited = platforms.filter { !$0.profile.counting.limitsLength }.map(\.name)
        let needs = unlimited.isEmpty ? "" : "; \(sentence(unlimited)) \(unlimited.count == 1 ? "needs" : "need") --max-graphemes"
        return wrap(#"Split output: {"profile", "units", "parts": [{"start", "end", "text", "count"}, …]}, one part per "#
            + "post, each valid by the profile's count (\(validity.joined(separator: ", "))\(needs)), \"count\" as "
            + "annotate's for that part alone. Parts are separated by whitespace only, or touch in text without spaces; "
            + "an entity is never cut unless it alone is over the limit (then a warning on stderr). A part ends at the "
            + "last line break where it holds at least half the limit, else the last sentence end (. ! ? … before "
            + "whitespace, 。 ！ ？ and kin, closing brackets after them allowed, anywhere) likewise, else the last "
            + "whitespace or line-break opportunity (UAX #14 in Chinese and Japanese: between ideographs, never inside a "
            + "katakana word, never before ー, small kana or closing punctuation; Thai and Lao only at whitespace), else "
            + "the last grapheme boundary outside an entity."
            + platforms.compactMap(\.help.split).map { " " + $0 }.joined())
    }

    /// The split example: a profile whose count has no limit (else the default one), cut by `--max-graphemes`.
    static func splitExample(_ platforms: [Platform]) -> [String] {
        let profile = platforms.first { !$0.profile.counting.limitsLength }?.name ?? Profile.defaultName
        return [
            "  printf 'one. two' | pattern-highlight split --profile \(profile) --max-graphemes 6",
            #"  {"profile":"\#(profile)","units":"utf16","parts":[{"start":0,"end":4,"text":"one.",…},{"start":5,"end":8,"text":"two",…}]}"#,
        ]
    }

    /// The crosspost paragraph: the object, the targets' posts, the mention directory and the content warning, the
    /// warnings, `batch --targets`, the options of a platform that is not a target, `stream --targets`.
    static func crosspostParagraph(_ platforms: [Platform]) -> String {
        let targets = platforms.filter(\.profile.isCrosspostTarget)
        let posts = named(targets.compactMap { platform in platform.help.post.map { (platform.name, $0) } })
        let counters = sentence(platforms.filter(\.profile.counting.countsContentWarning).map(\.name))
        let declared = platforms.flatMap { platform in platform.registration.options.map { (platform.name, $0) } }
        let example = declared.first { $0.1.elsewhere == .refused } ?? declared.first
        return wrap(#"Crosspost output: {"units", "length", "valid", "targets": [{"profile", "valid", "count", "over", "#
            + #""entities", "hints", "parts": [{"start", "end", "text", "count", "post"}]}], "warnings": [{"profile", "#
            + #""start", "end", "code", "message"}]}: per target (--targets "# + targets.map(\.name).joined(separator: ",")
            + "), its count of the draft as it posts it, whether it fits one post and by how much it is over, what it "
            + "links (draft offsets), and its thread by its own count with each post a client sends"
            + (posts.isEmpty ? "" : " (\(posts.joined(separator: ", ")))") + ". --mentions FILE ([{"
            + handleExamples(targets).joined(separator: ", ") + "}]) posts a listed person's mention in each platform's "
            + "form (each handle must be in its platform's form, and each person have one: else exit 64); "
            + (counters.isEmpty ? "" : "--content-warning is the content-warning member of every part's post under \(counters), and ")
            + #"with --cw-prefix "CW: TEXT" and a blank line begin the first part "#
            + (counters.isEmpty ? "of every target" : "elsewhere") + #". Near-miss hints are always on ("hints", draft "#
            + "offsets). --markdown-links works per target (each counts and posts links its own way) and a link facade "
            + "warns on every target (link-facade). Warning codes: mention-not-on-platform, foreign-mention, "
            + "no-content-warning-field, unlinked-url, host-warning, link-facade.")
            + "\n" + wrap(#"batch --targets: one {"id", "text", "#
            + #""spoiler_text"?} per line (batch's reading rules and error objects), each answered with the object "#
            + #"crosspost writes for its text (spoiler_text as --content-warning), "id" first; --jobs as in batch; a "#
            + #"target that cannot post a line answers with its "error" in that line's object."#)
            + "\n" + wrap("Under --targets an option of a platform that is not a target"
            + (example.map { " (\($0.1.name) without \($0.0))" } ?? "") + " is a usage error: add the platform to "
            + "--targets, or drop the option.")
            + "\n" + wrap(#"stream --targets: set/replace replies carry "valid" and "targets": "#
            + #"[{"profile", "changed", "count", "valid", "over", "entities", "hints", "hintRanges"}]; snapshot replies "#
            + "with the crosspost object; spoiler sets the content warning.")
    }

    /// `"twitter": "jack"` for each target whose registration gives a handle, for the `--mentions` examples.
    static func handleExamples(_ targets: [Platform]) -> [String] {
        targets.compactMap { platform in platform.help.handleExample.map { #""\#(platform.name)": "\#($0)""# } }
    }

    /// The registered targets' handle examples (``handleExamples(_:)``).
    static var targetHandleExamples: [String] { handleExamples(platforms.filter(\.profile.isCrosspostTarget)) }

    /// The stream op `spoiler`: which profiles count the content warning it sets.
    static func spoilerOperation(_ platforms: [Platform]) -> String {
        let counters = platforms.filter(\.profile.counting.countsContentWarning).map(\.name)
        return #"  {"op": "spoiler", "text": "…"}                       "#
            + (counters.isEmpty ? "" : sentence(counters) + ": ") + "the content warning the count includes"
    }

    /// The active-token paragraph: the kinds every profile's composer opens, then the others with their profiles.
    static func activeTokenParagraph(_ platforms: [Platform]) -> String {
        var kinds: [EntityKind] = []
        for kind in platforms.flatMap(\.profile.tokenKinds) where !kinds.contains(kind) { kinds.append(kind) }
        let under = { (kind: EntityKind) in platforms.filter { $0.profile.tokenKinds.contains(kind) }.map(\.name) }
        let everywhere = kinds.filter { $0 != .shortcode && under($0).count == platforms.count }
        let elsewhere = kinds.filter { $0 != .shortcode && under($0).count < platforms.count }
        let shortcodes = under(.shortcode)
        let parts = (everywhere.isEmpty ? [] : [sentence(everywhere.map(\.rawValue)) + " in every profile"])
            + elsewhere.map { "\($0.rawValue) under \(sentence(under($0)))" }
            + ["shortcode with --shortcodes" + (shortcodes.count == platforms.count ? "" : " under \(sentence(shortcodes))")
                + #" (":" and two or more of A-Z a-z 0-9 _, the colon not after a letter, digit or ":": never 12:30, "#
                + #"http://x, a:b, ::, :a; the full-width "：" is no trigger)."#]
        return wrap(#"Active tokens ("kind"): "# + parts.joined(separator: ", ")
            + #" With --shortcodes, ":name:" is an entity of kind shortcode (value: the name); an entity that starts "#
            + "first wins.")
    }

    /// The markdown-links paragraph: what a link is, and how each profile counts and posts it.
    static func markdownLinkParagraph(_ platforms: [Platform]) -> String {
        let postings = named(platforms.map { ($0.name, phrase(for: $0.profile.markdownLinkPosting)) })
        let ownPosts = platforms.filter { $0.registration.formats.contains { $0.name == MarkdownLinkPostWriter.format } }
        return wrap(#"Markdown links (--markdown-links, every mode): "[label](url)" (a one-line label without "]", an "#
            + "http(s) URL without white space whose parentheses balance) is an entity of kind link (\"value\": the URL, "
            + #""label": the label); the profile finds nothing inside it. A label naming another host than the URL's (a "#
            + #"URL, or a domain with a known TLD; "www." ignored) adds "facade": {"shown", "target"} (HTML: a title; "#
            + "ANSI: a note). The count is of the text as posted: \(postings.joined(separator: "; ")). --format "
            + #"\#(MarkdownLinkPostWriter.format) then works under every profile ({"text"}"#
            + (ownPosts.isEmpty ? "" : " but under \(sentence(ownPosts.map(\.name)))")
            + #"), and split parts carry their "post"."#)
    }

    /// How `--help` says a profile posts a markdown link.
    static func phrase(for posting: MarkdownLinkPosting) -> String {
        switch posting {
        case .labelWithLink: "the label with a rich-text link on it"
        case .labelThenURL: #""label (url)", or the URL alone when the label is the URL or its host without the scheme"#
        case .asWritten: "the markup"
        }
    }

    /// Each phrase after the names of the profiles that give it, in the order they first do:
    /// `[("twitter", "the last URL"), ("mastodon", "A"), ("simple", "A")]` reads `["twitter the last URL", "mastodon and simple A"]`.
    static func named(_ phrases: [(name: String, phrase: String)]) -> [String] {
        var groups: [(phrase: String, names: [String])] = []
        for (name, phrase) in phrases {
            if let index = groups.firstIndex(where: { $0.phrase == phrase }) {
                groups[index].names.append(name)
            } else {
                groups.append((phrase, [name]))
            }
        }
        return groups.map { sentence($0.names) + " " + $0.phrase }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func sentence(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `text` (one paragraph, words separated by single spaces) in lines of at most `width` characters.
    static func wrap(_ text: String, width: Int = 116) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
