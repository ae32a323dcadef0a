/// The parts of twitter-text's URL scan (``URLScanner``) that a platform built on it changes: its schemes,
/// what follows a host (`:port/path?query`), and whether the reference matches UTF-16 code units or code points.
/// Each profile declares its own in its folder: twitter's (``TwitterRules/urlDialect``) is the JavaScript reference's;
/// Mastodon's (`MastodonURLRules`) is the Ruby gem's with Mastodon's changed expressions. A class, made once per
/// profile: a scanner made per paragraph then holds one reference, not a copy of every part.
final class URLDialect: Sendable {
    /// The schemes a URL may be written with.
    let schemes: URLSchemes
    /// What a host's labels are made of.
    let domainCharacters: HostCharacters
    /// The TLDs a host may end with.
    let tlds: TLDMatcher
    /// `:port`, `/path` and `?query` after a host, anchored at the host's end.
    let tail: CompiledRegex
    /// The group of ``tail`` that is the path.
    let pathGroup: Int
    /// Whether ``URLTailRule`` decides ASCII tails before ``tail`` is asked: only for twitter-text's own
    /// path and query characters, which it spells out.
    let decidesASCIITails: Bool
    /// Whether the reference's regex walks UTF-16 code units (JavaScript), so that a match may start at the low
    /// surrogate of an astral character; `false` for a reference that walks code points (Ruby).
    let matchesUTF16CodeUnits: Bool
    /// Whether the reference's case-insensitive `[A-Z]` also takes U+017F and U+212A (Onigmo's case folding), so
    /// that neither may precede a URL.
    let foldsCaseAsOnigmo: Bool

    init(
        schemes: URLSchemes, domainCharacters: HostCharacters, tlds: TLDMatcher, tail: CompiledRegex,
        pathGroup: Int, decidesASCIITails: Bool, matchesUTF16CodeUnits: Bool, foldsCaseAsOnigmo: Bool
    ) {
        self.schemes = schemes
        self.domainCharacters = domainCharacters
        self.tlds = tlds
        self.tail = tail
        self.pathGroup = pathGroup
        self.decidesASCIITails = decidesASCIITails
        self.matchesUTF16CodeUnits = matchesUTF16CodeUnits
        self.foldsCaseAsOnigmo = foldsCaseAsOnigmo
    }

    /// Whether a URL may start right after `value` (`valid_url_preceding_chars`).
    @inline(__always)
    func allowsURLAfter(_ value: UInt32) -> Bool {
        GrammarCharacters.allowsURLAfter(value) && !(foldsCaseAsOnigmo && (value == 0x17F || value == 0x212A))
    }
}

/// The schemes before `://` that a URL regex's protocol group accepts, case-insensitively.
struct URLSchemes: Sendable {
    /// The scheme names, lower-case ASCII, longest first where one ends another.
    let names: [[UInt8]]
    /// Whether `s` also matches U+017F LATIN SMALL LETTER LONG S (and `k` U+212A KELVIN SIGN), as under Onigmo's
    /// case folding; JavaScript's non-Unicode `/i` does not.
    let foldsLongS: Bool

    /// `http` and `https`: twitter-text's.
    static let http = URLSchemes(names: [Array("https".utf8), Array("http".utf8)], foldsLongS: false)

    /// Where a scheme that ends at the `:` at `colon` starts, no earlier than `lowerBound`; `nil` when none does.
    func start(in bytes: [UInt8], endingAt colon: Int, lowerBound: Int) -> Int? {
        if !foldsLongS {
            // The common case, byte for byte.
            for name in names where colon - name.count >= lowerBound {
                var matches = true
                for (index, letter) in name.enumerated() where bytes[colon - name.count + index] | 0x20 != letter {
                    matches = false
                    break
                }
                if matches { return colon - name.count }
            }
            return nil
        }
        for name in names {
            var position = colon
            var matches = true
            for letter in name.reversed() {
                guard position > lowerBound else {
                    matches = false
                    break
                }
                let previous = UTF8Scalars.previousStart(in: bytes, before: position)
                let value = UTF8Scalars.scalar(in: bytes, at: previous).value
                let folded = value < 0x80 ? UInt8(value) | 0x20 : (value == 0x17F ? UInt8(ascii: "s") : value == 0x212A ? UInt8(ascii: "k") : 0)
                guard folded == letter, position - previous == 1 || value == 0x17F || value == 0x212A else {
                    matches = false
                    break
                }
                position = previous
            }
            if matches { return position }
        }
        return nil
    }
}
