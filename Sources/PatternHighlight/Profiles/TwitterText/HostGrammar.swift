/// twitter-text's URL host grammar, evaluated in Swift over UTF-8 bytes.
///
/// `validDomain.js` is `subdomain* domainName (gTLD | ccTLD | punycode)`. Every label is a run of domain
/// characters, `-` and `_` that ends at a `.`; because `.` is not in the run, a label is always the *whole*
/// run, so the only freedom the regex has is how many labels are subdomains. A subdomain starts and ends with a
/// domain character; the domain name (the last label before the TLD) also has no `_`. The regex's greedy
/// `subdomain*` tries the most labels first, so the host is the longest label chain whose last label is a valid
/// domain name followed by a TLD. This file computes exactly that, with the TLD lists as a trie
/// (``TLDMatcher``) instead of a 1,574-way alternation, in one forward walk.
enum HostGrammar {
    /// The outcome of matching the host grammar from one start.
    struct Attempt {
        /// Where the host ends (after its TLD), when it matched.
        var hostEnd: Int?
        /// On failure: the last dot of the chain's subdomain labels after the first. A later start inside one of
        /// the labels ending at the dots in `(firstDot, subdomainsEnd]` can only match with that label as its domain
        /// name (see ``URLScanner``).
        var subdomainsEnd: Int?
    }

    /// Matches the host grammar from `start` (a domain character), whose first label ends at the `.` at
    /// `firstDot`. `limit` is the end of the paragraph.
    ///
    /// Walks the chain once, forward, keeping the TLD found after the *last* label that may be a domain name:
    /// the regex's greedy `subdomain*` prefers the most labels.
    ///
    /// - Complexity: O(length of the label chain) plus one TLD lookup per label.
    /// `characters`: what labels consist of (the reference's, by default).
    static func attempt(
        in bytes: [UInt8], from start: Int, firstDot: Int, limit: Int, tlds: TLDMatcher,
        characters: HostCharacters = .javaScript
    ) -> Attempt {
        let last = UTF8Scalars.previousStart(in: bytes, before: firstDot)
        guard characters.isDomainCharacter(UTF8Scalars.scalar(in: bytes, at: last).value) else { return Attempt() }
        var hostEnd: Int?
        if !containsUnderscore(bytes, start..<firstDot) {
            hostEnd = tlds.match(in: bytes, at: firstDot + 1, limit: limit)
        }
        var dot = firstDot
        while true {
            let labelStart = dot + 1
            let labelEnd = labelRunEnd(in: bytes, from: labelStart, limit: limit, characters: characters)
            guard labelEnd > labelStart, labelEnd < limit, bytes[labelEnd] == UInt8(ascii: ".") else { break }
            let first = UTF8Scalars.scalar(in: bytes, at: labelStart).value
            let last = UTF8Scalars.scalar(in: bytes, at: UTF8Scalars.previousStart(in: bytes, before: labelEnd)).value
            // A label that cannot be a subdomain cannot be a domain name either: the chain stops before it.
            guard characters.isDomainCharacter(first), characters.isDomainCharacter(last) else { break }
            if !containsUnderscore(bytes, labelStart..<labelEnd), let end = tlds.match(in: bytes, at: labelEnd + 1, limit: limit) {
                hostEnd = end
            }
            dot = labelEnd
        }
        if let hostEnd { return Attempt(hostEnd: hostEnd) }
        return Attempt(subdomainsEnd: dot > firstDot ? dot : nil)
    }

    /// The end of the run of label characters (domain characters, `-`, `_`) starting at `start`.
    static func labelRunEnd(
        in bytes: [UInt8], from start: Int, limit: Int, characters: HostCharacters = .javaScript
    ) -> Int {
        var position = start
        while position < limit {
            let byte = bytes[position]
            if byte < 0x80 {
                guard characters.isLabelCharacter(UInt32(byte)) else { break }
                position += 1
            } else {
                let scalar = UTF8Scalars.scalar(in: bytes, at: position)
                guard characters.isLabelCharacter(scalar.value) else { break }
                position += scalar.length
            }
        }
        return position
    }

    /// The hosts `validAsciiDomain.js` finds inside `bytes[host]`, left to right: runs of ASCII letters, digits,
    /// `-` and Latin accents joined by dots and ended by a TLD, which may be followed by anything but
    /// `[0-9A-Za-z@+-]` or the end of the host. This is how a protocol-less URL keeps only its ASCII part
    /// (`example.comてすとtwitter.みんな` gives `example.com` and `twitter.みんな`).
    ///
    /// - Complexity: O(host length) plus one TLD lookup per dot.
    static func asciiHosts(in bytes: [UInt8], _ host: Range<Int>, tlds: TLDMatcher) -> [Range<Int>] {
        var hosts: [Range<Int>] = []
        var position = host.lowerBound
        while position < host.upperBound {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            guard GrammarCharacters.isASCIIDomainLabelCharacter(scalar.value) else {
                position += scalar.length
                continue
            }
            var runEnd = asciiRunEnd(in: bytes, from: position, limit: host.upperBound)
            guard runEnd < host.upperBound, bytes[runEnd] == UInt8(ascii: ".") else {
                position = runEnd
                continue
            }
            // Every start inside this chain sees the same dots and TLD positions (or fewer): one attempt decides.
            var dots = [runEnd]
            while true {
                let labelStart = runEnd + 1
                let labelEnd = asciiRunEnd(in: bytes, from: labelStart, limit: host.upperBound)
                guard labelEnd > labelStart, labelEnd < host.upperBound, bytes[labelEnd] == UInt8(ascii: ".") else { break }
                dots.append(labelEnd)
                runEnd = labelEnd
            }
            var matchedEnd: Int?
            for dot in dots.reversed() {
                if let end = tlds.match(in: bytes, at: dot + 1, limit: host.upperBound) {
                    matchedEnd = end
                    break
                }
            }
            if let end = matchedEnd {
                hosts.append(position..<end)
                position = end
            } else {
                position = dots[dots.count - 1] + 1
            }
        }
        return hosts
    }

    private static func asciiRunEnd(in bytes: [UInt8], from start: Int, limit: Int) -> Int {
        var position = start
        while position < limit {
            let scalar = UTF8Scalars.scalar(in: bytes, at: position)
            guard GrammarCharacters.isASCIIDomainLabelCharacter(scalar.value) else { break }
            position += scalar.length
        }
        return position
    }

    private static func containsUnderscore(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        for index in range where bytes[index] == UInt8(ascii: "_") { return true }
        return false
    }
}
