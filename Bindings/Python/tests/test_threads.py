"""One Highlighter shared by threads gives each thread the single-threaded answers."""

from concurrent.futures import ThreadPoolExecutor

import patternhighlight as ph


def test_shared_highlighter(corpus):
    for profile in ("twitter", "bluesky"):
        highlighter = ph.Highlighter(profile, hints=True)
        expected = [highlighter.annotate(text).to_dict() for text in corpus]

        def work(offset):
            order = corpus[offset:] + corpus[:offset]
            return [highlighter.annotate(text).to_dict() for text in order], offset

        with ThreadPoolExecutor(max_workers=8) as pool:
            for answers, offset in pool.map(work, range(0, 8 * 31, 31)):
                assert answers == expected[offset:] + expected[:offset]


def test_documents_on_threads():
    highlighter = ph.Highlighter("mastodon")

    def type_text(number):
        document = ph.Document(highlighter)
        text = f"post {number} by @user{number}@example.social #tag{number} https://example.com/{number}"
        for index, character in enumerate(text):
            document.replace(index, index, character)
        return document.annotation().to_dict() == highlighter.annotate(text).to_dict()

    with ThreadPoolExecutor(max_workers=4) as pool:
        assert all(pool.map(type_text, range(16)))


def test_a_long_call_does_not_hold_the_gil():
    """While the engine annotates a long text on one thread, another thread keeps running Python."""
    import threading
    import time

    highlighter = ph.Highlighter("twitter")
    text = "see @jack and #tag at https://example.com/a 🎉 " * 60_000  # about 3 MB
    span = {}

    def annotate():
        span["start"] = time.perf_counter()
        highlighter.annotate(text)
        span["end"] = time.perf_counter()

    worker = threading.Thread(target=annotate)
    ticks = []
    worker.start()
    while worker.is_alive():
        ticks.append(time.perf_counter())
    worker.join()
    duration = span["end"] - span["start"]
    middle = [t for t in ticks if span["start"] + duration * 0.25 < t < span["end"] - duration * 0.25]
    assert duration > 0.02, "the call was too short to tell"
    # Held, the GIL would let this thread run at most once per switch interval (5 ms) of the middle half.
    assert len(middle) > 50 * (duration / 2) / 0.005 + 100, f"{len(middle)} ticks in the middle of a {duration:.3f} s call"
