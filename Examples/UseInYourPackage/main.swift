import PatternHighlight

let highlighter = Highlighter(profile: .bluesky)  // compiles the platform's rules: make it once, share it
let annotation = highlighter.annotate("Hi @alice.bsky.social! See example.com #swift 🎉")
for entity in annotation.entities {
    print(entity.kind, entity.value, try annotation.range(entity.range, in: .utf16))  // UTF-16: NSRange, JavaScript
}
let count = annotation.count  // what the composer's counter shows
print(count.graphemes, "of", BlueskyCount.maxGraphemes, count.valid ? "fits" : "is too long")
print("PatternHighlight", PatternHighlight.version)
