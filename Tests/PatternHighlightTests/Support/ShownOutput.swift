import Foundation

/// An output as a document shows it, compared with what a command or program really printed.
///
/// The rule, for every documentation test:
/// - Both sides lose the spaces and tabs at the ends of their lines and the line feeds at their end.
/// - Without `…`, the shown output is the printed output, exactly.
/// - `…` stands for text left out, possibly none: the shown output is cut at each `…` into fragments, and the
///   fragments must all appear in the printed output, in order, without overlapping. The first fragment must begin
///   the printed output unless the shown output begins with `…`; the last must end it unless the shown output ends
///   with `…`. So `{…,"entities":[],…}` is an object that has that member, and `…"valid":true}` an output that ends so.
/// - A printed output that itself holds `…` cannot be shown exactly; show the text around it.
struct ShownOutput: CustomStringConvertible {
    let text: String

    init(_ text: String) { self.text = Self.normalized(text) }

    var description: String { text }

    /// Whether `printed` is what this output shows, by the rule above.
    func matches(_ printed: String) -> Bool {
        let printed = Self.normalized(printed)
        let fragments = text.components(separatedBy: "…")
        guard fragments.count > 1 else { return printed == text }
        var rest = Substring(printed)
        for (index, fragment) in fragments.enumerated() {
            if fragment.isEmpty { continue }
            if index == 0 {
                guard rest.hasPrefix(fragment) else { return false }
                rest = rest.dropFirst(fragment.count)
            } else if index == fragments.count - 1 {
                guard rest.hasSuffix(fragment) else { return false }
            } else {
                guard let found = rest.range(of: fragment) else { return false }
                rest = rest[found.upperBound...]
            }
        }
        return true
    }

    private static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
