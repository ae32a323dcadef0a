// ComposerBackend: what a post composer's backend does during one composing session.
//
// A scripted user types a post keystroke by keystroke (a typo fixed by backspacing, a mention completed from
// the autocomplete menu, a paste and an emoji). The backend keeps one HighlightDocument and, beside it, the
// AttributedString the composer's text view shows: each edit arrives in UTF-16 offsets (as an editor sends
// them), the editor changes the string's text, and `applyHighlight` re-styles only what the edit changed.
// Every line shows the string's styled runs (ANSI colours; NO_COLOR turns them off) and, while a mention or
// hashtag is being typed, the autocomplete query. At the end the string is checked against a fresh build and
// its runs are listed, with the post's Bluesky facets when the bluesky profile is available.
//
//     swift run ComposerBackend [profile]      (default: simple)

import Foundation
import PatternHighlight
import PatternHighlightFoundation

/// One thing the user does; the caret is always at the end of the text.
enum Keystroke {
    case type(String)
    case backspace(Int)
    case paste(String)
    /// Picks `handle` from the autocomplete menu: the mention being typed is replaced by `@handle `.
    case complete(String)
}

let script: [Keystroke] = [
    .type("Hi @jnae"), .backspace(3), .type("an"), .complete("jane.doe"), .type("Loving #swiftlang "),
    .paste("— notes at https://swift.org/blog"), .type(" 🎉\nSee you at #WWDC"),
]

let profileName = CommandLine.arguments.dropFirst().first ?? "simple"
guard let profile = Profile.named(profileName) else {
    print("unknown profile '\(profileName)'; available: \(Profile.all.map(\.name).joined(separator: ", "))")
    exit(64)
}
let colours = ProcessInfo.processInfo.environment["NO_COLOR"] == nil

/// The composer: the document, and the attributed string its text view binds to.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
struct Composer {
    var document: HighlightDocument
    var text: AttributedString

    init(highlighter: Highlighter) {
        document = HighlightDocument("", highlighter: highlighter)
        text = document.attributedString()
    }

    /// The caret: the end of the text, in UTF-16 code units.
    var caret: Int { document.length(in: .utf16) }

    /// One edit as the text view reports it (UTF-16 offsets): the document first, then the editor's own
    /// change of the string's text, then the highlighting of what changed.
    mutating func replace(_ range: Range<Int>, with typed: String) throws -> DocumentUpdate {
        let lower = text.utf16.index(text.startIndex, offsetBy: range.lowerBound)
        let bounds = lower..<text.utf16.index(lower, offsetBy: range.count)
        let update = try document.replace(range, in: .utf16, with: typed)
        text.replaceSubrange(bounds, with: AttributedString(typed))
        text.applyHighlight(update)
        return update
    }

    /// Applies one keystroke (or the edits it stands for) and prints a line for each.
    mutating func perform(_ keystroke: Keystroke) throws {
        switch keystroke {
        case .type(let typed):
            for character in typed {
                try step("type \(String(character).debugDescription)", caret..<caret, String(character))
            }
        case .backspace(let times):
            for _ in 0..<times {
                let last = document.text.last.map { String($0).utf16.count } ?? 0
                try step("backspace", (caret - last)..<caret, "")
            }
        case .paste(let pasted):
            try step("paste \(pasted.count) chars", caret..<caret, pasted)
        case .complete(let handle):
            guard let token = try document.activeToken(at: caret, in: .utf16) else { return }
            try step("pick @\(handle)", document.range(token.range, in: .utf16), "@\(handle) ")
        }
    }

    private mutating func step(_ label: String, _ range: Range<Int>, _ typed: String) throws {
        let update = try replace(range, with: typed)
        var line = label.padding(to: 16) + Self.counter(update.count).padding(to: 10) + Self.render(text)
        if let token = try document.activeToken(at: caret, in: .utf16) {
            line += "   → autocomplete \(token.kind) \"\(token.query)\""
        }
        print(line)
    }

    /// The length counter a composer shows: twitter's weighted length of 280 (or 140), Bluesky's graphemes of 300,
    /// else graphemes; a `!` when the post may not be sent.
    static func counter(_ count: TextCount) -> String {
        let shown =
            if let twitter = count.twitter { "\(twitter.weightedLength)/\(twitter.configuration.maxWeightedLength)" }
            else if count.bluesky != nil { "\(count.graphemes)/\(BlueskyCount.maxGraphemes)" }
            else { "\(count.graphemes)" }
        return count.valid ? shown : shown + "!"
    }

    /// The string as a terminal shows it: each run in its style's colour (24-bit), URLs underlined, line
    /// breaks and other control characters shown as symbols.
    static func render(_ string: AttributedString) -> String {
        var output = ""
        for run in string.runs {
            let piece = visible(string[run.range])
            if colours, let style = run.patternStyle {
                let colour = style.color
                output += "\u{1B}[38;2;\(colour.red);\(colour.green);\(colour.blue)m" + (style.underline ? "\u{1B}[4m" : "")
                output += piece + "\u{1B}[0m"
            } else {
                output += piece
            }
        }
        return output
    }

    /// The text of `substring` with control characters made visible (⏎ for a line break).
    static func visible(_ substring: AttributedSubstring) -> String {
        String(String.UnicodeScalarView(substring.unicodeScalars.map { scalar in
            scalar == "\n" ? "⏎" : scalar.properties.generalCategory == .control ? "·" : scalar
        }))
    }
}

@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
func compose() throws {
    var composer = Composer(highlighter: Highlighter(profile: profile))
    print("profile: \(profile.name)")
    for keystroke in script { try composer.perform(keystroke) }

    let document = composer.document
    let fresh = document.attributedString()
    let inSync = Array(composer.text.runs).count == Array(fresh.runs).count
        && zip(composer.text.runs, fresh.runs).allSatisfy { $0.range == $1.range && $0.attributes == $1.attributes }
    print("\npost: \(document.text.debugDescription)")
    print("kept in sync keystroke by keystroke; equal to a fresh build run for run: \(inSync ? "yes" : "NO")")
    let countInSync = document.count == profile.counting.count(document.text)
    print("count \(Composer.counter(document.count)), kept keystroke by keystroke; equal to a fresh count: \(countInSync ? "yes" : "NO")")
    print("runs (UTF-16 offsets):")
    for run in composer.text.runs {
        let start = composer.text.utf16.distance(from: composer.text.startIndex, to: run.range.lowerBound)
        let end = start + composer.text.utf16.distance(from: run.range.lowerBound, to: run.range.upperBound)
        var line = "  \(start)..<\(end) " + Composer.render(AttributedString(composer.text[run.range]))
        if let kind = run.patternKind { line += "  \(kind) \(run.patternValue ?? "")" }
        if let link = run.link { line += "  link \(link.absoluteString)" }
        print(line)
    }
    if let reply = document.replyScreenName { print("reply to: @\(reply)") }

    // Bluesky counts facets in UTF-8 bytes; the document's entity ranges already are.
    if let bluesky = Profile.named("bluesky") {
        let post = HighlightDocument(document.text, highlighter: Highlighter(profile: bluesky))
        print("bluesky facets:")
        for entity in post.entities where !entity.isPartial {
            let feature: String
            switch entity.kind {
            case .mention: feature = "#mention did=<resolve \(entity.value)>"
            case .hashtag: feature = "#tag tag=\(entity.value)"
            case .url: feature = "#link uri=\(entity.value)"
            default: feature = "#\(entity.kind) \(entity.value)"
            }
            print("  byteStart \(entity.range.lowerBound) byteEnd \(entity.range.upperBound) app.bsky.richtext.facet\(feature)")
        }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    try compose()
} else {
    print("ComposerBackend needs AttributedString's UTF-8 and UTF-16 views (macOS 26, iOS 26 or Linux)")
}
