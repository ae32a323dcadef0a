import Testing
@_spi(Testing) @testable import PatternHighlight

/// Markdown links (`Highlighter.Options.markdownLinks`): which `[label](url)` are entities in every profile, their
/// values and labels, that the profile finds nothing inside one, that nothing changes without the option, and which
/// labels are link facades.
@Suite struct MarkdownLinkEntityTests {
    static func highlighter(_ name: String, markdownLinks: Bool = true) throws -> Highlighter {
        Highlighter(profile: try #require(Profile.named(name)), options: markdownLinks ? .markdownLinks : [])
    }

    /// Text → the links' texts, the same in every profile.
    static let cases: [(String, [String])] = [
        ("[docs](https://example.com)", ["[docs](https://example.com)"]),
        ("see [a b](http://x.org/p?q=1#f) now", ["[a b](http://x.org/p?q=1#f)"]),
        ("[wiki](https://en.wikipedia.org/wiki/Swift_(programming_language))",
         ["[wiki](https://en.wikipedia.org/wiki/Swift_(programming_language))"]),
        ("([wiki](https://x.org/a_(b)))", ["[wiki](https://x.org/a_(b))"]),   // the outer `)` is not the URL's
        ("[x](HTTPS://EXAMPLE.COM)", ["[x](HTTPS://EXAMPLE.COM)"]),
        ("[a [b](https://x.org)", ["[a [b](https://x.org)"]),                    // the leftmost `[` before the `]`
        ("[](https://x.org)", []),                                                // no label
        ("[x](ftp://x.org)", []),                                                 // not http(s)
        ("[x](https://)", []),                                                    // nothing after the scheme
        ("[x](http://)", []),
        ("[x](hTtP://a)", ["[x](hTtP://a)"]),                                     // one byte after the scheme, any case
        ("[x](https:/a)", []),
        ("[x](https://x.org", []),                                                // not closed
        ("[x](https://x.org/a b)", []),                                           // white space in the URL
        ("[x] (https://x.org)", []),                                              // a space between `]` and `(`
        ("[a\nb](https://x.org)", []),                                            // a label of two lines
        ("[x](https://x.org/(a)", []),                                            // unbalanced
        ("[x](https://a.org)[y](https://b.org)", ["[x](https://a.org)", "[y](https://b.org)"]),
        ("[日本語 👍🏽](https://例え.jp/パス)", ["[日本語 👍🏽](https://例え.jp/パス)"]),
        ("[[[[ [ok](https://x.org) ]]]]", ["[[[[ [ok](https://x.org)"]),
    ]

    @Test(arguments: Profile.all.map(\.name))
    func linksAreFoundAsTheRuleSays(_ profile: String) throws {
        let highlighter = try Self.highlighter(profile)
        for (text, expected) in Self.cases {
            let annotation = highlighter.annotate(text)
            let links = annotation.entities.filter { $0.kind == .link }
            #expect(try links.map { try annotation.text(in: $0.range) } == expected, "\(profile): \(text.debugDescription)")
            for link in links {
                // The entity's value and label are the parts of its text.
                let label = try #require(link.label)
                #expect(try annotation.text(in: link.range) == "[\(label)](\(link.value))")
                // The profile finds nothing inside a link.
                #expect(!annotation.entities.contains { $0 != link && $0.range.overlaps(link.range) })
            }
            // The same text in a document, scanned paragraph by paragraph.
            #expect(HighlightDocument(text, highlighter: highlighter).entities == annotation.entities, "\(profile): \(text)")
        }
    }

    @Test(arguments: Profile.all.map(\.name))
    func withoutTheOptionNothingChanges(_ profile: String) throws {
        let plain = try Self.highlighter(profile, markdownLinks: false)
        #expect(!plain.profile.hasMarkdownLinks && !plain.profile.kinds.contains(.link))
        let text = "hi @bob.bsky.social #tag [docs](https://example.com/a) $AAPL https://x.org"
        let annotation = plain.annotate(text)
        #expect(!annotation.entities.contains { $0.kind == .link })
        #expect(PostedText(annotation).utf8 == annotation.utf8)
        // With the option, the profile's entities outside links stay as they were.
        let with = try Self.highlighter(profile).annotate(text)
        let links = with.entities.filter { $0.kind == .link }
        #expect(links.count == 1)
        #expect(with.entities.filter { $0.kind != .link } == annotation.entities.filter { !$0.range.overlaps(links[0].range) })
    }

    /// Label, URL → the facade's hosts, or `nil`.
    static let facades: [(String, String, LinkFacade?)] = [
        ("paypal.com", "https://evil.example", LinkFacade(shown: "paypal.com", target: "evil.example")),
        ("https://paypal.com/login", "https://evil.example/x", LinkFacade(shown: "paypal.com", target: "evil.example")),
        ("paypal.com/login", "https://evil.example", LinkFacade(shown: "paypal.com", target: "evil.example")),
        ("PayPal.COM", "https://evil.example", LinkFacade(shown: "paypal.com", target: "evil.example")),
        ("file.zip", "https://evil.example", LinkFacade(shown: "file.zip", target: "evil.example")),
        ("example.com", "https://www.example.com/a", nil),    // `www.` ignored
        ("www.example.com", "https://example.com", nil),
        ("EXAMPLE.com", "https://example.COM", nil),
        ("Node.js", "https://nodejs.org", nil),               // `js` is no top-level domain
        ("click here", "https://evil.example", nil),
        ("v1.2", "https://evil.example", nil),
        ("e.g.", "https://evil.example", nil),
        ("sub.example.com", "https://example.com", LinkFacade(shown: "sub.example.com", target: "example.com")),
    ]

    @Test func facadesAreFlaggedAsTheRuleSays() throws {
        let highlighter = try Self.highlighter("twitter")
        for (label, url, expected) in Self.facades {
            let annotation = highlighter.annotate("go [\(label)](\(url)) now")
            let link = try #require(annotation.entities.first { $0.kind == .link }, "\(label)")
            #expect(link.label == label)
            #expect(link.facade == expected, "[\(label)](\(url))")
        }
    }

    @Test func aPathologicalTextIsScannedWhole() throws {
        // Many `[`, `](` and unclosed `(`: each is looked at a bounded number of times.
        let text = String(repeating: "[a](https://x(", count: 20_000) + " [ok](https://x.org)" + String(repeating: "[[]", count: 20_000)
        let annotation = try Self.highlighter("simple").annotate(text)
        #expect(try annotation.entities.filter { $0.kind == .link }.map { try annotation.text(in: $0.range) } == ["[ok](https://x.org)"])
    }
}
