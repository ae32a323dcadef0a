#!/usr/bin/env python3
"""Regenerates what twitter counting knows of twemoji-parser's emoji regex (development only).

twitter-text 3.1's parseTweet (configuration v3) counts every match of twemoji-parser's emoji regex as one
default-weight character. This script reads that regex from the reference bundle
(../shared/reference/twitter-text/twitter-text-3.1.0.js, which bundles twemoji-parser, MIT) and writes two files:

  Sources/PatternHighlight/Profiles/Twitter/Tables/TwemojiSequences.swift
      the sequence table that TwemojiMatcher walks: a trie over Unicode scalars whose nodes say how long the
      regex's match is when the text leaves the trie there;
  Tests/PatternHighlightTests/Profiles/Twitter/Counting/TwemojiPattern.swift
      the regex rewritten for PCRE2 over Unicode scalars, which the tests run against the table.

The regex is written for JavaScript without the `u` flag: it matches UTF-16 code units, so every astral emoji is a
high surrogate followed by a low surrogate or a class of them. Each such pair of atoms becomes one class of code
points; everything else (alternation order, groups, `?`, the negative lookaheads) is kept.

The table. The regex has no repetition besides `?`, so it is a finite, ordered list of paths: sequences of scalar
classes, with the negative lookaheads `(?!X)` (X one class) between them. A backtracking engine answers at a
position with the first path, in that order, that the text there begins with (alternatives left to right, a `?`
first with its atom and then without), which is not always the longest. Every path that the text begins with ends
on the one walk down the trie that the text spells, so the answer at each node of that walk is known when the table
is built: the earliest path ending at that node or above it. A lookahead in the middle of a path only removes
scalars from the class after it; one at the end of a path makes the answer at its node depend on the scalar after
the walk, so each node has two answers, for a next scalar inside the lookahead's class and outside it (or none). The
trie is then reduced to its distinct nodes, and each node's children are given as ranges of scalars.

Usage: python3 Scripts/generate-twemoji-tables.py   (from the package root)
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
bundle = root.parent / "shared" / "reference" / "twitter-text" / "twitter-text-3.1.0.js"
table_out = root / "Sources" / "PatternHighlight" / "Profiles" / "Twitter" / "Tables" / "TwemojiSequences.swift"
pattern_out = root / "Tests" / "PatternHighlightTests" / "Profiles" / "Twitter" / "Counting" / "TwemojiPattern.swift"
source_note = "../shared/reference/twitter-text/twitter-text-3.1.0.js (twemoji-parser, MIT). Do not edit by hand."


def source_regex():
    text = bundle.read_text(encoding="utf-8")
    found = re.search(r"exports\.default = /((?:\\.|[^/\\])+)/g;", text)
    if not found:
        sys.exit("emoji regex not found in " + str(bundle))
    return found.group(1)


def tokens(regex):
    """Structural tokens and atoms; an atom is ('atom', list of (first, last) UTF-16 unit ranges)."""
    position = 0

    def unit():
        nonlocal position
        if regex.startswith("\\u", position):
            value = int(regex[position + 2:position + 6], 16)
            position += 6
            return value
        if regex[position] == "\\":
            sys.exit("unsupported escape at %d" % position)
        value = ord(regex[position])
        position += 1
        return value

    result = []
    while position < len(regex):
        for structure in ("(?:", "(?!", "(", ")", "|", "?"):
            if regex.startswith(structure, position):
                result.append((structure, None))
                position += len(structure)
                break
        else:
            if regex[position] in "*+{.^$":
                sys.exit("unsupported syntax %r at %d" % (regex[position], position))
            if regex[position] == "[":
                position += 1
                if regex[position] == "^":
                    sys.exit("unsupported negated class at %d" % position)
                ranges = []
                while regex[position] != "]":
                    first = unit()
                    last = first
                    if regex[position] == "-" and regex[position + 1] != "]":
                        position += 1
                        last = unit()
                    ranges.append((first, last))
                position += 1
                result.append(("atom", ranges))
            else:
                value = unit()
                result.append(("atom", [(value, value)]))
    return result


def is_high(ranges):
    return all(0xD800 <= first and last <= 0xDBFF for first, last in ranges)


def is_low(ranges):
    return all(0xDC00 <= first and last <= 0xDFFF for first, last in ranges)


def has_surrogate(ranges):
    return any(first <= 0xDFFF and last >= 0xD800 for first, last in ranges)


def merged(ranges):
    result = []
    for first, last in sorted(ranges):
        if result and first <= result[-1][1] + 1:
            result[-1] = (result[-1][0], max(result[-1][1], last))
        else:
            result.append((first, last))
    return result


def scalar_tokens(items):
    """`items` with each high-surrogate atom and the low-surrogate atom after it turned into one atom of scalars."""
    output = []
    index = 0
    while index < len(items):
        kind, ranges = items[index]
        if kind != "atom":
            output.append((kind, None))
            index += 1
            continue
        if is_high(ranges):
            following = items[index + 1] if index + 1 < len(items) else (None, None)
            if following[0] != "atom" or not is_low(following[1]):
                sys.exit("a high surrogate not followed by low surrogates at token %d" % index)
            if index + 2 < len(items) and items[index + 2][0] == "?":
                sys.exit("a quantifier on the low half of a surrogate pair at token %d" % index)
            scalars = []
            for high_first, high_last in ranges:
                for high in range(high_first, high_last + 1):
                    for low_first, low_last in following[1]:
                        base = 0x10000 + ((high - 0xD800) << 10)
                        scalars.append((base + low_first - 0xDC00, base + low_last - 0xDC00))
            output.append(("atom", merged(scalars)))
            index += 2
            continue
        if has_surrogate(ranges):
            sys.exit("a lone or mixed surrogate atom at token %d" % index)
        output.append(("atom", merged(ranges)))
        index += 1
    return output


def pcre_class(ranges):
    parts = ["\\x{%X}" % first if first == last else "\\x{%X}-\\x{%X}" % (first, last) for first, last in ranges]
    if len(ranges) == 1 and ranges[0][0] == ranges[0][1]:
        return parts[0]
    return "[" + "".join(parts) + "]"


def pcre_pattern(items):
    return "".join(pcre_class(ranges) if kind == "atom" else kind for kind, ranges in items)


# Parsing into a tree: ('alt', [sequences]), ('seq', [items]), ('atom', ranges), ('opt', item), ('not', item).


def parse(items):
    position = 0

    def alternation():
        nonlocal position
        branches = [sequence()]
        while position < len(items) and items[position][0] == "|":
            position += 1
            branches.append(sequence())
        return ("alt", branches)

    def sequence():
        nonlocal position
        parts = []
        while position < len(items) and items[position][0] not in ("|", ")"):
            kind, ranges = items[position]
            position += 1
            if kind == "atom":
                part = ("atom", ranges)
            elif kind in ("(?:", "(", "(?!"):
                inner = alternation()
                if position >= len(items) or items[position][0] != ")":
                    sys.exit("unbalanced group at token %d" % position)
                position += 1
                part = ("not", inner) if kind == "(?!" else inner
            else:
                sys.exit("unexpected %r at token %d" % (kind, position - 1))
            if position < len(items) and items[position][0] == "?":
                position += 1
                if part[0] == "not":
                    sys.exit("a quantifier on a lookahead at token %d" % position)
                part = ("opt", part)
            parts.append(part)
        return ("seq", parts)

    tree = alternation()
    if position != len(items):
        sys.exit("unbalanced `)` at token %d" % position)
    return tree


def lookahead_class(tree):
    """The scalars a negative lookahead rules out: it must hold one path of one atom."""
    paths = expand(tree)
    if len(paths) != 1 or len(paths[0]) != 1 or paths[0][0][0] != "atom":
        sys.exit("unsupported lookahead: only (?!X) with X one class is handled")
    return paths[0][0][1]


def expand(tree):
    """The paths of `tree` in the order a backtracking engine tries them; a path is a tuple of ('atom', ranges) and
    ('not', ranges) steps."""
    kind, value = tree
    if kind == "atom":
        return [(("atom", value),)]
    if kind == "not":
        return [(("not", lookahead_class(value)),)]
    if kind == "opt":
        return expand(value) + [()]
    if kind == "alt":
        return [path for branch in value for path in expand(branch)]
    paths = [()]
    for part in value:
        paths = [path + tail for path in paths for tail in expand(part)]
    return paths


def subtract(ranges, removed):
    result = []
    for first, last in ranges:
        pieces = [(first, last)]
        for cut_first, cut_last in removed:
            pieces = [piece for low, high in pieces for piece in ((low, min(high, cut_first - 1)),
                                                                  (max(low, cut_last + 1), high)) if piece[0] <= piece[1]]
        result += pieces
    return result


def resolved(path):
    """`path` as its scalar classes and the class a lookahead at its end rules out after it (or None); None for a
    path that no text can take."""
    classes = []
    pending = []
    for kind, ranges in path:
        if kind == "not":
            pending = merged(pending + ranges)
        else:
            remaining = subtract(ranges, pending)
            if not remaining:
                return None
            classes.append(remaining)
            pending = []
    return classes, (pending or None)


def utf8_length(scalar):
    return 1 if scalar < 0x80 else 2 if scalar < 0x800 else 3 if scalar < 0x10000 else 4


class Node:
    def __init__(self, length):
        self.length = length  # bytes from the root
        self.children = {}
        self.ends = []  # (priority, ruled-out class after the path or None)


def build_trie(paths):
    """The trie of every scalar sequence of every path, and the one class that lookaheads at path ends rule out."""
    trie = Node(0)
    ruled_out = None
    for priority, path in enumerate(paths):
        taken = resolved(path)
        if taken is None:
            continue
        classes, after = taken
        if not classes:
            sys.exit("the regex matches the empty string")
        if after is not None:
            if ruled_out not in (None, after):
                sys.exit("lookaheads rule out different classes at path ends: %r, %r" % (ruled_out, after))
            ruled_out = after
        level = [trie]
        for ranges in classes:
            following = []
            for node in level:
                for first, last in ranges:
                    for scalar in range(first, last + 1):
                        child = node.children.get(scalar)
                        if child is None:
                            child = node.children[scalar] = Node(node.length + utf8_length(scalar))
                        following.append(child)
            level = following
        for node in level:
            node.ends.append((priority, after))
    if trie.ends:
        sys.exit("the regex matches the empty string")
    return trie, ruled_out


def contains(ranges, scalar):
    return any(first <= scalar <= last for first, last in ranges or [])


def counts(trie):
    """The trie's nodes below the root (every prefix of a sequence) and those where a sequence ends."""
    below = [child for child in trie.children.values()]
    prefixes = ends = 0
    while below:
        node = below.pop()
        prefixes += 1
        ends += 1 if node.ends else 0
        below += node.children.values()
    return prefixes, ends


def answers(trie, ruled_out):
    """Each node's two match lengths in bytes (0: no match) when the walk stops there: before a scalar outside the
    ruled-out class (or the end of the text), and before one inside it. Also the trie's depth in scalars."""
    result = {}
    deepest = 0

    def best(candidates):
        return min(candidates)[1] if candidates else 0

    def visit(node, above, depth):
        nonlocal deepest
        deepest = max(deepest, depth)
        passing = [(priority, node.length) for priority, after in node.ends]
        failing = [(priority, node.length) for priority, after in node.ends if after is None]
        outside = best(above + passing)
        inside = best(above + failing)
        # A walk that stops here before a ruled-out scalar needs the second answer only if one is not a child.
        if ruled_out is None or all(scalar in node.children for first, last in ruled_out
                                    for scalar in range(first, last + 1)):
            inside = outside
        result[id(node)] = (outside, inside)
        for scalar, child in node.children.items():
            taken = [(priority, node.length) for priority, after in node.ends if not contains(after, scalar)]
            kept = min(above + taken) if above + taken else None
            visit(child, [kept] if kept else [], depth + 1)

    visit(trie, [], 0)
    return result, deepest


def minimized(trie, lengths):
    """The distinct nodes, breadth-first from the root: each is (outside, inside, [(first, last, child index)])."""
    signatures = {}
    canonical = {}

    def signature(node):
        children = tuple(sorted((scalar, signature(child)) for scalar, child in node.children.items()))
        key = (lengths[id(node)], children)
        number = signatures.setdefault(key, len(signatures))
        canonical.setdefault(number, (lengths[id(node)], children))
        return number

    top = signature(trie)
    order = [top]
    index = {top: 0}
    position = 0
    while position < len(order):
        _, children = canonical[order[position]]
        for _, child in children:
            if child not in index:
                index[child] = len(order)
                order.append(child)
        position += 1
    nodes = []
    for number in order:
        (outside, inside), children = canonical[number]
        runs = []
        for scalar, child in children:
            if runs and runs[-1][1] == scalar - 1 and runs[-1][2] == index[child]:
                runs[-1] = (runs[-1][0], scalar, index[child])
            else:
                runs.append((scalar, scalar, index[child]))
        nodes.append((outside, inside, runs))
    return nodes


def wrapped(items, indent):
    lines = []
    line = indent
    for item in items:
        if len(line) + len(item) > 116:
            lines.append(line.rstrip())
            line = indent
        line += item
    lines.append(line.rstrip())
    return "\n".join(lines)


def write_table(nodes, ruled_out, depth, trie_counts, path_count):
    if len(ruled_out) != 1:
        sys.exit("the ruled-out class is not one range")
    edges = [edge for _, _, runs in nodes for edge in runs]
    if len(nodes) >= 1 << 16 or len(edges) >= 1 << 16 or max(max(a, b) for a, b, _ in nodes) > 255:
        sys.exit("the table outgrows its field widths")
    first_edges = []
    count = 0
    for _, _, runs in nodes:
        first_edges.append(count)
        count += len(runs)
    first_edges.append(count)
    low, high = ruled_out[0]
    body = [
        "// Generated by Scripts/generate-twemoji-tables.py from twemoji-parser's emoji regex in",
        "// " + source_note,
        "",
        "/// twemoji-parser's emoji regex (the one twitter-text 3.1's `parseTweet` uses) as a trie over Unicode scalars:",
        "/// the regex's %d paths spell %d scalar sequences (%d with their prefixes), at most %d scalars long; the"
        % (path_count, trie_counts[1], trie_counts[0], depth),
        "/// trie has %d distinct nodes and %d edges (ranges of scalars)." % (len(nodes), len(edges)),
        "///",
        "/// The walk starts at node 0 and follows the text's scalars while an edge takes them. Where it stops, the node",
        "/// gives the length in bytes of the regex's match at the walk's start (0: none), which is the leftmost-first",
        "/// alternative's, not always the longest: ``matchLengths`` holds two per node, for a next scalar outside",
        "/// ``lookaheadScalars`` (or the end of the text) and for one inside (the regex's `(?!\\uFE0E)`).",
        "enum TwemojiSequences {",
        "    /// The scalars that the regex's negative lookaheads rule out after a match.",
        "    static let lookaheadScalars: ClosedRange<UInt32> = 0x%X...0x%X" % (low, high),
        "",
        "    /// Node `n`'s match lengths at `2 * n` (next scalar outside ``lookaheadScalars``) and `2 * n + 1` (inside).",
        "    static let matchLengths: [UInt8] = [",
        wrapped(["%d, %d, " % (outside, inside) for outside, inside, _ in nodes], "        "),
        "    ]",
        "",
        "    /// Node `n`'s edges are `edges[firstEdges[n]..<firstEdges[n + 1]]`.",
        "    static let firstEdges: [UInt16] = [",
        wrapped(["%d, " % value for value in first_edges], "        "),
        "    ]",
        "",
        "    /// Each node's edges, sorted and disjoint: the first scalar (bits 40–63), the last (bits 16–39) and the",
        "    /// node they lead to (bits 0–15).",
        "    static let edges: [UInt64] = [",
        wrapped(["0x%06X_%06X_%04X, " % edge for edge in edges], "        "),
        "    ]",
        "}",
        "",
    ]
    table_out.write_text("\n".join(body), encoding="utf-8")
    print("wrote %s (%d nodes, %d edges)" % (table_out.relative_to(root), len(nodes), len(edges)))


def write_pattern(pattern):
    lines = []
    line = ""
    for piece in re.split(r"(?<=\|)", pattern):
        if len(line) + len(piece) > 100:
            lines.append(line)
            line = ""
        line += piece
    lines.append(line)
    body = [
        "// Generated by Scripts/generate-twemoji-tables.py from twemoji-parser's emoji regex in",
        "// " + source_note,
        "",
        "/// twemoji-parser's emoji regex (the one twitter-text 3.1's `parseTweet` uses), rewritten for PCRE2 over",
        "/// Unicode scalars: the same alternatives in the same order, each surrogate pair turned into one scalar class.",
        "/// The tests run it against ``TwemojiSequences``.",
        "enum TwemojiPattern {",
        "    static let pattern: String = \"\"\"",
    ]
    body += ["        " + text.replace("\\", "\\\\") + "\\" for text in lines[:-1]]
    body += ["        " + lines[-1].replace("\\", "\\\\"), "        \"\"\"", "}", ""]
    pattern_out.write_text("\n".join(body), encoding="utf-8")
    print("wrote %s (%d characters of pattern)" % (pattern_out.relative_to(root), len(pattern)))


def main():
    items = scalar_tokens(tokens(source_regex()))
    write_pattern(pcre_pattern(items))
    paths = expand(parse(items))
    trie, ruled_out = build_trie(paths)
    lengths, depth = answers(trie, ruled_out)
    write_table(minimized(trie, lengths), ruled_out, depth, counts(trie), len(paths))


main()
