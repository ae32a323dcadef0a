#!/usr/bin/env python3
r"""Differential check of the `mastodon` profile against Mastodon's own server code (the oracle in
`../shared/reference/mastodon/`, which runs Mastodon 4.6.5's extractor and length validator on Debian's Ruby).

Generates seeded random texts full of Mastodon shapes — mentions with domains (IDN, underscores, case, Kelvin
and long-s letters), hashtags with every separator after spaces, punctuation, emoji and CJK, full-width sigils,
URLs in every scheme and case with CJK paths and parentheses, queries, ports, t.co slugs, 63/64-character labels,
backslashes, `xmpp:` and `magnet:` URIs, protocol-less domains that swallow a later URL, NFD text, emoji
sequences, every separator (CRLF, CR, U+2028, NBSP, U+3000…), blank and padded bodies, content warnings — runs
them through

  * the oracle: `run.sh` (JSON lines in, `{"entities", "length"}` out; code-point offsets), and
  * ours: `pattern-highlight batch --profile mastodon --units scalars` (one process for all texts),

and compares the entity lists (kind, value, start, end) and the length.

Known, expected differences are counted apart, not as mismatches:
  * `safety`: the oracle links text holding a bidi control or an invisible formatting character (U+200B, soft
    hyphen, word joiner…); we never emit such an entity (`SpoofingCharacters`), and otherwise agree.
  * `line separator`: Mastodon's URL queries take every non-ASCII BMP character, U+2028 LINE SEPARATOR and U+2029
    PARAGRAPH SEPARATOR included, so the server links (and a rejected match consumes) across them; we end every
    entity at a line break, as every profile does (a link that runs on past a visible line break reads as plain
    text). Counted here when our entities equal the oracle's for each line (the text cut at U+2028/U+2029,
    each piece run alone) and the length agrees: the count follows the server exactly.

The generator keeps to characters assigned by Unicode 13 (the oracle's Ruby), so that the class tables agree.

    swift build --product pattern-highlight
    python3 Scripts/mastodon-differential.py --count 6000 --seed 1

When Ruby cannot be set up (run.sh installs Debian's ruby3.1, libidn12 and ruby-unf when missing) the script
says that it skipped and exits 0. Exit status otherwise: 0 when there is no unexplained mismatch, 1 if there is.
`--show N` prints the first N mismatches as JSON lines ({"text", "spoiler_text", "oracle", "ours"}).
"""

import argparse
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
ORACLE = os.path.join(os.path.dirname(ROOT), 'shared', 'reference', 'mastodon', 'run.sh')
BINARY = os.path.join(ROOT, '.build', 'debug', 'pattern-highlight')

SPOOFING = set([0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
                0x00AD, 0x034F, 0x115F, 0x1160, 0x180E, 0x200B, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x3164,
                0xFEFF, 0xFFA0])

SEPARATORS = [' ', ' ', ' ', ' ', '\n', '\r\n', '\r', '\t', '\u2028', '\u2029', '\u00a0', '\u3000', '\u0085', '\u2003',
              '\u202f', '\v', '\f', '\n\n']
PUNCTUATION = ['.', ',', '!', '?', ':', ';', '(', ')', '"', "'", '-', '_', '/', '=', '@', '#', '＠', '＃', '「', '」',
               '[', ']', '~', '&', '|', '*', '$', '%', '<', '>', '\\', '`', '…', '·', '・']
EMOJI = ['🎉', '👍🏽', '👨\u200d👩\u200d👧', '🇯🇵', '1\ufe0f\u20e3', '❤\ufe0f', '🏳\ufe0f\u200d🌈', '😀']
WORDS = ['hello', 'Mastodon', 'fediverse', 'toot', '日本語', 'タグ', 'привет', 'münchen', 'e\u0301te\u0301',
         'نرم\u200cافزار', 'αβγ', '한국어', 'x', '123', 'ŞĞ', 'ǅ', 'Ⅻ', 'ͅ', 'naïve', 'Ａｂｃ', 'ſ', 'K']
USERS = ['alice', 'Bob', 'a_b', 'al.ice', 'al--ice', 'x', '_', 'a1', 'ALICE', 'al.', '-alice', 'alſce', 'Kate', 'a..b']
DOMAINS = ['example.com', 'Example.COM', 'example', 'mastodon.social', '例え.jp', 'münchen.de', 'under_score.org',
           'a-b.example.net', 'xn--mnchen-3ya.de', 'bücher.example', 'exa', 'ex.', 'ex-.com', 'sub.例え.テスト',
           'x' * 60 + '.com', '日本.中国']
HOSTS = ['example.com', 'Example.COM', 'ja.wikipedia.org', 'x.com', 't.co', 'T.CO', 'münchen.de', '例え.jp',
         'sub.domain.co.uk', 'a_b.example.com', 'localhost', 'example.xyz', 'example.invalidtld', 'a' * 63 + '.com',
         'a' * 64 + '.com', 'ü' * 30 + '.de', 'ü' * 60 + '.de', 'www\\.google\\.com', 'xn--bcher-kva.example',
         'example.com:8080', '日本。jp', 'ex--ample.org', '-bad.com', 'fluidapp.com', '👍.com', 'ΑΒΓ.gr']
SCHEMES = ['https://', 'http://', 'HTTPS://', 'Http://', 'dat://', 'dweb://', 'ipfs://', 'ipns://', 'ssb://',
           'gopher://', 'gemini://', 'GEMINI://', 'ftp://', 'httpſ://', 'file://', '']
PATHS = ['', '/', '/path', '/wiki/日本', '/wiki/ぼっち_(曲)', '/wiki/Diaspora_(software)', '/a_(b_(c))', '/@alice',
         '/@alice/123', '/x.', '/x,', '/x!', '/x?', '/abcDEF123', '/abcDEF123/more', '/' + 'a' * 41, '/a(b)c',
         '/a)', '/(a', '/r\'&(v.ky)', '/%E6%97%A5', '/x#frag', '/x#tag', '/x~', '/a|b', '/a;', '/пример',
         '/a—b', '/a–b', '/a\\b', '/「x」', '/a*b', '/a$b', '/x=y']
QUERIES = ['', '?', '?q=1', '?q=日本', '?a=b&c=d', '?x=(y)', '?q=1.', '?q=a,b', '?q=ü', '?q=😀', '?q=a+b', '?x#y']
TAGS = ['tag', 'Tag', '0123456', '_', '__', '_1', '1_', '1_2', '12_34', '1·2', '___', 'one·two·three·', '·one',
        'نرم\u200cافزار', 'a\u200db', 'hashtaghttps', 'http', 'https', 'xhttp', 'タグ', 'テスト・タグ', 'ab_', 'a-b',
        'café', 'e\u0301', 'Ⅻ', 'ͅx', '٣٤', 'a١', 'x\u200c', 'ß', 'ǅx']


def fragment(rng):
    kind = rng.random()
    if kind < 0.18:
        text = '@' + rng.choice(USERS)
        if rng.random() < 0.6:
            text += '@' + rng.choice(DOMAINS)
        if rng.random() < 0.3:
            text += rng.choice(['.', ',', '@', 'é', '://x', '/list', '＠', ':', "'s", '@@bob', '-'])
        return text
    if kind < 0.36:
        text = rng.choice(['#', '#', '＃']) + rng.choice(TAGS)
        if rng.random() < 0.2:
            text += rng.choice(['://x.com', '.', ',', '#x', '!', ' ', '\u200d'])
        return text
    if kind < 0.62:
        text = rng.choice(SCHEMES) + rng.choice(HOSTS) + rng.choice(PATHS) + rng.choice(QUERIES)
        if rng.random() < 0.3:
            text += rng.choice(PUNCTUATION)
        return text
    if kind < 0.68:
        return rng.choice(['xmpp:alice@example.com', 'xmpp:example.com', 'XMPP:alice@example.com/res?message',
                           'xmpp://a@example.com/b@example.org', 'xmpp:a@例え.jp', 'xmpp:alice@exa', 'xmpp:',
                           'magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a', 'magnet:?', 'magnet:?x=日本',
                           'Magnet:?dn=a.b&tr=udp://x', 'magnet:x', 'xmpp:a%41@example.com'])
    if kind < 0.72:
        return rng.choice(['example.com', 'www.example.com', 'example.com/https://x.com', 'foo.com/@alice',
                           'a.b.c', 'e.g.', 'example.com#tag'])
    if kind < 0.82:
        return rng.choice(EMOJI)
    if kind < 0.92:
        return rng.choice(WORDS)
    return rng.choice(PUNCTUATION)


def text(rng):
    parts = []
    for _ in range(rng.randint(1, 9)):
        if parts and rng.random() < 0.65:
            parts.append(rng.choice(SEPARATORS))
        parts.append(fragment(rng))
    body = ''.join(parts)
    shape = rng.random()
    if shape < 0.05:
        body = rng.choice(['', ' ', '\r\n', '\u00a0', '\u3000', '\t\n', ' \u0085 '])
    elif shape < 0.15:
        body = rng.choice([' ', '  ', '\n', '\t', '\u00a0', '\u3000', '\x00']) + body + rng.choice(['', ' ', '\n', '\r\n', '\u00a0'])
    elif shape < 0.20:
        body = '\u0301' + body
    request = {'text': body}
    if rng.random() < 0.12:
        request['spoiler_text'] = rng.choice(['CW', ' spoilers ', 'e', '\u00a0', '', 'https://example.com', '@alice@example.com',
                                              '日本語 ', '👍🏽'])
    return request


def run(command, lines):
    result = subprocess.run(command, input=''.join(json.dumps(line) + '\n' for line in lines).encode(),
                            capture_output=True)
    return result.returncode, [json.loads(line) for line in result.stdout.decode().split('\n') if line.strip()], result.stderr.decode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--count', type=int, default=6000)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--show', type=int, default=0)
    arguments = parser.parse_args()
    if not os.path.exists(ORACLE):
        print(f'mastodon-differential: skipped: the oracle {ORACLE} is not there (../shared is absent)')
        return 0
    if not os.path.exists(BINARY):
        sys.exit('mastodon-differential: build first: swift build --product pattern-highlight')
    rng = random.Random(arguments.seed)
    requests = [text(rng) for _ in range(arguments.count)]
    status, oracle, error = run([ORACLE], requests)
    if status != 0 or len(oracle) != len(requests):
        print(f'mastodon-differential: skipped: the oracle (Ruby) could not run here: {error.strip()[:400]}')
        return 0
    _, ours, _ = run([BINARY, 'batch', '--profile', 'mastodon', '--units', 'scalars', '--no-runs', '--jobs', '1'],
                     [dict(request, id=index) for index, request in enumerate(requests)])
    agree = safety = separators = oracle_errors = 0
    mismatches = []
    pending = []
    for request, reference, answer in zip(requests, oracle, ours):
        if 'error' in reference:
            oracle_errors += 1
            continue
        got = [{k: e[k] for k in ('kind', 'value', 'start', 'end')} for e in answer['entities']]
        wanted = reference['entities']
        length_ok = answer['count']['length'] == reference['length']
        if got == wanted and length_ok:
            agree += 1
            continue
        scalars = request['text']
        kept = [e for e in wanted if not any(ord(c) in SPOOFING for c in scalars[e['start']:e['end']])]
        if got == kept and length_ok:
            safety += 1
            continue
        if length_ok and ('\u2028' in scalars or '\u2029' in scalars):
            pending.append((request, reference, got, answer))
            continue
        mismatches.append({'text': request['text'], 'spoiler_text': request.get('spoiler_text'),
                           'oracle': reference, 'ours': {'entities': got, 'length': answer['count']['length']}})
    # Line-separator cases: the oracle on each line alone, offsets shifted back.
    pieces = []
    for request, _, _, _ in pending:
        start = 0
        line = []
        for index, character in enumerate(request['text'] + '\u2028'):
            if character in '\u2028\u2029':
                pieces.append({'text': request['text'][start:index], 'offset': start})
                start = index + 1
    _, per_line, _ = run([ORACLE], [{'text': piece['text']} for piece in pieces]) if pieces else (0, [], '')
    cursor = 0
    for request, reference, got, answer in pending:
        expected = []
        count = request['text'].count('\u2028') + request['text'].count('\u2029') + 1
        for piece, result in zip(pieces[cursor:cursor + count], per_line[cursor:cursor + count]):
            for entity in result.get('entities', []):
                expected.append(dict(entity, start=entity['start'] + piece['offset'], end=entity['end'] + piece['offset']))
        cursor += count
        expected = [e for e in expected if not any(ord(c) in SPOOFING for c in request['text'][e['start']:e['end']])]
        if got == expected:
            separators += 1
        else:
            mismatches.append({'text': request['text'], 'spoiler_text': request.get('spoiler_text'), 'oracle': reference,
                               'ours': {'entities': got, 'length': answer['count']['length']}})
    compared = len(requests) - oracle_errors
    print(f'mastodon-differential: {compared} texts (seed {arguments.seed}): {agree} agree, {safety} safety '
          f'differences, {separators} line-separator differences (both expected, entities only; the lengths agree), '
          f'{len(mismatches)} mismatches; {oracle_errors} the oracle refused')
    for mismatch in mismatches[:arguments.show]:
        print(json.dumps(mismatch, ensure_ascii=False))
    return 1 if mismatches else 0


if __name__ == '__main__':
    sys.exit(main())
