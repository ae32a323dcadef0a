import PatternHighlight

let highlighter = Highlighter(profile: .simple)
let annotation = highlighter.annotate("👋 hi @john.doe #swift https://example.com/a")
for entity in annotation.entities {
    let utf16 = try annotation.range(entity.range, in: .utf16)
    let color = Theme.standard.style(for: entity.kind)?.color.description ?? "-"
    print(entity.kind, entity.value, "utf16:", utf16, "utf8:", entity.range, color)
}
print(annotation.runs.count, "runs")
