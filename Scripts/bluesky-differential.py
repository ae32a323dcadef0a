#!/usr/bin/env python3
r"""Differential check of the `bluesky` profile against the Python atproto SDK's facet detection.

Generates seeded random texts full of the cases that matter (sigils, handles, domains with good and bad TLDs,
schemes in every case, trailing punctuation, every kind of JavaScript whitespace and U+0085, the invisible tag
stoppers, emoji sequences, CJK, non-ASCII digits, long tags), runs them through

  * the reference: `atproto_client.utils.facet_detection` (`detect_mentions` + `detect_facets`), with the
    reference's overlapping facets resolved as our output does (sorted by byteStart, a facet that starts inside
    the previous kept one is dropped), and
  * ours: `pattern-highlight batch --profile bluesky --format facets` (one process for all texts),

and compares (byteStart, byteEnd, feature type, value) lists.

Known, expected differences are counted apart, not as mismatches:
  * `grapheme`: a tag over 64 code points where the Python port's approximate grapheme count
    (`_grapheme_len`, "not a full UAX #29 implementation") disagrees with real extended grapheme clusters
    (Swift's `String.count`, which is what the TypeScript reference's grapheme splitter counts). With the
    optional `regex` package installed, each such case is verified against its UAX #29 `\X`; one that does
    not agree with it is a mismatch.

  * `safety`: the reference links text holding a bidi control or an invisible formatting character (soft
    hyphen, word joiner, U+180E…); we never emit such an entity (`SpoofingCharacters`, issue #6), nor anything
    the reference does not.

Setup (not needed by `swift test`):
    python3 -m venv /tmp/atvenv && /tmp/atvenv/bin/pip install atproto regex
    swift build
    /tmp/atvenv/bin/python Scripts/bluesky-differential.py --count 20000 --seed 1

Exit status: 0 when there is no unexplained mismatch, 1 otherwise. `--show N` prints the first N mismatches as
JSON lines ({"text", "reference", "ours"}) to turn into test rows.
"""

import argparse
import json
import os
import random
import subprocess
import sys

try:
    import regex  # optional: UAX #29 grapheme clusters (`\X`) to verify the grapheme differences
except ImportError:
    regex = None

try:
    from atproto_client.utils import facet_detection
except ImportError:  # pragma: no cover - a setup problem, said plainly
    sys.exit("bluesky-differential: the `atproto` package is missing; run: pip install atproto (see this script's docstring)")

MENTION = 'app.bsky.richtext.facet#mention'
LINK = 'app.bsky.richtext.facet#link'
TAG = 'app.bsky.richtext.facet#tag'

# Every JavaScript `\s` character, plus U+0085 (not whitespace to JS) to check it is not treated as one.
WHITESPACE = ['\t', '\n', '\v', '\f', '\r', '\r\n', ' ', ' ', ' ', '\u00a0', '\u1680', '\u2000', '\u2005', '\u200a',
              '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff']
NOT_WHITESPACE = ['\u0085', '\u180e', '\u200b']
STOPPERS = ['\u00ad', '\u2060', '\u200a', '\u200b', '\u200c', '\u200d', '\u20e2']
PUNCTUATION = list('.,;:!?()[]{}<>"\'`~@#$%^&*-_=+/\\|') + ['\u2019', '\u201c', '\u2026', '\u3002', '\u3001', '\u00bf',
                                                            '\u300c', '\uff01', '\u2014', '\uff3f']
TLDS = ['com', 'social', 'app', 'test', 'my', 'bar', 'md', 'zip', 'world', 'co', 'uk', 'io', 'xn--p1ai', 'jpg',
        'local', 'Com', 'COM', 'g', 'exe', 'png', 'org', 'dev', 'xyz', 'museum', 'TEST']
LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
DIGITS = '0123456789'
EMOJI = ['\U0001F44D', '\U0001F44D\U0001F3FD', '\U0001F469\u200d\U0001F4BB', '\U0001F3F3\ufe0f\u200d\U0001F308',
         '\U0001F1EF\U0001F1F5', '#\ufe0f\u20e3', '1\ufe0f\u20e3', '\u2764\ufe0f', '\ufe0f', '\U0001F600', '\u00a9',
         '\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F']
OTHER = ['\u65e5\u672c\u8a9e', '\u30c6\u30b9\u30c8', '\u0661\u0662\u0663', '\u00e9', 'e\u0301', '\u0915\u094d\u0937',
         '\u1100\u1161\u11a8', '\ud55c', '\u0e01\u0e33', '\u212a', '\u017f', '\uff03', '\uff20', '\uff04', '\u00df',
         '\u0600', 'I\u0307', '\u05d0', '\U0001D400', '\u0301',
         # punctuation and letters new in Unicode 15 and 16 (PCRE2 10.42 knows only Unicode 14)
         '\U00011F43', '\U0001E5FF', '\U00010D6E', '\U000113D4', '\U00016D6D', '\U00011F04', '\U00010D50']


def rand_label(rng, allow_hyphen=True):
    alphabet = LETTERS + DIGITS + ('-' if allow_hyphen and rng.random() < 0.3 else '')
    return ''.join(rng.choice(alphabet) for _ in range(rng.choice([1, 1, 2, 3, 5, 8])))


def rand_domain(rng):
    labels = [rand_label(rng) for _ in range(rng.choice([0, 1, 1, 1, 2, 3]))]
    if rng.random() < 0.03:  # the handle limits: labels of 63 characters, 253 in all
        labels = [rng.choice(LETTERS) * rng.choice([62, 63, 64]) for _ in range(rng.choice([1, 3, 4]))]
    labels.append(rng.choice(TLDS) if rng.random() < 0.85 else rand_label(rng, allow_hyphen=False))
    domain = '.'.join(labels)
    if rng.random() < 0.05:
        domain = domain.replace('.', '..', 1)
    if rng.random() < 0.05:
        domain = '-' + domain
    return domain


def rand_path(rng):
    pieces = ['/', '/a', '/path/to', '?q=1', '#frag', ':8080', '/(x)', '/wiki/A_(b)', '@user', '.', '..', '...',
              ')', ').', '.)', ',', ';', ':', '!', '?', "'s", '\u2019s', '"', '>', ']', '/\U0001F600', '/\u65e5',
              '/(@h.com)', '/($AAPL)', '.jpg', '-x', '_y', '%20']
    return ''.join(rng.choice(pieces) for _ in range(rng.choice([0, 0, 1, 1, 2, 3])))


def rand_tag_body(rng):
    parts = [lambda: rng.choice(LETTERS), lambda: rng.choice(DIGITS), lambda: rng.choice(PUNCTUATION),
             lambda: rng.choice(EMOJI), lambda: rng.choice(OTHER), lambda: rng.choice(STOPPERS),
             lambda: rand_label(rng), lambda: rng.choice(['#', '\uff03', '$', '@', '\ufe0f'])]
    return ''.join(rng.choice(parts)() for _ in range(rng.choice([0, 1, 1, 2, 3, 4, 6])))


def rand_long_tag(rng):
    unit = rng.choice(['a', 'e\u0301', '\U0001F44D\U0001F3FD', '\u65e5', '\u0915\u094d\u0937', '\u1100\u1161\u11a8',
                       '\U0001F1EF\U0001F1F5', '\u0e01\u0e33', 'x\u0300\u0301', '\u0600a', '\u00e9'])
    count = rng.choice([31, 32, 33, 63, 64, 65, 66])
    tail = rng.choice(['', '!', '...', '\u3002', '1', 'a'])
    return rng.choice(['#', '\uff03']) + unit * count + tail


def rand_token(rng):
    kind = rng.random()
    if kind < 0.16:
        return '@' + rand_domain(rng) + (rng.choice(['', '.', '-', "'s", '!', '_x', '/x']) if rng.random() < 0.4 else '')
    if kind < 0.34:
        scheme = rng.choice(['', '', '', 'https://', 'http://', 'HTTPS://', 'Https://', 'http:/', 'ftp://', 'https://.'])
        return scheme + (rand_domain(rng) if rng.random() < 0.9 else rand_label(rng)) + rand_path(rng)
    if kind < 0.50:
        return rng.choice(['#', '#', '\uff03', '##']) + rand_tag_body(rng)
    if kind < 0.58:
        ticker = ''.join(rng.choice(LETTERS + DIGITS) for _ in range(rng.choice([0, 1, 3, 4, 5, 6, 7])))
        return '$' + ticker + rng.choice(['', '', '.', ',', ')', '"', "'", '\u2019', '-', '/', '$', 'B', '!'])
    if kind < 0.61:
        return rand_long_tag(rng)
    if kind < 0.70:
        return rng.choice(PUNCTUATION)
    if kind < 0.78:
        return rng.choice(EMOJI + OTHER)
    if kind < 0.82:
        return rng.choice(STOPPERS + NOT_WHITESPACE)
    return rand_label(rng)


def rand_text(rng):
    pieces = []
    for _ in range(rng.randint(1, 10)):
        separator = rng.random()
        if separator < 0.45:
            pieces.append(' ')
        elif separator < 0.60:
            pieces.append(rng.choice(WHITESPACE))
        elif separator < 0.70:
            pieces.append('(')
        elif separator < 0.80:
            pieces.append(rng.choice(PUNCTUATION + NOT_WHITESPACE + STOPPERS))
        # else: nothing, tokens run together
        pieces.append(rand_token(rng))
    text = ''.join(pieces)
    return text.lstrip(' ') if rng.random() < 0.7 else text


# Dense mode: short texts over a small alphabet of the characters every rule turns on, to reach cursor and
# boundary cases (a rejected match swallowing the next candidate, `(` versus whitespace, trailing punctuation).
DENSE = ['@', '@', '#', '#', '\uff03', '$', '(', '(', ')', '.', '.', '-', '_', ',', '!', '?', ':', '/', '"', "'",
         '\u2019', ' ', ' ', ' ', '\u3000', '\u00a0', '\ufeff', '\u0085', '\u200b', '\u200d', '\ufe0f', '\u20e3',
         'a', 'A', 'x', 'Z', '1', '9', '\u0661', '\u00e9', '\U0001F44D', 'com', 'COM', 'test', 'social', 'my', 'jpg',
         'http', 'https://', 'HTTP://', 'www', 'AAPL', 'bsky']


def dense_text(rng):
    return ''.join(rng.choice(DENSE) for _ in range(rng.randint(1, 14)))


def reference_facets(text):
    """The reference's facets, overlaps resolved as ours: [(start, end, type, value)]."""
    found = []
    for mention in facet_detection.detect_mentions(text):
        found.append((mention.byte_start, mention.byte_end, MENTION, mention.handle))
    for facet in facet_detection.detect_facets(text):
        feature = facet.features[0]
        value = feature.uri if feature.py_type == LINK else feature.tag
        found.append((facet.index.byte_start, facet.index.byte_end, feature.py_type, value))
    found.sort(key=lambda facet: facet[0])
    kept, end = [], 0
    for facet in found:
        if facet[0] >= end:
            kept.append(facet)
            end = facet[1]
    return kept


def our_facets(binary, texts):
    lines = ''.join(json.dumps({'id': index, 'text': text}) + '\n' for index, text in enumerate(texts))
    result = subprocess.run([binary, 'batch', '--profile', 'bluesky', '--format', 'facets'],
                            input=lines.encode('utf-8'), capture_output=True, check=False)
    if result.returncode != 0:
        sys.exit(f'bluesky-differential: {binary} exited {result.returncode}: {result.stderr.decode(errors="replace")}')
    answers = {}
    for line in result.stdout.decode('utf-8').split('\n'):  # not splitlines(): U+0085 may be in a line
        if not line:
            continue
        obj = json.loads(line)
        if 'error' in obj:
            sys.exit(f'bluesky-differential: line {obj.get("id")} failed: {obj["error"]}')
        facets = []
        for facet in obj['facets']:
            feature = facet['features'][0]
            value = feature.get('did', feature.get('uri', feature.get('tag')))
            facets.append((facet['index']['byteStart'], facet['index']['byteEnd'], feature['$type'], value))
        answers[obj['id']] = facets
    return [answers.get(index) for index in range(len(texts))]


# Sources/PatternHighlight/Safety/SpoofingCharacters.swift: bidi controls and invisible formatting characters.
SPOOFING = set([0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A),
                0x00AD, 0x034F, 0x115F, 0x1160, 0x180E, 0x200B, *range(0x2060, 0x2065), 0x3164, 0xFEFF, 0xFFA0])


def without_spoofed(text, reference):
    """The reference's facets less those we never emit (issue #6, `SpoofingCharacters`): a facet holding a bidi
    control or an invisible formatting character, and any facet overlapping one (it may have hidden or been
    hidden by it when overlaps were resolved). `None` when no facet holds one."""
    encoded = text.encode('utf-8')
    spoofed = [facet for facet in reference
               if any(ord(c) in SPOOFING for c in encoded[facet[0]:facet[1]].decode('utf-8', 'replace'))]
    if not spoofed:
        return None
    return [facet for facet in reference if not any(facet[0] < bad[1] and bad[0] < facet[1] for bad in spoofed)]


def is_safety_difference(text, reference, ours):
    """Whether the lists differ only as `without_spoofed` allows, and perhaps by the grapheme difference too:
    every facet of ours is the reference's or such a long tag, and every facet of the reference we lack holds or
    overlaps a spoofing character or is such a tag."""
    allowed = without_spoofed(text, reference)
    if allowed is None:
        return False
    missing = set(reference) - set(ours)
    extra = set(ours) - set(reference)
    if not extra and all(facet not in allowed for facet in missing):
        return True
    return is_grapheme_difference(text, [f for f in allowed], [f for f in ours if f in allowed or f in extra])


def is_grapheme_difference(text, reference, ours):
    """Whether the two lists differ only because of tags over 64 code points (kept by one side, dropped by the
    other), and the facets those tags overlap (kept or dropped in turn when overlaps are resolved)."""
    differing = set(reference) ^ set(ours)
    encoded = text.encode('utf-8')
    long_tags = [facet for facet in differing if facet[2] == TAG and len(facet[3]) > 64
                 and encoded[facet[0]:facet[1]].decode('utf-8')[1:] == facet[3]]
    if not long_tags:
        return False
    if regex is not None:
        # Verified: each such tag is ours exactly when it has at most 64 extended grapheme clusters.
        for tag in long_tags:
            if (tag in ours) != (len(regex.findall(r'\X', tag[3])) <= 64):
                return False
    return all(facet in long_tags or any(facet[0] < tag[1] and tag[0] < facet[1] for tag in long_tags)
               for facet in differing)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--binary', default=None, help='pattern-highlight executable (default: .build/debug/pattern-highlight)')
    parser.add_argument('--count', type=int, default=20000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--show', type=int, default=10, help='print the first N mismatches as JSON lines')
    parser.add_argument('--text', action='append', default=[], help='compare this text too (repeatable)')
    parser.add_argument('--dense', action='store_true', help='short texts over a small alphabet of rule characters')
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = args.binary or os.path.join(root, '.build', 'debug', 'pattern-highlight')

    rng = random.Random(args.seed)
    generate = dense_text if args.dense else rand_text
    texts = args.text + [generate(rng) for _ in range(args.count)]
    ours = our_facets(binary, texts)
    mismatches, grapheme, safety, with_facets, facet_total = [], 0, 0, 0, 0
    for text, mine in zip(texts, ours):
        reference = reference_facets(text)
        with_facets += bool(reference)
        facet_total += len(reference)
        if mine == reference:
            continue
        if mine is not None and is_grapheme_difference(text, reference, mine):
            grapheme += 1
            continue
        if mine is not None and is_safety_difference(text, reference, mine):
            safety += 1
            continue
        mismatches.append({'text': text, 'reference': reference, 'ours': mine})

    mode = 'dense' if args.dense else 'mixed'
    print(f'texts compared: {len(texts)} ({mode}, seed {args.seed}); with facets: {with_facets}; reference facets: {facet_total}')
    check = 'verified with the regex module\'s \\X' if regex is not None else 'not verified: pip install regex'
    print(f'expected differences (Python port\'s approximate grapheme count on tags over 64 code points; {check}): {grapheme}')
    print(f'expected differences (a reference facet holds a bidi control or invisible formatting character, which we never link): {safety}')
    print(f'mismatches: {len(mismatches)}')
    for mismatch in mismatches[:args.show]:
        print(json.dumps(mismatch, ensure_ascii=True))
    return 1 if mismatches else 0


if __name__ == '__main__':
    sys.exit(main())
