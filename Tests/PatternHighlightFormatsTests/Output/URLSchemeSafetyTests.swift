import Foundation
import Testing
@testable import PatternHighlight
@testable import PatternHighlightFormats

/// URL entities are `http`/`https` (or bare domains, linked as `https://`) in every built-in profile; other
/// schemes never become links, in any output format.
@Suite struct URLSchemeSafetyTests {
    static let hostile = [
        "javascript:alert(1)", "JaVaScRiPt:alert(document.cookie)", "javascript://example.com/%0Aalert(1)",
        "data:text/html,<script>alert(1)</script>", "data:text/html;base64,PHNjcmlwdD4=", "vbscript:msgbox(1)",
        "file:///etc/passwd", "ftp://example.com/x", "blob:https://example.com/uuid", "jar:http://x.com!/",
        "java\tscript:alert(1)", "javascript&colon;alert(1)", "\u{FF4A}avascript:alert(1)", "http:/\u{0301}/x.com",
        "https://\u{0301}x.com", "mailto:a@example.com", "tel:+1-555", "x-javascript:alert(1)", "view-source:https://x.com",
    ]

    static func isWebLink(_ value: String) -> Bool {
        let lowered = Array(value.utf8.prefix(8)).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return lowered.starts(with: Array("http://".utf8)) || lowered.starts(with: Array("https://".utf8))
    }

    @Test(arguments: Profile.all.map(\.name))
    func hostileSchemesNeverBecomeLinks(_ profileName: String) throws {
        let highlighter = Highlighter(profile: try #require(Profile.named(profileName)))
        var links = 0
        defer { #expect(links > 0, "\(profileName): some hostile texts hold a real link (x.com, example.com)") }
        for scheme in Self.hostile {
            for text in [scheme, "click \(scheme) now", "(\(scheme))", "<a href=\"\(scheme)\">x</a>"] {
                let annotation = highlighter.annotate(text)
                for entity in annotation.entities where entity.kind == .url {
                    // A bare domain inside the text may be a URL; what it links to must be the web.
                    let target = HTMLFormatter.linkTarget(entity.value)
                    #expect(target.map(Self.isWebLink) ?? true, "\(profileName): \(text.debugDescription) → \(entity.value)")
                    #expect(Self.isWebLink(entity.value) || !entity.value.contains(":") || entity.value.range(of: #"^[^/:]+\.[^/:]+:\d+"#, options: .regularExpression) != nil,
                            "\(profileName): \(text.debugDescription) → URL value \(entity.value.debugDescription) has a scheme")
                }
                let html = String(decoding: HTMLFormatter().format(annotation), as: UTF8.self)
                for href in html.components(separatedBy: "href=\"").dropFirst() {
                    #expect(Self.isWebLink(href), "\(profileName): \(text.debugDescription) → href=\"\(href.prefix(40))")
                }
                // Facets (bluesky's format, but any annotation can be written as facets): link URIs are web.
                let facets = try JSONValue(parsing: FacetsFormatter().format(annotation))
                guard case .array(let list)? = facets["facets"] else { Issue.record("no facets list"); continue }
                for facet in list {
                    guard case .array(let features)? = facet["features"] else { continue }
                    for feature in features where feature["$type"]?.stringValue == FacetsFormatter.FeatureType.link {
                        let uri = feature["uri"]?.stringValue ?? ""
                        #expect(Self.isWebLink(uri), "\(profileName): \(text.debugDescription) → facet uri \(uri)")
                        links += 1
                    }
                }
                // JSON: every url entity's value is what was checked above; the output parses.
                #expect((try? JSONValue(parsing: AnnotationJSONFormatter().format(annotation))) != nil)
            }
        }
    }

    @Test(arguments: [
        ("http://\u{0301}t.co/x", "http://\u{0301}t.co/x"),  // fuzz finding: a combining mark must not hide the scheme
        ("HTTPS://A.COM", "HTTPS://A.COM"),
        ("javascript:alert(1)", nil), ("JAVASCRIPT:x", nil), ("data:,x", nil), ("x.com:80/a", "https://x.com:80/a"),
        ("localhost:80", nil), ("a.b:c", nil), ("\u{0301}http://x.com", "https://\u{0301}http://x.com"),
    ] as [(String, String?)])
    func linkTargetsCompareSchemesAsBytes(_ value: String, _ target: String?) {
        #expect(HTMLFormatter.linkTarget(value) == target)
    }
}
