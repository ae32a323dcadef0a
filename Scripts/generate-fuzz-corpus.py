#!/usr/bin/env python3
"""Writes the committed libFuzzer seed corpus under Fuzzing/Corpus/<target>/.

Seeds: Unicode edge cases, every text of ../shared/conformance/twitter-text/extract.json, small versions of
the adversarial texts (Fuzzing/README.md), hostile output text (HTML, ANSI, schemes), and for the
configuration target valid and hostile theme and pattern files. Run from the package root:

    python3 Scripts/generate-fuzz-corpus.py [--shared ../shared]

The output is deterministic (file names are content hashes), so re-running it changes nothing unless the
inputs changed. Seeds stay under 4 KiB so that libFuzzer's default input length is not inflated.
"""
import argparse
import hashlib
import json
import os
import shutil

MAX_SEED = 4096

UNICODE_CASES = [
    "", "a", "@", "#", "$", "＠", "＃", "@john", "#swift", "$AAPL", "hi @john #swift $AAPL https://example.com",
    "e\u0301 @e\u0301 #e\u0301", "日本語 #日本語 @日本", "😀 #😀 @a😀", "👨‍👩‍👧 #a👨‍👩‍👧", "👍🏽#tag", "🇯🇵 #jp",
    "م #مرحبا @مرحبا", "#ab\u200dcd #ab\u200ccd", "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F #flag",
    "a\r\nb\rc\nd\u2028e\u2029f\u0085g", "@a\n@b\r\n#c\u2028#d", "x.com www.x.com http://x.com/ https://x.com/a?b=c#d",
    "@user/list-name @user/ @/x", "#123 #a123 #_ #１２３", "$1 $A $ABCDEFG $ab.cd", "\x00\x01\x1b[31m@x\x7f\u009b",
    "\ufeff@bom", "\ud7ff\ue000\uffff", "\U0010FFFF #\U0010FFFF", "a" * 300 + "@" + "b" * 300,
]

SPOOFING = [
    "https://example.com/\u202emoc.lapyap", "@ad\u202emin", "#ta\u202eg", "\u202e@admin", "@admin\u202e",
    "https://exa\u200bmple.com", "#a\u00adb", "@a\u2066b\u2069", "\u2066\u202ahttp://twitter.com/\u202c\u2069",
    "x.com\u200e/y", "#\ufefftag", "https://\u3164.com", "@a\u034fb", "$AA\u200fPL",
]

HOSTILE_OUTPUT = [
    "<script>alert(1)</script> @x", "\"'&<> #tag\"'&<>", "https://a.com/<script>", "https://a.com/\"onmouseover=\"x",
    "javascript:alert(1) javascript://x.com/%0aalert(1) data:text/html,<b>x</b> vbscript:x file:///etc/passwd",
    "JaVaScRiPt:alert(1) http://javascript:alert(1)@x.com", "\x1b]0;title\x07 \x1b[2J @bob \u009b31m",
    "#tag&amp; @a&lt; https://x.com/?a=1&b=<2>",
]

def adversarial(size):
    base = "a"
    return {
        "at": "@" * size, "hash": "#" * size, "fullwidth-hash": "＃" * (size // 3), "dots": "a." * (size // 2),
        "http": "http://" * (size // 7), "parens": "(" * size, "combining": base + "\u0301" * (size // 2),
        "no-break": ("word @mention #tag https://example.com/path " * (size // 45 + 1))[:size],
        "empty-lines": "\n" * size, "a-run": "a" * size, "a-run-b": "a" * (size - 1) + "b",
        "mixed-sigils": "@#$＠＃" * (size // 11), "dot-com": ".com" * (size // 4), "www": "www." * (size // 4),
        "url-chars": "https://x.com/" + "(" * (size // 2) + ")" * (size // 4),
    }

THEMES = [
    {"mention": {"color": "#FF2D55", "darkColor": "#FF375F"}, "issue": {"color": "#8E8E93", "underline": True}},
    {"url": {"color": "#000000"}}, {"<script>": {"color": "#ABCDEF"}}, {"mention": {"color": "red"}}, [], {},
    {"mention": {"color": "#FF2D55", "extra": 1}},
]

PATTERN_FILES = [
    [{"kind": "issue", "regex": "#\\d+", "color": "#8E8E93"}, {"kind": "shortcode", "regex": ":[a-z_]+:"}],
    [{"kind": "evil", "regex": "(a+)+$"}], [{"kind": "evil", "regex": "(a|aa)+b"}], [{"kind": "deep", "regex": "(a|b)*$"}],
    [{"kind": "empty", "regex": "x*"}], [{"kind": "lookbehind", "regex": "(?<=@)\\w+"}], [{"kind": "broken", "regex": "("}],
    [{"kind": "escape", "regex": "a)|(b"}], [{"kind": "verbs", "regex": "(*NO_JIT)(*LIMIT_MATCH=10)(a+)+$"}],
    [{"kind": "big", "regex": "(?:a{1000}){1000}"}], [{"kind": "bidi", "regex": "\\x{202E}\\w+"}],
    [{"kind": "mention", "regex": "@\\w+"}], [{"kind": "bad kind", "regex": "x"}], [{"kind": "a", "regex": "x"}, {"kind": "a", "regex": "y"}],
    [{"kind": "unicode", "regex": "\\p{Han}+|\\X"}], [{"kind": "backref", "regex": "(\\w)\\1+"}],
    [{"kind": "recursion", "regex": "\\((?:[^()]|(?R))*\\)"}],
]

def document_seeds(texts):
    """FuzzDocument inputs: a selector byte, then edits [position hi][position lo][length][kind] + raw text.
    Kinds < 96 insert fragments, 96..111 only delete (with bit 7 set), >= 112 insert the following raw bytes."""
    seeds = []
    for selector in range(0, 48, 5):
        for index, text in enumerate(texts[:40]):
            raw = text.encode("utf-8", "surrogatepass")[:40]
            edits = bytes([0, 0, len(raw), 112]) + raw  # paste the text
            for step in range(8):
                edits += bytes([0, (index * 7 + step * 13) % 64, step * 5 % 48, (index * 31 + step * 17) % 256])
            seeds.append(bytes([selector]) + edits)
    return seeds

def stream_seeds(texts):
    """FuzzStream inputs: a selector byte, then request lines."""
    requests = []
    for text in texts[:60]:
        quoted = json.dumps(text, ensure_ascii=False)
        requests.append("\n".join([
            '{"op":"set","text":%s}' % quoted,
            '{"op":"replace","start":1,"end":3,"text":"@bob "}',
            '{"op":"active","at":2}', '{"op":"snapshot"}',
            '{"op":"replace","start":0,"end":0,"text":"\\n"}', '{"id":[1,{"a":null}],"op":"active","at":99999}',
        ]))
    requests += ['{"op":"set"}', '{"op":"replace","start":-1,"end":2,"text":""}', '{"op":"replace","start":2,"end":1,"text":"x"}',
                 'not json', '[]', '{"op":"nope"}', '{"op":"replace","start":1e400,"end":0,"text":""}',
                 '{"op":"set","text":"\\ud83d\\ude00x"}\n{"op":"replace","start":1,"end":1,"text":"y"}']
    return [bytes([selector]) + request.encode() for selector in (0, 9, 18, 65) for request in requests]

def write_seeds(folder, seeds):
    if os.path.isdir(folder):
        shutil.rmtree(folder)
    os.makedirs(folder)
    written = set()
    for seed in seeds:
        data = seed if isinstance(seed, bytes) else seed.encode("utf-8", "surrogatepass")
        data = data[:MAX_SEED]
        name = hashlib.sha1(data).hexdigest()[:16]
        if name in written:
            continue
        written.add(name)
        with open(os.path.join(folder, name), "wb") as handle:
            handle.write(data)
    return len(written)

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default=os.path.join("..", "shared"))
    parser.add_argument("--out", default=os.path.join("Fuzzing", "Corpus"))
    arguments = parser.parse_args()

    texts = UNICODE_CASES + SPOOFING + HOSTILE_OUTPUT + list(adversarial(MAX_SEED).values())
    texts += [b"\xff\xfe@a\xc0\xafb\xed\xa0\x80#c\xf4\x90\x80\x80", b"\xe2\x80", b"@\xf0\x9f\x98"]
    extract = os.path.join(arguments.shared, "conformance", "twitter-text", "extract.json")
    with open(extract, encoding="utf-8") as handle:
        tests = json.load(handle)["tests"]
    for cases in tests.values():
        texts += [case["text"] for case in cases]

    counts = {"FuzzAnnotate": write_seeds(os.path.join(arguments.out, "FuzzAnnotate"), texts)}
    short = [text for text in texts if isinstance(text, str) and 0 < len(text.encode("utf-8", "surrogatepass")) <= 200]
    counts["FuzzDocument"] = write_seeds(os.path.join(arguments.out, "FuzzDocument"), document_seeds(short))
    counts["FuzzStream"] = write_seeds(os.path.join(arguments.out, "FuzzStream"), stream_seeds(short))
    configuration = [json.dumps(theme, ensure_ascii=False) for theme in THEMES]
    configuration += [json.dumps(patterns, ensure_ascii=False) for patterns in PATTERN_FILES]
    configuration += ["", "[", "{\"a\":", "[" * 600 + "]" * 600, "\"\\ud800\"", "1e999999", "[{\"kind\":\"k\",\"regex\":\"\\u0000\"}]"]
    counts["FuzzConfiguration"] = write_seeds(os.path.join(arguments.out, "FuzzConfiguration"), configuration)
    for name, count in counts.items():
        print(f"{name}: {count} seeds")

if __name__ == "__main__":
    main()
