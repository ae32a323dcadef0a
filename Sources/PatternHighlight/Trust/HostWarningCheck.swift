/// UTS #39 on a host, label by label: the rules behind ``HostWarning``.
///
/// A label is flagged, in this order of reasons, when
/// - **invisible**: ICU's invisible-character check (in the label's NFD, one non-spacing mark twice in one
///   combining sequence), or a zero-width joiner or non-joiner not after a virama (IDNA 2008's CONTEXTJ rule, in
///   its virama half), or a character the ``Highlighter`` never lets into an entity (``SpoofingCharacters``);
/// - **mixed-script**: it is not ASCII and fails UTS #39 §5.2's highly restrictive level: its resolved script set
///   (``ScriptSet/resolved(_:skipping:)``) is empty, and without Latin it is not Han with Bopomofo, Japanese or
///   Korean;
/// - **mixed-numbers**: its decimal digits come from more than one script's digit set;
/// - **confusable**: it is not the top-level label, and its letters (all but ASCII digits and `-`) are all
///   Cyrillic, or all Greek, letters whose skeleton is Latin (``LatinLookalikes``), while the top-level label's
///   scripts do not include that script (`аррӏе.com` is flagged, `сайт.рф` is not).
///
/// A label written in Punycode (`xn--`, any case) is checked as the Unicode label it decodes to
/// (``DomainToUnicode``), so `xn--80ak6aa92e.com` warns as `аррӏе.com` does; one that does not decode is flagged
/// **invalid-punycode**, in its place among the labels.
///
/// The first three are ICU's `uspoof_check` with `USPOOF_RESTRICTION_LEVEL` (highly restrictive),
/// `USPOOF_INVISIBLE` and `USPOOF_MIXED_NUMBERS`, from generated tables instead of ICU (no system library on
/// Apple platforms, one Unicode version wherever the package builds); the joiner rule is ours (ICU's check
/// lets `pay\u{200D}pal` through). ASCII hosts without an `xn--` label are never flagged and cost a pass or two over their
/// bytes; hosts over
/// ``maximumHostBytes`` are not checked (they are no DNS name).
enum HostWarningCheck {
    /// The warning for `host` (as written: any case, labels separated by `.` or an ideographic full stop), or
    /// `nil` when no label is flagged.
    ///
    /// - Complexity: O(n) for an ASCII host; O(n log t) otherwise, t the size of the tables.
    static func warning(forHost host: Substring) -> HostWarning? {
        guard host.utf8.count <= maximumHostBytes else { return nil }
        if host.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = Array(host.utf8)
            guard DomainToUnicode.mayHoldACELabel(bytes, 0..<bytes.count) else { return nil }
        }
        var labels: [[Unicode.Scalar]] = [[]]
        for scalar in host.unicodeScalars {
            if isLabelSeparator(scalar) { labels.append([]) } else { labels[labels.count - 1].append(scalar) }
        }
        if labels.count > 1, labels[labels.count - 1].isEmpty { labels.removeLast() }  // "example.com."
        // An `xn--` label is checked as the Unicode label it stands for; one that stands for none is flagged.
        var undecodable: Set<Int> = []
        for index in labels.indices where DomainToUnicode.isACELabel(labels[index]) {
            if let decoded = DomainToUnicode.decodedLabel(labels[index]) { labels[index] = decoded } else { undecodable.insert(index) }
        }
        let topLevelScripts = ScriptSet.resolved(labels[labels.count - 1])
        for (index, label) in labels.enumerated() {
            let isTopLevel = index == labels.count - 1
            guard let reason = undecodable.contains(index)
                ? .invalidPunycode : reason(forLabel: label, topLevelScripts: isTopLevel ? nil : topLevelScripts)
            else { continue }
            let ascii = DomainToASCII.map(String(host), keepingJoiners: true) ?? String(host)
            return HostWarning(reason: reason, ascii: ascii)
        }
        return nil
    }

    /// Hosts longer than this many UTF-8 bytes are not checked: no DNS name is that long (each scalar, at most
    /// four UTF-8 bytes, is at least one byte of the ASCII form, which DNS caps at 253), and Punycode's cost grows
    /// with the square of a label, so a pasted megabyte of "host" must not reach it.
    static let maximumHostBytes = 1_024

    /// Why `label` is flagged, or `nil`. `topLevelScripts`: the resolved scripts of the host's top-level label,
    /// `nil` for the top-level label itself (never ``HostWarning/Reason/confusable``).
    static func reason(forLabel label: [Unicode.Scalar], topLevelScripts: ScriptSet?) -> HostWarning.Reason? {
        guard !label.allSatisfy(\.isASCII) else { return nil }
        if hasInvisible(label) { return .invisible }
        if !isHighlyRestrictive(label) { return .mixedScript }
        if hasMixedNumbers(label) { return .mixedNumbers }
        if let topLevelScripts, isLatinLookalike(label, topLevelScripts: topLevelScripts) { return .confusable }
        return nil
    }

    /// `.` and the ideographic full stops that UTS #46 maps to it.
    private static func isLabelSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E, 0x3002, 0xFF0E, 0xFF61: return true
        default: return false
        }
    }

    /// UTS #39 §5.2 up to the highly restrictive level, for a label that is not all ASCII.
    private static func isHighlyRestrictive(_ label: [Unicode.Scalar]) -> Bool {
        if !ScriptSet.resolved(label).isEmpty { return true }
        let withoutLatin = ScriptSet.resolved(label, skipping: .latin)
        return withoutLatin.intersects(.hanWithBopomofo) || withoutLatin.intersects(.japanese)
            || withoutLatin.intersects(.korean)
    }

    /// Decimal digits of more than one digit set (told apart by their zero).
    private static func hasMixedNumbers(_ label: [Unicode.Scalar]) -> Bool {
        var zero: UInt32?
        for scalar in label where scalar.properties.generalCategory == .decimalNumber {
            guard let value = scalar.properties.numericValue else { continue }
            let thisZero = scalar.value - UInt32(value)
            if let zero, zero != thisZero { return true }
            zero = thisZero
        }
        return false
    }

    /// ICU's invisible check on the label's NFD, the joiner rule and ``SpoofingCharacters``.
    private static func hasInvisible(_ label: [Unicode.Scalar]) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in label {
            if SpoofingCharacters.isSpoofing(scalar.value) { return true }
            if scalar.value == 0x200C || scalar.value == 0x200D,
               previous?.properties.canonicalCombiningClass.rawValue != 9 {
                return true
            }
            previous = scalar
        }
        var marks: [UInt32] = []  // the non-spacing marks of the current combining sequence
        var repeated = false
        func visit(_ value: UInt32) {
            guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory == .nonspacingMark else {
                marks.removeAll(keepingCapacity: true)
                return
            }
            if marks.contains(value) { repeated = true }
            marks.append(value)
        }
        for scalar in label {
            let index = CanonicalDecomposition.scalars.partitioningIndex { $0 >= scalar.value }
            if index < CanonicalDecomposition.scalars.count, CanonicalDecomposition.scalars[index] == scalar.value {
                let parts = Int(CanonicalDecomposition.offsets[index])..<Int(CanonicalDecomposition.offsets[index + 1])
                for part in parts { visit(CanonicalDecomposition.parts[part]) }
            } else {
                visit(scalar.value)
            }
            if repeated { return true }
        }
        return false
    }

    /// Whether the label's letters are all Cyrillic, or all Greek, Latin look-alikes, under a top-level label of
    /// another script.
    private static func isLatinLookalike(_ label: [Unicode.Scalar], topLevelScripts: ScriptSet) -> Bool {
        let letters = label.filter { !(("0"..."9").contains($0) || $0 == "-") }
        guard !letters.isEmpty else { return false }
        for (table, script) in [(LatinLookalikes.cyrillic, ScriptSet.cyrillic), (LatinLookalikes.greek, .greek)] {
            let all = letters.allSatisfy { letter in
                let index = table.partitioningIndex { $0 >= letter.value }
                return index < table.count && table[index] == letter.value
            }
            if all { return !topLevelScripts.intersects(script) }
        }
        return false
    }
}
