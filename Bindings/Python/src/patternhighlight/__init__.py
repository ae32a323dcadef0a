"""PatternHighlight from Python: @mentions, #hashtags, $cashtags and URLs found, and posts counted and written, by
each platform's rules (twitter, bluesky, mastodon, simple), through the engine's C API (libpatternhighlight).

    from patternhighlight import Highlighter, crosspost

    bluesky = Highlighter("bluesky")
    annotation = bluesky.annotate("hi @alice.bsky.social #tag")
    [(e.kind, e.start, e.end) for e in annotation.entities]   # str indices: [("mention", 3, 21), ("hashtag", 22, 26)]
    annotation.count["valid"]                                # True
    bluesky.post("see https://example.com/a/long/path")      # {"text": …, "facets": […]}, as the app posts it

Offsets are Python `str` indices (Unicode code points). A Highlighter is immutable and may be shared by threads; calls
release the GIL while the engine works. Errors are PatternHighlightError subclasses carrying the engine's message.
"""

from __future__ import annotations

import ctypes
import json
import threading
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from . import _native
from ._native import (
    InvalidArgumentError,
    InvalidTextError,
    OutOfRangeError,
    PatternHighlightError,
    TooLargeError,
    UnsplittableError,
)

__all__ = [
    "Annotation",
    "Card",
    "Document",
    "Entity",
    "Highlighter",
    "Hint",
    "InvalidArgumentError",
    "InvalidTextError",
    "OutOfRangeError",
    "PatternHighlightError",
    "TooLargeError",
    "UnsplittableError",
    "Update",
    "crosspost",
    "profiles",
    "__version__",
]

__version__: str = _native.lib.ph_version().decode("utf-8")

JSONObject = Dict[str, Any]
_UNITS = {"scalars": _native.UNIT_SCALARS, "utf16": _native.UNIT_UTF16, "utf8": _native.UNIT_UTF8}
Count = Dict[str, Union[int, bool]]


def profiles() -> List[str]:
    """The profiles a Highlighter takes: twitter, bluesky, mastodon, simple."""
    return _native.lib.ph_profiles().decode("utf-8").split(",")


@dataclass(frozen=True)
class Entity:
    """A mention, hashtag, cashtag, URL (or a custom kind): `text[start:end]`, and its normalised value."""

    kind: str
    start: int
    end: int
    value: str


@dataclass(frozen=True)
class Hint:
    """Something that looks like an entity but is not one (`@ name`, `#1`), and why."""

    kind: str
    start: int
    end: int
    reason: str
    message: str


@dataclass(frozen=True)
class Card:
    """The link a post would show as a card."""

    start: int
    end: int
    url: str
    settled: bool
    quote: bool


def _entities(pointer: Any, count: int) -> List[Entity]:
    return [
        Entity(e.kind.decode("utf-8"), e.start, e.end, e.value.decode("utf-8"))
        for e in (pointer[i] for i in range(count))
    ]


def _count(count: _native.CCount) -> Count:
    """The count as the command line's `"count"` object: graphemes, the platform's figures, valid."""
    result: Count = {"graphemes": count.graphemes}
    for index in range(count.figure_count):
        figure = count.figures[index]
        result[figure.name.decode("utf-8")] = bool(figure.value) if figure.is_boolean else figure.value
    result["valid"] = bool(count.valid)
    return result


def _options(
    flags: int, patterns: Optional[Sequence[Mapping[str, Any]]], max_bytes: Optional[int], platform_options: Mapping[str, Any]
) -> Tuple[_native.Options, List[Any]]:
    """A ph_options, and the buffers it points into (kept alive by the caller for the call)."""
    options = _native.Options()
    options.flags = flags
    keep: List[Any] = []
    if patterns is not None:
        patterns_json = json.dumps(list(patterns)).encode("utf-8")
        keep.append(patterns_json)
        options.patterns_json = patterns_json
    if platform_options:
        names = (ctypes.c_char_p * len(platform_options))(*(name.replace("_", "-").encode() for name in platform_options))
        values = (ctypes.c_char_p * len(platform_options))(*(str(value).encode() for value in platform_options.values()))
        keep += [names, values]
        options.platform_option_names = names
        options.platform_option_values = values
        options.platform_option_count = len(platform_options)
    if max_bytes is not None:
        if max_bytes <= 0:
            raise InvalidArgumentError(f"max_bytes must be a positive number of bytes, not {max_bytes}")
        options.max_bytes = max_bytes
    return options, keep


class Highlighter:
    """The rules of one profile, with options. Immutable: share one between threads.

    Options: `hints` (near-miss hints), `markdown_links` (`[label](url)` counted and posted as the platform does),
    `shortcodes` (`:emoji:`), `patterns` (custom kinds, the command line's --patterns list: `[{"kind", "regex"}]`),
    `max_bytes` (the largest text accepted), and the platform options by their command-line names with `_` for `-`:
    `twitter_config="v3"`, `mastodon_max_characters=1000`, `mastodon_url_characters=23`.
    """

    def __init__(
        self,
        profile: str = "twitter",
        *,
        hints: bool = False,
        markdown_links: bool = False,
        shortcodes: bool = False,
        patterns: Optional[Sequence[Mapping[str, Any]]] = None,
        max_bytes: Optional[int] = None,
        **platform_options: Union[str, int],
    ) -> None:
        self._handle = ctypes.c_void_p()
        flags = (
            (_native.OPTION_HINTS if hints else 0)
            | (_native.OPTION_MARKDOWN_LINKS if markdown_links else 0)
            | (_native.OPTION_SHORTCODES if shortcodes else 0)
        )
        options, keep = _options(flags, patterns, max_bytes, platform_options)
        _native.call(_native.lib.ph_highlighter_new, _native.encode(profile, "profile"), ctypes.byref(options), ctypes.byref(self._handle))
        del keep
        self.profile = profile

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            _native.lib.ph_highlighter_free(handle)
            self._handle = None

    def annotate(self, text: str) -> "Annotation":
        """The text's entities, count, hints and card; offsets are `str` indices."""
        return Annotation._make(self, text)

    def post(self, text: str, dids: Optional[Mapping[str, str]] = None) -> JSONObject:
        """What the platform's app would post (`--format post`): under bluesky `{"text", "facets"}`, links shortened
        and ends trimmed, each mention's facet the DID `dids` maps its handle to (handle → DID), else the handle itself."""
        return self.annotate(text)._format("post", dids)

    def facets(self, text: str, dids: Optional[Mapping[str, str]] = None) -> JSONObject:
        """Bluesky's `{"text", "facets"}` for the text as written (`--format facets`)."""
        return self.annotate(text)._format("facets", dids)

    def split(
        self, text: str, max_graphemes: Optional[int] = None, content_warning: Optional[str] = None, format: str = "json"
    ) -> JSONObject:
        """The text as a thread (`pattern-highlight split --units scalars`): `{"profile", "parts": […]}`, each part
        within the profile's limit (or `max_graphemes`); `format="post"` gives Bluesky's posts alone."""
        return self.annotate(text).split(max_graphemes, content_warning, format)


class Annotation:
    """One text, annotated: `entities`, `count` (the command line's `"count"` object), `hints`, `card`, and
    `to_dict()`, the command line's annotate object under `--units scalars`."""

    text: str

    @classmethod
    def _make(cls, highlighter: Highlighter, text: str) -> "Annotation":
        data = _native.encode(text)
        handle = ctypes.c_void_p()
        _native.call(_native.lib.ph_annotate, highlighter._handle, data, len(data), ctypes.byref(handle))
        return cls(handle, text)

    def __init__(self, handle: ctypes.c_void_p, text: str) -> None:
        self._handle = handle
        self.text = text

    # The views are read from the library on first use (a caller that only wants to_json() pays for none of them).

    @cached_property
    def entities(self) -> List[Entity]:
        pointer = ctypes.POINTER(_native.CEntity)()
        size = ctypes.c_size_t()
        _native.check(_native.lib.ph_annotation_entities(self._handle, _native.UNIT_SCALARS, ctypes.byref(pointer), ctypes.byref(size)), None)
        return _entities(pointer, size.value)

    @cached_property
    def hints(self) -> List[Hint]:
        hints = ctypes.POINTER(_native.CHint)()
        size = ctypes.c_size_t()
        _native.check(_native.lib.ph_annotation_hints(self._handle, _native.UNIT_SCALARS, ctypes.byref(hints), ctypes.byref(size)), None)
        return [
            Hint(h.kind.decode(), h.start, h.end, h.reason.decode(), h.message.decode("utf-8"))
            for h in (hints[i] for i in range(size.value))
        ]

    @cached_property
    def count(self) -> Count:
        count = _native.CCount()
        _native.check(_native.lib.ph_annotation_count(self._handle, _native.UNIT_SCALARS, ctypes.byref(count)), None)
        return _count(count)

    @cached_property
    def card(self) -> Optional[Card]:
        card = _native.CCard()
        _native.check(_native.lib.ph_annotation_card(self._handle, _native.UNIT_SCALARS, ctypes.byref(card)), None)
        return Card(card.start, card.end, card.url.decode("utf-8"), card.is_settled, card.is_quote) if card.present else None

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            _native.lib.ph_annotation_free(handle)
            self._handle = None

    def __repr__(self) -> str:
        return f"Annotation(entities={self.entities!r}, count={self.count!r})"

    def to_dict(self, units: str = "scalars") -> JSONObject:
        """The command line's annotate object (`pattern-highlight --units scalars`, or the `units` given)."""
        return json.loads(self.to_json(units))

    def to_json(self, units: str = "scalars") -> str:
        """The command line's annotate object as the JSON it writes, byte for byte (`--units UNITS`: "scalars",
        "utf16" or "utf8")."""
        if units not in _UNITS:
            raise InvalidArgumentError(f'units must be one of {", ".join(_UNITS)}, not {units!r}')
        out = ctypes.c_void_p()
        _native.call(_native.lib.ph_annotation_json, self._handle, _UNITS[units], ctypes.byref(out))
        return _native.take_string(out)

    def split(self, max_graphemes: Optional[int] = None, content_warning: Optional[str] = None, format: str = "json") -> JSONObject:
        """See Highlighter.split."""
        if max_graphemes is not None and max_graphemes <= 0:
            raise InvalidArgumentError(f"max_graphemes must be a positive number of graphemes, not {max_graphemes}")
        out = ctypes.c_void_p()
        warning = _native.encode(content_warning, "content_warning") if content_warning is not None else None
        _native.call(
            _native.lib.ph_annotation_split_json, self._handle, _native.UNIT_SCALARS, max_graphemes or 0, warning,
            _native.encode(format, "format"), ctypes.byref(out),
        )
        return json.loads(_native.take_string(out))

    def _format(self, name: str, dids: Optional[Mapping[str, str]]) -> JSONObject:
        out = ctypes.c_void_p()
        dids_json = json.dumps(dict(dids)).encode("utf-8") if dids is not None else None
        _native.call(_native.lib.ph_annotation_format_json, self._handle, name.encode(), dids_json, ctypes.byref(out))
        return json.loads(_native.take_string(out))


def crosspost(
    draft: str,
    targets: Iterable[str] = ("twitter", "bluesky", "mastodon"),
    mentions: Optional[Sequence[Mapping[str, str]]] = None,
    content_warning: Optional[str] = None,
    cw_prefix: bool = False,
    markdown_links: bool = False,
    shortcodes: bool = False,
    **platform_options: Union[str, int],
) -> JSONObject:
    """One draft for several platforms (`pattern-highlight crosspost --targets … --units scalars`): each target's count,
    verdict, entities, hints, parts and posts, and the warnings. `mentions` is the mention directory
    (`[{"twitter": "jack", "bluesky": "jack.bsky.social", "mastodon": "jack@mastodon.social"}]`)."""
    names = [_native.encode(name, "target") for name in targets]
    array = (ctypes.c_char_p * max(1, len(names)))(*names)
    flags = (
        (_native.OPTION_CW_PREFIX if cw_prefix else 0)
        | (_native.OPTION_MARKDOWN_LINKS if markdown_links else 0)
        | (_native.OPTION_SHORTCODES if shortcodes else 0)
    )
    options, keep = _options(flags, None, None, platform_options)
    data = _native.encode(draft, "draft")
    mentions_json = json.dumps(list(mentions)).encode("utf-8") if mentions is not None else None
    warning = _native.encode(content_warning, "content_warning") if content_warning is not None else None
    out = ctypes.c_void_p()
    _native.call(
        _native.lib.ph_crosspost_json, data, len(data), array, len(names), ctypes.byref(options), mentions_json, warning,
        _native.UNIT_SCALARS, ctypes.byref(out),
    )
    del keep
    return json.loads(_native.take_string(out))


class Update:
    """What one edit changed: `changed` ranges and the `entities` in them (offsets in the new text), the whole
    document's `count`, and `to_dict()`, the stream mode's reply under `--units scalars`."""

    changed: List[Tuple[int, int]]
    entities: List[Entity]
    count: Count

    def __init__(self, handle: ctypes.c_void_p) -> None:
        self._handle = handle
        lib = _native.lib
        ranges = ctypes.POINTER(_native.CRange)()
        size = ctypes.c_size_t()
        _native.check(lib.ph_update_changed(handle, ctypes.byref(ranges), ctypes.byref(size)), None)
        self.changed = [(ranges[i].start, ranges[i].end) for i in range(size.value)]
        pointer = ctypes.POINTER(_native.CEntity)()
        _native.check(lib.ph_update_entities(handle, ctypes.byref(pointer), ctypes.byref(size)), None)
        self.entities = _entities(pointer, size.value)
        count = _native.CCount()
        _native.check(lib.ph_update_count(handle, ctypes.byref(count)), None)
        self.count = _count(count)

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            _native.lib.ph_update_free(handle)
            self._handle = None

    def to_dict(self) -> JSONObject:
        out = ctypes.c_void_p()
        _native.call(_native.lib.ph_update_json, self._handle, ctypes.byref(out))
        return json.loads(_native.take_string(out))


class Document:
    """A text being edited (a live composer's backend): each `replace` re-highlights only the paragraphs it touches.
    Offsets are `str` indices. Safe to share between threads (edits are serialised)."""

    def __init__(self, highlighter: Highlighter, text: str = "") -> None:
        self._handle = ctypes.c_void_p()
        self._lock = threading.Lock()
        data = _native.encode(text)
        _native.call(_native.lib.ph_document_new, highlighter._handle, data, len(data), ctypes.byref(self._handle))
        self._highlighter = highlighter  # the document's rules stay alive with it
        self._text = text

    def __del__(self) -> None:
        handle = getattr(self, "_handle", None)
        if handle:
            _native.lib.ph_document_free(handle)
            self._handle = None

    @property
    def text(self) -> str:
        return self._text

    def replace(self, start: int, end: int, new_text: str) -> Update:
        """Replaces `text[start:end]` with `new_text`; a refused edit (OutOfRangeError, InvalidTextError) changes nothing."""
        for name, offset in (("start", start), ("end", end)):
            if not isinstance(offset, int) or offset < 0:
                raise OutOfRangeError(f"{name} must be an index of the text (0...{len(self._text)}), not {offset!r}", _native.OUT_OF_RANGE)
        data = _native.encode(new_text, "new_text")
        handle = ctypes.c_void_p()
        with self._lock:
            _native.call(
                _native.lib.ph_document_replace, self._handle, _native.UNIT_SCALARS, start, end, data, len(data), ctypes.byref(handle)
            )
            self._text = self._text[:start] + new_text + self._text[end:]
        return Update(handle)

    def annotation(self) -> Annotation:
        """The document's whole state, as `Highlighter.annotate` of its text gives it."""
        handle = ctypes.c_void_p()
        with self._lock:
            _native.call(_native.lib.ph_document_annotation, self._handle, ctypes.byref(handle))
            text = self._text
        return Annotation(handle, text)
