"""The package's results equal the command line's, on a corpus, under every profile and option."""

import json

import pytest

import patternhighlight as ph
from conftest import PROFILES, batch, needs_cli, run_cli

pytestmark = needs_cli

OPTION_SETS = [
    ({}, []),
    ({"hints": True}, ["--hints"]),
    ({"markdown_links": True, "shortcodes": True}, ["--markdown-links", "--shortcodes"]),
]


@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("options,flags", OPTION_SETS, ids=["plain", "hints", "links+shortcodes"])
def test_annotate_equals_cli(corpus, profile, options, flags):
    highlighter = ph.Highlighter(profile, **options)
    expected = batch(corpus, ["--profile", profile, "--units", "scalars", *flags])
    for text, cli in zip(corpus, expected):
        annotation = highlighter.annotate(text)
        assert annotation.to_dict() == cli, text
        # The attributes are the same object's, and their offsets index the str.
        assert [(e.kind, e.start, e.end, e.value) for e in annotation.entities] == [
            (e["kind"], e["start"], e["end"], e["value"]) for e in cli["entities"]
        ]
        assert [text[e.start:e.end] for e in annotation.entities] == [e["text"] for e in cli["entities"]]
        assert annotation.count == cli["count"]
        assert [(h.kind, h.start, h.end, h.reason, h.message) for h in annotation.hints] == [
            (h["kind"], h["start"], h["end"], h["reason"], h["message"]) for h in cli.get("hints", [])
        ]
        card = cli["card"]
        assert (annotation.card is None) == (card is None)
        if card is not None:
            assert (annotation.card.start, annotation.card.end, annotation.card.url) == (card["start"], card["end"], card["url"])


def test_platform_options_equal_cli(corpus):
    highlighter = ph.Highlighter("mastodon", mastodon_max_characters=120, mastodon_url_characters=10)
    expected = batch(corpus, ["--profile", "mastodon", "--units", "scalars", "--mastodon-max-characters", "120",
                              "--mastodon-url-characters", "10"])
    assert [highlighter.annotate(text).to_dict() for text in corpus] == expected
    twitter = ph.Highlighter("twitter", twitter_config="v2")
    assert [twitter.annotate(t).to_dict() for t in corpus] == batch(corpus, ["--profile", "twitter", "--units", "scalars",
                                                                              "--twitter-config", "v2"])


def test_custom_patterns_equal_cli(corpus, tmp_path):
    patterns = [{"kind": "ticket", "regex": "[A-Z]+-[0-9]+"}]
    path = tmp_path / "patterns.json"
    path.write_text(json.dumps(patterns))
    texts = [text + " PH-49 and X-1" for text in corpus[:50]]
    highlighter = ph.Highlighter("simple", patterns=patterns)
    assert [highlighter.annotate(t).to_dict() for t in texts] == batch(texts, ["--profile", "simple", "--units", "scalars",
                                                                               "--patterns", str(path)])


def test_post_and_facets_equal_cli(corpus, tmp_path):
    dids = {"alice.bsky.social": "did:plc:alice", "jay.example.com": "did:web:jay.example.com"}
    path = tmp_path / "dids.json"
    path.write_text(json.dumps(dids))
    bluesky = ph.Highlighter("bluesky")
    assert [bluesky.post(t, dids=dids) for t in corpus] == batch(corpus, ["--profile", "bluesky", "--format", "post", "--dids", str(path)])
    assert [bluesky.post(t) for t in corpus] == batch(corpus, ["--profile", "bluesky", "--format", "post"])
    assert [bluesky.facets(t) for t in corpus] == batch(corpus, ["--profile", "bluesky", "--format", "facets"])
    linked = ph.Highlighter("mastodon", markdown_links=True)
    texts = [t for t in corpus if "[docs]" in t][:20]
    assert texts
    assert [linked.post(t) for t in texts] == batch(texts, ["--profile", "mastodon", "--markdown-links", "--format", "post"])


@pytest.mark.parametrize("profile", ["twitter", "bluesky", "mastodon"])
def test_split_equals_cli(corpus, profile):
    highlighter = ph.Highlighter(profile)
    long_texts = [" ".join(corpus[i:i + 6]) for i in range(0, 60, 6)]
    for text in long_texts:
        cli = json.loads(run_cli(["split", "--profile", profile, "--units", "scalars"], text.encode("utf-8")))
        assert highlighter.split(text) == cli
    simple = ph.Highlighter("simple")
    text = long_texts[0]
    assert simple.split(text, max_graphemes=50) == json.loads(
        run_cli(["split", "--profile", "simple", "--units", "scalars", "--max-graphemes", "50"], text.encode("utf-8")))
    assert ph.Highlighter("bluesky").split(text, format="post") == json.loads(
        run_cli(["split", "--profile", "bluesky", "--format", "post"], text.encode("utf-8")))
    mastodon = ph.Highlighter("mastodon")
    assert mastodon.split(text, content_warning="spoilers") == json.loads(
        run_cli(["split", "--profile", "mastodon", "--units", "scalars", "--content-warning", "spoilers"], text.encode("utf-8")))


def test_crosspost_equals_cli(corpus, tmp_path):
    people = [{"twitter": "alice", "bluesky": "alice.bsky.social", "mastodon": "alice@example.social"},
              {"bluesky": "bob.bsky.social", "mastodon": "bob@mastodon.social"}]
    path = tmp_path / "people.json"
    path.write_text(json.dumps(people))
    targets = ["twitter", "bluesky", "mastodon"]
    expected = batch(corpus, ["--targets", ",".join(targets), "--mentions", str(path), "--units", "scalars"])
    assert [ph.crosspost(t, targets=targets, mentions=people) for t in corpus] == expected
    expected = batch(corpus[:40], ["--targets", "bluesky,mastodon", "--markdown-links", "--cw-prefix", "--units", "scalars",
                                   "--mastodon-max-characters", "100"])
    assert [ph.crosspost(t, targets=["bluesky", "mastodon"], markdown_links=True, cw_prefix=True, mastodon_max_characters=100)
            for t in corpus[:40]] == expected
    draft = corpus[3]
    cli = json.loads(run_cli(["crosspost", "--targets", "twitter,mastodon", "--content-warning", "CW text", "--cw-prefix",
                              "--units", "scalars"], draft.encode("utf-8")))
    assert ph.crosspost(draft, targets=["twitter", "mastodon"], content_warning="CW text", cw_prefix=True) == cli


@pytest.mark.parametrize("units", ["utf8", "utf16", "scalars"])
def test_to_json_is_the_cli_bytes(corpus, units):
    highlighter = ph.Highlighter("bluesky")
    lines = "".join(json.dumps({"id": index, "text": text}) + "\n" for index, text in enumerate(corpus))
    output = run_cli(["batch", "--jobs", "1", "--profile", "bluesky", "--units", units], lines.encode("utf-8"))
    for index, (text, line) in enumerate(zip(corpus, output.decode("utf-8").splitlines())):
        assert line == '{"id":%d,' % index + highlighter.annotate(text).to_json(units)[1:]
