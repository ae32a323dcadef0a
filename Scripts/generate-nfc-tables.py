#!/usr/bin/env python3
"""Regenerates the canonical composition table of `CanonicalComposer` (development only).

`CanonicalComposer` composes, without the standard library, the spans that NFC changes in the text a post is
usually made of: letters with combining diacritical marks (U+0300–U+036F), Arabic letters with hamza and madda
(U+0653–U+0655), kana with voiced and semi-voiced sound marks (U+3099, U+309A) and Hangul jamo. It needs, from the
Unicode Character Database (Debian's `unicode-data`, /usr/share/unicode: UnicodeData.txt and
CompositionExclusions.txt, the same release the host tables come from; read here, never at run time):

  * the canonical combining class of each of those marks (0 for none: a mark this composer does not take);
  * every pair (starter, mark) that NFC composes, with its composite: a canonical decomposition into two scalars
    whose first is a starter and whose composite is not listed in CompositionExclusions.txt;
  * the scalars among those `NFCNormalization.isStable` accepts that have a canonical decomposition, which a mark
    after them may force apart (`é` then a dot below becomes `ẹ́`): the composer leaves a span to the standard
    library when a mark follows one of those (Hangul syllables, decomposed algorithmically, are not listed).

Canonical combining classes, compositions and decompositions of assigned characters do not change between Unicode
versions (the stability policy), so the table holds under the standard library's newer Unicode too; the tests
compare the composer with the standard library's normaliser on every pair and on random sequences.

Writes Sources/PatternHighlight/Counting/Tables/CanonicalCompositions.swift.
Usage: apt-get install -y unicode-data && python3 Scripts/generate-nfc-tables.py   (from the package root)
"""
import pathlib
import sys

UCD = pathlib.Path('/usr/share/unicode')

MARK_RANGES = [(0x0300, 0x036F), (0x0653, 0x0655), (0x3099, 0x309A)]
# The ranges `NFCNormalization.isStable` accepts above U+0300 (and everything below it).
STABLE_RANGES = [(0x0000, 0x02FF), (0x0400, 0x0482), (0x048A, 0x04FF), (0x0600, 0x060F), (0x061B, 0x064A),
                 (0x0660, 0x066F), (0x0671, 0x06D3), (0x2002, 0x206F), (0x20E3, 0x20E3), (0x2190, 0x2328),
                 (0x232B, 0x2ADB), (0x2ADD, 0x2BFF), (0x3000, 0x3029), (0x3030, 0x3098), (0x309B, 0x30FF),
                 (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xFE00, 0xFE0F), (0xFF01, 0xFF60), (0x1F000, 0x1FAFF),
                 (0xE0000, 0xE007F)]


def read_ucd():
    """Canonical combining classes and canonical decompositions (`{scalar: [parts]}`) from UnicodeData.txt, and the
    composition exclusions."""
    if not (UCD / 'UnicodeData.txt').exists():
        sys.exit('/usr/share/unicode/UnicodeData.txt is missing: apt-get install -y unicode-data')
    classes, decompositions = {}, {}
    for line in (UCD / 'UnicodeData.txt').read_text().splitlines():
        fields = line.split(';')
        value = int(fields[0], 16)
        if fields[1].endswith(', First>'):
            continue  # ranges (CJK, Hangul syllables) have class 0 and no listed decomposition
        classes[value] = int(fields[3])
        if fields[5] and not fields[5].startswith('<'):
            decompositions[value] = [int(part, 16) for part in fields[5].split()]
    exclusions = set()
    for line in (UCD / 'CompositionExclusions.txt').read_text().splitlines():
        code = line.split('#')[0].strip()
        if code:
            exclusions.add(int(code, 16))
    return classes, decompositions, exclusions


def main():
    classes, decompositions, exclusions = read_ucd()
    # A mark with a decomposition of its own (U+0340, U+0341, U+0343, U+0344) is left to the standard library.
    mark_classes = {value: classes.get(value, 0) for low, high in MARK_RANGES for value in range(low, high + 1)
                    if classes.get(value, 0) and value not in decompositions}
    pairs = []
    for value, parts in decompositions.items():
        # Composable: two parts, the first a starter, the composite not excluded (nor a singleton: one part).
        if len(parts) == 2 and parts[1] in mark_classes and classes.get(parts[0], 0) == 0 and value not in exclusions:
            pairs.append((parts[0], parts[1], value))
    pairs.sort()
    decomposable = sorted(value for value in decompositions
                          if any(low <= value <= high for low, high in STABLE_RANGES))

    def wrapped(items, per_line):
        lines = []
        for start in range(0, len(items), per_line):
            lines.append('        ' + ', '.join(items[start:start + per_line]) + ',')
        return '\n'.join(lines)

    diacritical = [mark_classes.get(value, 0) for value in range(0x0300, 0x0370)]
    others = sorted((value, combining) for value, combining in mark_classes.items() if value >= 0x0370)
    other_cases = '\n'.join(f'        case 0x{value:04X}: return {combining}' for value, combining in others)
    out = pathlib.Path('Sources/PatternHighlight/Counting/Tables/CanonicalCompositions.swift')
    out.write_text(f'''// Generated by Scripts/generate-nfc-tables.py from UnicodeData.txt and CompositionExclusions.txt (Debian
// unicode-data). Do not edit by hand.

/// The Unicode data ``CanonicalComposer`` composes with (the script says what each table holds).
enum CanonicalCompositions {{
    /// The canonical combining class of each scalar from U+0300 to U+036F, 0 for one the composer does not take.
    static let diacriticalMarkClasses: [UInt8] = [
{wrapped([str(c) for c in diacritical], 16)}
    ]

    /// The canonical combining class of the marks the composer takes above U+036F, else 0.
    static func otherMarkClass(_ scalar: UInt32) -> UInt8 {{
        switch scalar {{
{other_cases}
        default: return 0
        }}
    }}

    /// Every pair NFC composes whose second scalar is one of the marks above, as `(starter << 32 | mark,
    /// composite)`, sorted by key.
    static let pairs: [(key: UInt64, composite: UInt32)] = [
{wrapped([f"(0x{s:04X}_{m:08X}, 0x{c:04X})" for s, m, c in pairs], 4)}
    ]

    /// The scalars `NFCNormalization.isStable` accepts that have a canonical decomposition (Hangul syllables
    /// aside), sorted.
    static let decomposableStableScalars: [UInt32] = [
{wrapped([f"0x{v:04X}" for v in decomposable], 10)}
    ]
}}
''')
    print(f'{len(mark_classes)} marks, {len(pairs)} pairs, {len(decomposable)} decomposable stable scalars -> {out}')


if __name__ == '__main__':
    main()
