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
