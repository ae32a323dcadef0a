"""Bad input gets the engine's clear error, never a crash: lone surrogates, unknown names, offsets, sizes, types."""

import pytest

import patternhighlight as ph


def test_lone_surrogate_is_a_clear_error():
    highlighter = ph.Highlighter("bluesky")
    with pytest.raises(ph.InvalidTextError, match=r"lone surrogate U\+D800 at index 3"):
        highlighter.annotate("abc\ud800def")
    with pytest.raises(ph.InvalidTextError, match="new_text has a lone surrogate"):
        ph.Document(highlighter, "x").replace(0, 0, "\udfff")
    with pytest.raises(ph.InvalidTextError, match="draft"):
        ph.crosspost("\ud83d", targets=["twitter"])


def test_unknown_names():
    with pytest.raises(ph.InvalidArgumentError, match="the profiles are twitter, bluesky, mastodon, simple"):
        ph.Highlighter("myspace")
    with pytest.raises(ph.InvalidArgumentError, match="no-such is not a platform option"):
        ph.Highlighter("twitter", no_such=1)
    with pytest.raises(ph.InvalidArgumentError, match="positive"):
        ph.Highlighter("mastodon", mastodon_max_characters=0)
    with pytest.raises(ph.InvalidArgumentError, match="mastodon profile"):
        ph.Highlighter("twitter", mastodon_max_characters=1000)
    with pytest.raises(ph.InvalidArgumentError, match="ticket"):
        ph.Highlighter("simple", patterns=[{"kind": "ticket", "regex": "(unclosed"}])
    with pytest.raises(ph.InvalidArgumentError, match="bluesky"):
        ph.Highlighter("twitter").post("hi")
    with pytest.raises(ph.InvalidArgumentError, match="myspace"):
        ph.crosspost("hi", targets=["twitter", "myspace"])
    with pytest.raises(ph.InvalidArgumentError, match="twitter"):
        ph.crosspost("hi", targets=["twitter", "twitter"])
    with pytest.raises(ph.InvalidArgumentError):
        ph.crosspost("hi", targets=["twitter"], mentions=[{"bluesky": "not a handle"}])
    with pytest.raises(ph.InvalidArgumentError, match="not among the targets"):
        ph.crosspost("hi", targets=["twitter"], mastodon_max_characters=100)


def test_sizes_and_splits():
    small = ph.Highlighter("bluesky", max_bytes=8)
    with pytest.raises(ph.TooLargeError, match="limit is 8"):
        small.annotate("more than eight bytes")
    with pytest.raises(ph.TooLargeError):
        ph.Document(small, "x").replace(1, 1, "more than eight bytes")
    with pytest.raises(ph.InvalidArgumentError):
        ph.Highlighter("bluesky", max_bytes=0)
    with pytest.raises(ph.UnsplittableError, match="no length limit"):
        ph.Highlighter("simple").split("hello")
    with pytest.raises(ph.InvalidArgumentError):
        ph.Highlighter("twitter").split("hello", max_graphemes=-1)
    with pytest.raises(ph.UnsplittableError, match="content warning"):
        ph.Highlighter("mastodon", mastodon_max_characters=10).split("hello world", content_warning="a long warning here")


def test_document_offsets():
    document = ph.Document(ph.Highlighter("twitter"), "héllo 🎉")
    for start, end in [(9, 9), (0, 9), (5, 3), (-1, 0)]:
        with pytest.raises(ph.OutOfRangeError):
            document.replace(start, end, "x")
    assert document.text == "héllo 🎉"
    assert document.annotation().to_dict()["length"] == 7  # refused edits changed nothing
    update = document.replace(7, 7, " @jack")
    assert [(e.kind, e.start, e.end) for e in update.entities] == [("mention", 8, 13)]


def test_types():
    highlighter = ph.Highlighter("twitter")
    with pytest.raises(TypeError, match="text must be a str, not bytes"):
        highlighter.annotate(b"bytes")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        ph.Highlighter(3)  # type: ignore[arg-type]


def test_errors_are_pattern_highlight_errors():
    for error in (ph.InvalidTextError, ph.OutOfRangeError, ph.TooLargeError, ph.InvalidArgumentError, ph.UnsplittableError):
        assert issubclass(error, ph.PatternHighlightError)
    assert issubclass(ph.OutOfRangeError, IndexError) and issubclass(ph.InvalidTextError, ValueError)
