"""The C API (patternhighlight.h) through ctypes: the library, its structs and function signatures, and its errors.

Every call through `ctypes.CDLL` releases the GIL while the engine works, so threads annotate in parallel.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path
from typing import Optional

ABI_VERSION = 1

UNIT_UTF8 = 0
UNIT_UTF16 = 1
UNIT_SCALARS = 2

OPTION_HINTS = 0x1
OPTION_MARKDOWN_LINKS = 0x2
OPTION_SHORTCODES = 0x4
OPTION_CW_PREFIX = 0x8

OK = 0
NULL_ARGUMENT = 1
INVALID_TEXT = 2
OUT_OF_RANGE = 3
TOO_LARGE = 4
INVALID_ARGUMENT = 5
UNSPLITTABLE = 6


class PatternHighlightError(Exception):
    """An error from the engine; `str(error)` is its message, `status` the C API's `ph_status`."""

    def __init__(self, message: str, status: int = INVALID_ARGUMENT) -> None:
        super().__init__(message)
        self.status = status


class InvalidTextError(PatternHighlightError, ValueError):
    """Text the engine cannot take: invalid UTF-8, or a `str` with a lone surrogate."""


class OutOfRangeError(PatternHighlightError, IndexError):
    """An offset outside the text, or a range that ends before it starts."""


class TooLargeError(PatternHighlightError, ValueError):
    """Text over the highlighter's size limit (`max_bytes`)."""


class InvalidArgumentError(PatternHighlightError, ValueError):
    """An unknown profile, option or format; a pattern that does not compile; bad JSON in a directory or DID map."""


class UnsplittableError(PatternHighlightError, ValueError):
    """A text that cannot be split into a thread (no limit, a character no post can hold, a content warning too long)."""


_ERRORS = {
    NULL_ARGUMENT: PatternHighlightError,
    INVALID_TEXT: InvalidTextError,
    OUT_OF_RANGE: OutOfRangeError,
    TOO_LARGE: TooLargeError,
    INVALID_ARGUMENT: InvalidArgumentError,
    UNSPLITTABLE: UnsplittableError,
}


class Options(ctypes.Structure):
    _fields_ = [
        ("flags", ctypes.c_uint32),
        ("patterns_json", ctypes.c_char_p),
        ("platform_option_names", ctypes.POINTER(ctypes.c_char_p)),
        ("platform_option_values", ctypes.POINTER(ctypes.c_char_p)),
        ("platform_option_count", ctypes.c_size_t),
        ("max_bytes", ctypes.c_size_t),
    ]


class CEntity(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_char_p), ("start", ctypes.c_size_t), ("end", ctypes.c_size_t), ("value", ctypes.c_char_p)]


class CHint(ctypes.Structure):
    _fields_ = [
        ("kind", ctypes.c_char_p),
        ("start", ctypes.c_size_t),
        ("end", ctypes.c_size_t),
        ("reason", ctypes.c_char_p),
        ("message", ctypes.c_char_p),
    ]


class CFigure(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("value", ctypes.c_int64), ("is_boolean", ctypes.c_bool)]


class CCount(ctypes.Structure):
    _fields_ = [
        ("valid", ctypes.c_bool),
        ("graphemes", ctypes.c_size_t),
        ("figures", ctypes.POINTER(CFigure)),
        ("figure_count", ctypes.c_size_t),
    ]


class CCard(ctypes.Structure):
    _fields_ = [
        ("present", ctypes.c_bool),
        ("start", ctypes.c_size_t),
        ("end", ctypes.c_size_t),
        ("url", ctypes.c_char_p),
        ("is_settled", ctypes.c_bool),
        ("is_quote", ctypes.c_bool),
    ]


class CRange(ctypes.Structure):
    _fields_ = [("start", ctypes.c_size_t), ("end", ctypes.c_size_t)]


def _library_path() -> str:
    """PATTERNHIGHLIGHT_LIBRARY (a built libpatternhighlight.so, for development), else the one in the package."""
    override = os.environ.get("PATTERNHIGHLIGHT_LIBRARY")
    if override:
        return override
    bundled = Path(__file__).with_name("libpatternhighlight.so")
    if not bundled.exists():
        raise ImportError(
            f"{bundled} is missing: install the package with `pip install ./Bindings/Python` (which builds it), "
            "or point PATTERNHIGHLIGHT_LIBRARY at a built libpatternhighlight.so"
        )
    return str(bundled)


def _load() -> ctypes.CDLL:
    library = ctypes.CDLL(_library_path())
    handle = ctypes.c_void_p
    size = ctypes.c_size_t
    text = ctypes.c_char_p
    string_out = ctypes.POINTER(ctypes.c_void_p)  # char ** (read as void * so that the string can be freed)
    handle_out = ctypes.POINTER(ctypes.c_void_p)
    status = ctypes.c_int
    unit = ctypes.c_int
    signatures = {
        "ph_abi_version": (ctypes.c_uint32, []),
        "ph_version": (text, []),
        "ph_profiles": (text, []),
        "ph_string_free": (None, [ctypes.c_void_p]),
        "ph_highlighter_new": (status, [text, ctypes.POINTER(Options), handle_out, string_out]),
        "ph_highlighter_free": (None, [handle]),
        "ph_annotate": (status, [handle, text, size, handle_out, string_out]),
        "ph_annotation_free": (None, [handle]),
        "ph_annotation_length": (status, [handle, unit, ctypes.POINTER(size)]),
        "ph_annotation_entities": (status, [handle, unit, ctypes.POINTER(ctypes.POINTER(CEntity)), ctypes.POINTER(size)]),
        "ph_annotation_hints": (status, [handle, unit, ctypes.POINTER(ctypes.POINTER(CHint)), ctypes.POINTER(size)]),
        "ph_annotation_count": (status, [handle, unit, ctypes.POINTER(CCount)]),
        "ph_annotation_card": (status, [handle, unit, ctypes.POINTER(CCard)]),
        "ph_annotation_json": (status, [handle, unit, string_out, string_out]),
        "ph_annotation_format_json": (status, [handle, text, text, string_out, string_out]),
        "ph_annotation_split_json": (status, [handle, unit, size, text, text, string_out, string_out]),
        "ph_crosspost_json": (
            status,
            [text, size, ctypes.POINTER(ctypes.c_char_p), size, ctypes.POINTER(Options), text, text, unit, string_out, string_out],
        ),
        "ph_document_new": (status, [handle, text, size, handle_out, string_out]),
        "ph_document_free": (None, [handle]),
        "ph_document_replace": (status, [handle, unit, size, size, text, size, handle_out, string_out]),
        "ph_document_annotation": (status, [handle, handle_out, string_out]),
        "ph_update_free": (None, [handle]),
        "ph_update_changed": (status, [handle, ctypes.POINTER(ctypes.POINTER(CRange)), ctypes.POINTER(size)]),
        "ph_update_entities": (status, [handle, ctypes.POINTER(ctypes.POINTER(CEntity)), ctypes.POINTER(size)]),
        "ph_update_count": (status, [handle, ctypes.POINTER(CCount)]),
        "ph_update_json": (status, [handle, string_out, string_out]),
    }
    for name, (restype, argtypes) in signatures.items():
        function = getattr(library, name)
        function.restype = restype
        function.argtypes = argtypes
    if library.ph_abi_version() != ABI_VERSION:
        raise ImportError(
            f"{_library_path()} has ABI version {library.ph_abi_version()}, this package needs {ABI_VERSION}: reinstall the package"
        )
    return library


lib = _load()


def take_string(pointer: ctypes.c_void_p) -> str:
    """A string the library returned, decoded and freed."""
    try:
        return ctypes.string_at(pointer.value).decode("utf-8")
    finally:
        lib.ph_string_free(pointer)


def check(status: int, error: Optional[ctypes.c_void_p]) -> None:
    """Raises the error a C API call returned, with the engine's message."""
    if status == OK:
        return
    message = take_string(error) if error is not None and error.value else f"the C API failed with status {status}"
    raise _ERRORS.get(status, PatternHighlightError)(message, status)


def call(function, *arguments) -> None:
    """Calls a fallible C API function whose last argument is `char **error`, raising what it reports."""
    error = ctypes.c_void_p()
    status = function(*arguments, ctypes.byref(error))
    check(status, error)


def encode(text: str, argument: str = "text") -> bytes:
    """`text` as UTF-8; a lone surrogate (which UTF-8 cannot hold) is an InvalidTextError saying where."""
    if not isinstance(text, str):
        raise TypeError(f"{argument} must be a str, not {type(text).__name__}")
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise InvalidTextError(
            f"{argument} has a lone surrogate U+{ord(text[error.start]):04X} at index {error.start}, which UTF-8 cannot "
            "encode (bytes decoded with errors='surrogateescape' leave them): remove it, or replace it, e.g. with "
            "text.encode('utf-8', 'replace').decode('utf-8')",
            INVALID_TEXT,
        ) from None
