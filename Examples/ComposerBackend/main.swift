// ComposerBackend: what a post composer's backend does during one composing session.
//
// A scripted user types a post keystroke by keystroke (with a typo fixed by backspacing, a paste and an
// emoji). The backend keeps one HighlightDocument, applies each edit in UTF-16 offsets (as an editor sends
// them), prints what changed and, while a mention or hashtag is being typed, the autocomplete query. At the
// end it prints the post's entities, and its Bluesky facets when the bluesky profile is available.
//
//     swift run ComposerBackend [profile]      (default: simple)

import PatternHighlight
/// One thing the user does; the caret is always at the end of the text.
enum Keystroke {
    case type(String)
    case backspace(Int)
    case paste(String)
}

let script: [Keystroke] = [
    .type("Hi @jnae"), .backspace(3), .type("ane.doe! Loving #swiftlang "),
    .paste("— notes at https://swift.org/blog"), .type(" 🎉\nSee you at #WWDC"),
]

let profileName = CommandLine.arguments.dropFirst().first ?? "simple"
guard let profile = Profile.named(profileName) else {
    print("unknown profile '\(profileName)'; available: \(Profile.all.map(\.name).joined(separator: ", "))")
    exit(64)
}
let highlighter = try Highlighter(profile: profile)
var document = HighlightDocument("", highlighter: highlighter)

/// How an edit's result reads in one line: changed UTF-16 ranges and the entities in them.
@MainActor func describe(_ update: DocumentUpdate) -> String {
    let changed = update.changed.map { range -> String in
        let units = document.range(range, in: .utf16)
        return "\(units.lowerBound)..<\(units.upperBound)"
    }
    let entities = update.entities.map { entity in
        "\(entity.kind)\(entity.isPartial ? "(partial)" : "") \(document.text(in: entity.range))"
    }
    return "changed \(changed.joined(separator: ", "))" + (entities.isEmpty ? "" : "  [\(entities.joined(separator: ", "))]")
}

/// Applies one edit at the end of the text and prints the backend's view of it.
@MainActor func apply(_ label: String, replacing count: Int, with text: String) throws {
    let end = document.length(in: .utf16)
    let update = try document.replace((end - count)..<end, in: .utf16, with: text)
    var line = "\(label.padding(to: 16))\(describe(update))"
    if let token = try document.activeToken(at: document.length(in: .utf16), unit: .utf16) {
        line += "  → autocomplete \(token.kind) \"\(token.query)\""
    }
    print(line)
}

print("profile: \(profile.name)")
for keystroke in script {
    switch keystroke {
    case .type(let text):
        for character in text {
            try apply("type \(String(character).debugDescription)", replacing: 0, with: String(character))
        }
    case .backspace(let times):
        for _ in 0..<times {
            let last = document.text.last.map { String($0).utf16.count } ?? 0
            try apply("backspace", replacing: last, with: "")
        }
    case .paste(let text):
        try apply("paste \(text.count) chars", replacing: 0, with: text)
    }
}

print("\npost: \(document.text.debugDescription)")
print("entities (UTF-16 offsets):")
for entity in document.entities {
    let range = document.range(entity.range, in: .utf16)
    print("  \(entity.kind) \(range.lowerBound)..<\(range.upperBound) \(document.text(in: entity.range)) → \(entity.value)")
}
if let reply = document.replyScreenName { print("reply to: @\(reply)") }

// Bluesky counts facets in UTF-8 bytes; the document's entity ranges already are.
if let bluesky = Profile.named("bluesky") {
    let post = HighlightDocument(document.text, highlighter: try Highlighter(profile: bluesky))
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

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

#if canImport(Glibc)
import Glibc
#endif
