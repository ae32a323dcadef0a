#!/usr/bin/env python3
"""Reads drafts and prints each platform's posts, through the `patternhighlight` Python package.

Drafts are separated by a line holding only `---` (from the files given, or stdin). For every draft and every target it
prints the count line a composer shows, then each post the platform would be sent (Bluesky's with its facets,
Mastodon's with its content warning), then what would go wrong.

    pip install ./Bindings/Python
    python3 Examples/PythonCrosspost/crosspost_drafts.py drafts.txt --mentions people.json --content-warning "spoilers"
    printf 'Hello @jack.bsky.social!\\n---\\nSecond draft #two' | python3 Examples/PythonCrosspost/crosspost_drafts.py

`--mentions` is the command line's mention directory: `[{"twitter": "jack", "bluesky": "jack.bsky.social",
"mastodon": "jack@mastodon.social"}]`.
"""

import argparse
import json
import sys
from typing import Iterable, List

import patternhighlight


def read_drafts(streams: Iterable) -> List[str]:
    drafts, lines = [], []
    for stream in streams:
        for line in stream:
            if line.rstrip("\r\n") == "---":
                drafts.append("".join(lines).strip("\n"))
                lines = []
            else:
                lines.append(line)
        drafts.append("".join(lines).strip("\n"))
        lines = []
    return [draft for draft in drafts if draft.strip()]


def describe(post: dict) -> str:
    """A post's text, and what its record carries beside the text."""
    text = post.get("text", post.get("status", ""))
    extras = []
    if "facets" in post:
        extras.append(f"{len(post['facets'])} facets")
    if post.get("spoiler_text"):
        extras.append(f"spoiler_text: {post['spoiler_text']}")
    return json.dumps(text, ensure_ascii=False) + (f" [{', '.join(extras)}]" if extras else "")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", help="files of drafts separated by '---' lines (default: stdin)")
    parser.add_argument("--targets", default="twitter,bluesky,mastodon", help="platforms, comma-separated")
    parser.add_argument("--mentions", help="the mention directory, a JSON file")
    parser.add_argument("--content-warning", help="the drafts' content warning")
    parser.add_argument("--cw-prefix", action="store_true", help="a 'CW:' line where a platform has no warning field")
    parser.add_argument("--markdown-links", action="store_true", help="[label](url) posted as each platform posts it")
    arguments = parser.parse_args()

    mentions = None
    if arguments.mentions:
        with open(arguments.mentions, encoding="utf-8") as file:
            mentions = json.load(file)
    streams = [open(path, encoding="utf-8") for path in arguments.files] or [sys.stdin]
    drafts = read_drafts(streams)
    for number, draft in enumerate(drafts, 1):
        try:
            result = patternhighlight.crosspost(
                draft, targets=arguments.targets.split(","), mentions=mentions, content_warning=arguments.content_warning,
                cw_prefix=arguments.cw_prefix, markdown_links=arguments.markdown_links)
        except patternhighlight.PatternHighlightError as error:
            print(f"error: {error}", file=sys.stderr)
            return 64
        print(f"== draft {number}: {'fits everywhere' if result['valid'] else 'needs a thread somewhere'}")
        for target in result["targets"]:
            verdict = "fits" if target["valid"] else f"over by {target['over']}, {len(target['parts'])} posts"
            print(f"{target['profile']}: {verdict}")
            if "error" in target:
                print(f"  cannot post: {target['error']['message']}")
            for index, part in enumerate(target["parts"], 1):
                print(f"  {index}. {describe(part['post'])}")
        for warning in result["warnings"]:
            print(f"warning [{warning['profile']}] {warning['code']}: {warning['message']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
