@testable import PatternHighlight

/// Random texts with markdown links for the posting tests, each with what every posting style must make of it, built
/// beside the text from the spec's rules (not by the library).
struct MarkdownLinkText {
    /// The text as written.
    var text = ""
    /// The text as posted under each style.
    var posted: [MarkdownLinkPosting: String] = [.asWritten: "", .labelWithLink: "", .labelThenURL: ""]
    /// Each link's label and URL, in order.
    var links: [(label: String, url: String)] = []

    static let urls = [
        "https://example.com", "https://example.com/", "https://www.example.com/a/b?c=d#e", "http://t.co/abc",
        "https://en.wikipedia.org/wiki/Swift_(programming_language)", "https://例え.jp/パス",
        "https://github.com/swiftlang/swift/pull/12345/files/abcdef0123456789abcdef0123456789abcdef01",
    ]
    static let labels = ["docs", "click here", "Node.js", "paypal.com", "日本語の記事", "👍🏽 this", "a (b)", "x"]
    static let words = ["hello", "@alice", "#swift", "$AAPL", "👩‍👩‍👧", "日本", "é", "—", "bsky.app", "https://x.org/p", "(see)", ":", "!", "a.b"]

    /// A text of `items` random pieces: links (with labels that are sometimes the URL, the URL without its scheme, or
    /// its host), words, spaces and now and then a line break.
    static func make<G: RandomNumberGenerator>(items: Int, using random: inout G) -> MarkdownLinkText {
        var result = MarkdownLinkText()
        for index in 0..<items {
            if index > 0 { result.append(Int.random(in: 0..<8, using: &random) == 0 ? "\n" : " ") }
            if Int.random(in: 0..<3, using: &random) == 0 {
                let url = urls.randomElement(using: &random)!
                let schemeless = String(url.drop { $0 != "/" }.dropFirst(2))
                let host = String(schemeless.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
                let label = [url, schemeless, host, labels.randomElement(using: &random)!, labels.randomElement(using: &random)!]
                    .randomElement(using: &random)!
                result.appendLink(label: label, url: url)
            } else {
                result.append(words.randomElement(using: &random)!)
            }
        }
        return result
    }

    mutating func append(_ plain: String) {
        text += plain
        for style in posted.keys { posted[style]! += plain }
    }

    mutating func appendLink(label: String, url: String) {
        let markup = "[\(label)](\(url))"
        text += markup
        links.append((label, url))
        posted[.asWritten]! += markup
        posted[.labelWithLink]! += label
        let schemeless = String(url.drop { $0 != "/" }.dropFirst(2))
        let host = String(schemeless.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
        posted[.labelThenURL]! += label == url || label == schemeless || label == host ? url : "\(label) (\(url))"
    }
}
