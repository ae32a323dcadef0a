#!/usr/bin/env python3
"""The patternhighlight Python package beside the Python peers a user would pick, on the same posts.

    pattern-highlight-bench --write-posts /tmp/posts.ndjson --megabytes 5
    pip install ./Bindings/Python atproto twitter-text-parser
    python3 Benchmarks/python-peers.py /tmp/posts.ndjson

Three tasks, each timed over every post (best of --runs), single-threaded unless said:
- Bluesky facets: patternhighlight's `Highlighter("bluesky").facets(text)` against the atproto SDK's
  `atproto_client.utils.detect_facets(text)` plus `detect_mentions(text)` (the SDK finds mentions apart, to resolve
  their DIDs), and a plain regex. Agreement: posts whose facets (byte range and kind) are the same as ours.
- X count and URLs: `Highlighter("twitter").annotate(text)` (count and entities) against twitter-text-parser's
  `parse_tweet(text)` plus `extract_urls_with_indices(text)`. Agreement: posts with the same weighted length and
  validity, and the same URLs.
- patternhighlight's `facets` on 2 threads (the calls release the GIL).
Results print as a Markdown table; Benchmarks/README.md keeps a run.
"""

import argparse
import json
import re
import sys
import threading
import time
from typing import Callable, List, Optional, Sequence, Tuple

def best_time(function: Callable[[], object], runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - started)
    return best


def our_facets(facets_object) -> List[Tuple[int, int, str]]:
    result = []
    for facet in facets_object["facets"]:
        kind = facet["features"][0]["$type"].rsplit("#", 1)[1]
        result.append((facet["index"]["byteStart"], facet["index"]["byteEnd"], kind))
    return sorted(result)


def atproto_facets(text: str, detect_facets, detect_mentions) -> List[Tuple[int, int, str]]:
    result = []
    for facet in detect_facets(text) or []:
        kind = facet.features[0].py_type.rsplit("#", 1)[1]
        result.append((facet.index.byte_start, facet.index.byte_end, kind))
    for mention in detect_mentions(text) or []:
        result.append((mention.byte_start, mention.byte_end, "mention"))
    return sorted(result)


# A plain regex, as a first attempt would write it: a mention, a tag, an http(s) URL.
PLAIN = re.compile(r"(?<![\w@])@([A-Za-z0-9_.-]+[A-Za-z0-9_])|(?<![\w&])#(\w+)|https?://[^\s<>\"]+[^\s<>\".,;:!?)]")


def regex_facets(text: str) -> List[Tuple[int, int, str]]:
    result = []
    for match in PLAIN.finditer(text):
        start = len(text[: match.start()].encode("utf-8"))
        end = start + len(match.group(0).encode("utf-8"))
        kind = "mention" if match.group(1) else "tag" if match.group(2) else "link"
        result.append((start, end, kind))
    return sorted(result)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("posts", help="NDJSON posts ({\"id\", \"text\"} per line), e.g. pattern-highlight-bench --write-posts")
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each task (the best is kept)")
    arguments = parser.parse_args()

    import patternhighlight

    with open(arguments.posts, encoding="utf-8") as file:
        texts = [json.loads(line)["text"] for line in file]
    megabytes = sum(len(t.encode("utf-8")) for t in texts) / 1e6
    rows: List[Tuple[str, str, float, Optional[str]]] = []

    bluesky = patternhighlight.Highlighter("bluesky")
    ours = [our_facets(bluesky.facets(t)) for t in texts]
    rows.append(("patternhighlight " + patternhighlight.__version__, "Bluesky facets (`facets`)",
                 best_time(lambda: [bluesky.facets(t) for t in texts], arguments.runs), "reference"))

    def threaded():
        halves = [texts[0::2], texts[1::2]]
        workers = [threading.Thread(target=lambda part=part: [bluesky.facets(t) for t in part]) for part in halves]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()

    rows.append(("patternhighlight, 2 threads", "Bluesky facets (`facets`)", best_time(threaded, arguments.runs), "reference"))

    try:
        from atproto_client.utils import detect_facets, detect_mentions
        from importlib.metadata import version

        theirs = [atproto_facets(t, detect_facets, detect_mentions) for t in texts]
        same = sum(a == b for a, b in zip(ours, theirs))
        rows.append((f"atproto {version('atproto')} `detect_facets` + `detect_mentions`", "Bluesky facets",
                     best_time(lambda: [atproto_facets(t, detect_facets, detect_mentions) for t in texts], arguments.runs),
                     f"{100 * same / len(texts):.1f} %"))
    except ImportError:
        print("atproto is not installed: its row is left out (pip install atproto)", file=sys.stderr)

    same = sum(a == regex_facets(t) for a, t in zip(ours, texts))
    rows.append(("plain `re` (mention, tag, http URL)", "Bluesky facets",
                 best_time(lambda: [regex_facets(t) for t in texts], arguments.runs), f"{100 * same / len(texts):.1f} %"))

    twitter = patternhighlight.Highlighter("twitter")

    def our_twitter(text):
        annotation = twitter.annotate(text)
        count = annotation.count
        return count["weightedLength"], count["valid"], sorted(e.value for e in annotation.entities if e.kind == "url")

    ours_twitter = [our_twitter(t) for t in texts]
    rows.append(("patternhighlight " + patternhighlight.__version__, "X count and entities (`annotate`)",
                 best_time(lambda: [our_twitter(t) for t in texts], arguments.runs), "reference"))
    try:
        from importlib.metadata import version

        from twitter_text import extract_urls_with_indices, parse_tweet

        def their_twitter(text):
            parsed = parse_tweet(text)
            urls = sorted(url["url"] for url in extract_urls_with_indices(text))
            return parsed.weightedLength, parsed.valid, urls

        theirs = [their_twitter(t) for t in texts]
        same = sum(a == b for a, b in zip(ours_twitter, theirs))
        rows.append((f"twitter-text-parser {version('twitter-text-parser')} `parse_tweet` + `extract_urls_with_indices`",
                     "X count and URLs", best_time(lambda: [their_twitter(t) for t in texts], arguments.runs),
                     f"{100 * same / len(texts):.1f} %"))
    except ImportError:
        print("twitter-text-parser is not installed: its row is left out (pip install twitter-text-parser)", file=sys.stderr)

    print(f"{len(texts):,} posts, {megabytes:.2f} MB of text, best of {arguments.runs} runs\n")
    print("| library | task | time | posts/s | MB/s | same as patternhighlight |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for name, task, seconds, agreement in rows:
        print(f"| {name} | {task} | {seconds:.2f} s | {len(texts) / seconds:,.0f} | {megabytes / seconds:.1f} | {agreement} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
