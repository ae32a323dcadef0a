#!/usr/bin/env python3
"""Regenerates the emoji-sequence pattern that twitter counting uses (development only).

twitter-text 3.1's parseTweet (configuration v3) counts every match of twemoji-parser's emoji regex as one
default-weight character. That regex is written for JavaScript without the `u` flag: it matches UTF-16 code units,
so every astral emoji is a high surrogate followed by a low surrogate or a class of them. This script reads the
regex from the reference bundle (../shared/reference/twitter-text/twitter-text-3.1.0.js, which bundles
twemoji-parser, MIT) and rewrites it for PCRE2 over Unicode scalars: each high-surrogate atom followed by a
low-surrogate atom becomes one class of code points; everything else (alternation order, groups, `?`, the
negative lookaheads) is kept as it is, so a backtracking engine tries the same alternatives in the same order and
finds the same matches.

Usage: python3 Scripts/generate-emoji-pattern.py   (from the package root)
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
bundle = root.parent / "shared" / "reference" / "twitter-text" / "twitter-text-3.1.0.js"
out = root / "Sources" / "PatternHighlight" / "Counting" / "TwemojiPattern.swift"


def source_regex():
    text = bundle.read_text(encoding="utf-8")
    found = re.search(r"exports\.default = /((?:\\.|[^/\\])+)/g;", text)
    if not found:
        sys.exit("emoji regex not found in " + str(bundle))
    return found.group(1)


def tokens(regex):
    """Structural tokens and atoms; an atom is ('atom', sorted list of (first, last) UTF-16 unit ranges)."""
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


def scalar_class(ranges):
    merged = []
    for first, last in sorted(ranges):
        if merged and first <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], last))
        else:
            merged.append((first, last))
    parts = []
    for first, last in merged:
        parts.append("\\x{%X}" % first if first == last else "\\x{%X}-\\x{%X}" % (first, last))
    if len(merged) == 1 and merged[0][0] == merged[0][1]:
        return parts[0]
    return "[" + "".join(parts) + "]"


def convert(items):
    output = []
    index = 0
    while index < len(items):
        kind, ranges = items[index]
        if kind != "atom":
            output.append(kind)
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
            output.append(scalar_class(scalars))
            index += 2
            continue
        if has_surrogate(ranges):
            sys.exit("a lone or mixed surrogate atom at token %d" % index)
        output.append(scalar_class(ranges))
        index += 1
    return "".join(output)


def main():
    pattern = convert(tokens(source_regex()))
    lines = []
    line = ""
    for piece in re.split(r"(?<=\|)", pattern):
        if len(line) + len(piece) > 100:
            lines.append(line)
            line = ""
        line += piece
    lines.append(line)
    body = [
        "// Generated by Scripts/generate-emoji-pattern.py from twemoji-parser's emoji regex in",
        "// ../shared/reference/twitter-text/twitter-text-3.1.0.js (twemoji-parser, MIT). Do not edit by hand.",
        "",
        "/// twemoji-parser's emoji regex (the one twitter-text 3.1's `parseTweet` uses), rewritten for PCRE2 over",
        "/// Unicode scalars: the same alternatives in the same order, each surrogate pair turned into one scalar class.",
        "enum TwemojiPattern {",
        "    static let pattern: String = \"\"\"",
    ]
    body += ["        " + text.replace("\\", "\\\\") + "\\" for text in lines[:-1]]
    body += ["        " + lines[-1].replace("\\", "\\\\"), "        \"\"\"", "}", ""]
    out.write_text("\n".join(body), encoding="utf-8")
    print("wrote %s (%d characters of pattern)" % (out.relative_to(root), len(pattern)))


main()
