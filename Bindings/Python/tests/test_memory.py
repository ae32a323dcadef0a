"""100,000 calls without growing memory: every handle the package takes from the library is freed."""

import os

import patternhighlight as ph


def resident_bytes() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def calls(highlighter, bluesky, document, count):
    for number in range(count):
        kind = number % 5
        text = f"call {number} @alice.bsky.social #tag{number % 97} https://example.com/{number} 🎉"
        if kind == 0:
            highlighter.annotate(text)
        elif kind == 1:
            highlighter.annotate(text).to_dict()
        elif kind == 2:
            bluesky.post(text, dids={"alice.bsky.social": "did:plc:abc"})
        elif kind == 3:
            document.replace(0, len(document.text), text)
        else:
            try:
                highlighter.annotate("bad \ud800")
            except ph.InvalidTextError:
                pass


def test_100000_calls_do_not_grow_memory():
    highlighter = ph.Highlighter("twitter", hints=True)
    bluesky = ph.Highlighter("bluesky")
    document = ph.Document(bluesky, "start")
    calls(highlighter, bluesky, document, 10_000)  # warm-up: caches, allocator pools
    before = resident_bytes()
    calls(highlighter, bluesky, document, 100_000)
    grown = resident_bytes() - before
    # A leak of one handle or string per call would be several MB (100,000 × tens of bytes at least).
    assert grown < 4 << 20, f"resident memory grew by {grown / 1e6:.1f} MB over 100,000 calls"
