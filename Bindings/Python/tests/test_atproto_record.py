"""A post record built from `post()` passes the atproto Python SDK's own record model (strict string formats: DIDs, URIs)."""

import pytest

import patternhighlight as ph

models = pytest.importorskip("atproto_client.models", reason="the atproto SDK is not installed (make test-deps installs it)")
from atproto_client.models.utils import get_or_create  # noqa: E402

DIDS = {"alice.bsky.social": "did:plc:alice7ekd5bnrzhfprsdgmxs", "jay.example.com": "did:web:jay.example.com"}


def record(post):
    return {"$type": "app.bsky.feed.post", "createdAt": "2026-12-06T08:00:00.000Z", **post}


def test_post_records_validate(corpus):
    bluesky = ph.Highlighter("bluesky")
    checked = 0
    for text in corpus:
        post = bluesky.post(text, dids=DIDS)
        parsed = get_or_create(record(post), models.AppBskyFeedPost.Record, strict_string_format=True)
        assert parsed.text == post["text"]
        encoded = post["text"].encode("utf-8")
        for facet, model in zip(post["facets"], parsed.facets or []):
            assert model.index.byte_start == facet["index"]["byteStart"]
            start, end = facet["index"]["byteStart"], facet["index"]["byteEnd"]
            assert 0 <= start < end <= len(encoded)
            encoded[start:end].decode("utf-8")  # a facet covers whole characters
        checked += len(post["facets"])
    assert checked > 100  # the corpus has mentions with DIDs, links and tags


def test_the_sdk_refuses_a_broken_record():
    # The check can fail: the same model refuses the record once its mention's DID is not one.
    post = ph.Highlighter("bluesky").post("hi @alice.bsky.social", dids=DIDS)
    get_or_create(record(post), models.AppBskyFeedPost.Record, strict_string_format=True)
    post["facets"][0]["features"][0]["did"] = "alice.bsky.social"
    with pytest.raises(Exception, match="did"):
        get_or_create(record(post), models.AppBskyFeedPost.Record, strict_string_format=True)
