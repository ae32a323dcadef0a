import PatternHighlight
import PatternHighlightFormats

/// Everything one run measured: the stdout table and the `--json` file.
final class Report {
    private(set) var figures: [Figure] = []

    func add(_ figure: Figure) { figures.append(figure) }

    func figure(_ key: String) -> Figure? { figures.first { $0.key == key } }

    func value(_ key: String) -> Double? { figure(key)?.value }

    /// The table printed on stdout.
    func table() -> String {
        let header = ["scenario", "subject", "metric", "value", "unit", "note"]
        var rows: [[String]] = [header]
        for figure in figures {
            rows.append([figure.scenario, figure.subject, figure.metric, Self.format(figure.value), figure.unit, figure.note])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Numbers right-aligned, text left-aligned; the last column is not padded.
                if column == 3 {
                    cells.append(padding + cell)
                } else if column == row.count - 1 {
                    cells.append(cell)
                } else {
                    cells.append(cell + padding)
                }
            }
            lines.append(cells.joined(separator: "  "))
            if index == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        return lines.joined(separator: "\n")
    }

    /// The same table in Markdown (for Benchmarks/README.md).
    func markdown() -> String {
        func cell(_ text: String) -> String { text.replacingPipes() }
        var lines = ["| scenario | subject | metric | value | unit | note |", "| --- | --- | --- | ---: | --- | --- |"]
        for figure in figures {
            let cells = [figure.scenario, figure.subject, figure.metric, Self.format(figure.value), figure.unit, figure.note]
            lines.append("| " + cells.map(cell).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number with about four significant figures, or `n/a`.
    static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "n/a" }
        let magnitude = abs(value)
        let decimals: Int
        switch magnitude {
        case 1000...: decimals = 0
        case 100..<1000: decimals = 1
        case 10..<100: decimals = 2
        case 1..<10: decimals = 3
        case 0: decimals = 0
        default: decimals = 4
        }
        return fixed(value, decimals: decimals)
    }

    /// `value` with exactly `decimals` digits after the point (no Foundation formatting).
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return text
    }

    /// The whole run as JSON: metadata, every figure (with its statistics), every check.
    func json(metadata: [(String, JSONValue)], checks: Checks) -> [UInt8] {
        var writer = JSONWriter()
        writer.beginObject()
        for (key, value) in metadata {
            writer.key(key)
            writer.value(value)
        }
        writer.key("figures")
        writer.beginArray()
        for figure in figures {
            writer.beginObject()
            writer.key("key"); writer.string(figure.key)
            writer.key("scenario"); writer.string(figure.scenario)
            writer.key("subject"); writer.string(figure.subject)
            writer.key("metric"); writer.string(figure.metric)
            writer.key("value"); Self.write(figure.value, to: &writer)
            writer.key("unit"); writer.string(figure.unit)
            writer.key("note"); writer.string(figure.note)
            if let statistics = figure.statistics {
                writer.key("statistics")
                writer.beginObject()
                writer.key("count"); writer.int(statistics.count)
                writer.key("min"); Self.write(statistics.min, to: &writer)
                writer.key("median"); Self.write(statistics.median, to: &writer)
                writer.key("p99"); Self.write(statistics.p99, to: &writer)
                writer.key("max"); Self.write(statistics.max, to: &writer)
                writer.key("mean"); Self.write(statistics.mean, to: &writer)
                writer.endObject()
            }
            writer.endObject()
        }
        writer.endArray()
        writer.key("checks")
        writer.beginArray()
        for check in checks.results {
            writer.beginObject()
            writer.key("name"); writer.string(check.name)
            writer.key("passed"); writer.bool(check.passed)
            writer.key("detail"); writer.string(check.detail)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        writer.newline()
        return writer.bytes
    }

    /// A JSON number (Swift's shortest round-trip form), or `null`.
    static func write(_ value: Double?, to writer: inout JSONWriter) {
        guard let value, value.isFinite else { writer.null(); return }
        writer.value(.number(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"))
    }
}

extension String {
    /// `|` escaped for a Markdown table cell.
    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self {
            if character == "|" { result += "\\|" } else { result.append(character) }
        }
        return result
    }
}
