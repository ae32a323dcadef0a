"""Shared set-up: the corpus, and the command line the package is compared with.

`make test` runs these tests against the debug build it just made: PATTERNHIGHLIGHT_LIBRARY (the library the package
loads) and PATTERNHIGHLIGHT_CLI (the `pattern-highlight` binary of the same build), with Bindings/Python/src on the
path. Against an installed package, set PATTERNHIGHLIGHT_CLI alone.
"""

import json
import os
import random
import subprocess
from typing import Dict, List, Sequence

import pytest

PROFILES = ["twitter", "bluesky", "mastodon", "simple"]


def cli_path() -> str:
    path = os.environ.get("PATTERNHIGHLIGHT_CLI")
    if not path:
        library = os.environ.get("PATTERNHIGHLIGHT_LIBRARY")
        if library:
            path = os.path.join(os.path.dirname(library), "pattern-highlight")
    return path or ""


CLI = cli_path()
needs_cli = pytest.mark.skipif(
    not (CLI and os.access(CLI, os.X_OK)),
    reason="the command line to compare with was not found: set PATTERNHIGHLIGHT_CLI to a built pattern-highlight (make test does)",
)


def run_cli(arguments: Sequence[str], stdin: bytes) -> bytes:
    result = subprocess.run([CLI, *arguments], input=stdin, capture_output=True, check=False)
    assert result.returncode == 0, result.stderr.decode("utf-8", "replace")
    return result.stdout


def batch(texts: Sequence[str], arguments: Sequence[str]) -> List[Dict]:
    """The command line's `batch` objects for `texts`, each without its "id"."""
    lines = "".join(json.dumps({"id": index, "text": text}, ensure_ascii=False) + "\n" for index, text in enumerate(texts))
    output = run_cli(["batch", "--jobs", "1", *arguments], lines.encode("utf-8"))
    objects = [json.loads(line) for line in output.decode("utf-8").splitlines()]
    assert [o.pop("id") for o in objects] == list(range(len(texts)))
    return objects


WORDS = (
    "the of and to in is it for on with as at this weekend today new our people "
    "日本語 テスト 中文 한국어 مرحبا بالعالم שלום Ünïcödé café naïve 🎉 👍🏽 👩‍💻 🇯🇵 ❤️ 𝕏 ẞ"
).split()
ENTITIES = [
    "@alice.bsky.social", "@bob", "@jay.example.com", "@carol@mastodon.social", "#tag", "#日本", "#SwiftLang", "#1",
    "$AAPL", "$btc", "https://example.com/a?b=1", "http://t.co/xyz", "example.org", "https://en.wikipedia.org/wiki/A_(b)",
    "https://bsky.app/profile/alice.bsky.social/post/3k2abc", "[docs](https://example.com/docs)", ":smile:", "@ alice",
    "# tag", "https://example.com/" + "x" * 60, "\n", "\n\n", "（@全角）", "#tag！",
]


def make_corpus(count: int, seed: int = 49) -> List[str]:
    """Posts of 1 to 60 words, about one in six an entity or a near miss, in several scripts."""
    source = random.Random(seed)
    texts = []
    for _ in range(count):
        words = [source.choice(ENTITIES) if source.random() < 0.18 else source.choice(WORDS) for _ in range(source.randint(1, 60))]
        texts.append(" ".join(words))
    texts += ["", " ", "@", "#", "a" * 400, "🎉" * 200, "word " * 120, "@jack hi", "x\r\ny\u2028z"]
    return texts


@pytest.fixture(scope="session")
def corpus() -> List[str]:
    return make_corpus(250)
