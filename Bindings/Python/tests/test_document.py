"""A Document edited at random equals, after every edit, a fresh annotation of its text (the engine's own invariant,
seen through the package), and each update's entities lie in its changed ranges."""

import random

import pytest

import patternhighlight as ph
from conftest import PROFILES

PIECES = ["@jack", " ", "#tag", "https://example.com/x", "\n", "日本", "🎉", "$AAPL", "a", "@alice.bsky.social", "é", "[x](https://a.b)"]


@pytest.mark.parametrize("profile", PROFILES)
def test_random_edits_equal_fresh_annotation(profile):
    source = random.Random(profile)
    highlighter = ph.Highlighter(profile, hints=True, markdown_links=True)
    document = ph.Document(highlighter, "start")
    for _ in range(150):
        length = len(document.text)
        start = source.randint(0, length)
        end = min(length, start + source.choice([0, 0, 1, 3, 10]))
        update = document.replace(start, end, "".join(source.choice(PIECES) for _ in range(source.randint(0, 3))))
        fresh = highlighter.annotate(document.text)
        state = document.annotation()
        assert state.to_dict() == fresh.to_dict()
        assert update.count == fresh.count
        for entity in update.entities:
            assert any(s <= entity.start and entity.end <= e for s, e in update.changed)
            assert entity in fresh.entities
        reply = update.to_dict()
        assert reply["length"] == len(document.text)
        assert [tuple(r.values()) for r in reply["changed"]] == [tuple(r) for r in update.changed]
