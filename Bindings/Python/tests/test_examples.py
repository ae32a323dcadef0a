"""Examples/PythonCrosspost/crosspost_drafts.py prints, for each draft, each platform's posts as crosspost() makes them."""

import json
import os
import subprocess
import sys
from pathlib import Path

import patternhighlight as ph

SCRIPT = Path(__file__).resolve().parents[3] / "Examples" / "PythonCrosspost" / "crosspost_drafts.py"


def test_crosspost_drafts_prints_every_platforms_posts(tmp_path):
    drafts = ["Thanks @jack! Notes at https://example.com/notes #review", "Long thread. " * 40]
    people = [{"twitter": "jack", "bluesky": "jack.bsky.social", "mastodon": "jack@mastodon.social"}]
    (tmp_path / "people.json").write_text(json.dumps(people))
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--mentions", str(tmp_path / "people.json"), "--content-warning", "cw"],
        input="\n---\n".join(drafts), capture_output=True, text=True, check=False,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert result.returncode == 0, result.stderr
    printed = [line.split(". ", 1)[1] for line in result.stdout.splitlines() if line.startswith("  ") and ". " in line]
    expected = []
    for draft in drafts:
        for target in ph.crosspost(draft, mentions=people, content_warning="cw")["targets"]:
            for part in target["parts"]:
                text = part["post"].get("text", part["post"].get("status"))
                expected.append(json.dumps(text, ensure_ascii=False))
    assert [line.split(" [", 1)[0] for line in printed] == expected
    assert result.stdout.count("== draft") == 2 and "twitter:" in result.stdout and "mastodon:" in result.stdout
