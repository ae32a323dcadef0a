#!/usr/bin/env python3
"""Draws what `pattern-highlight-bench --json FILE` measured, as SVG.

    python3 Benchmarks/plot.py .build/bench.json --out .build/bench-figures [--commit abc1234] [--png]
    python3 Benchmarks/plot.py --self-test

Writes, for the scenarios the run has (a figure whose scenario did not run is skipped, saying so):

- keystrokes.svg  keystroke cost (median and p99) against document size per profile, beside a full
                  re-highlight of the same text (log-log: the live document is flat, a re-highlight linear);
- throughput.svg  each profile's annotate throughput against the PCRE2 floor and the other regex engines;
- crosspost.svg   a three-target cross-post keystroke's p99 against each single profile's, per size.

Each figure names the command, the date and the git commit of the run that made it. Only the standard
library and matplotlib (Agg backend, no network). `make bench` calls it; `make bench-figures` draws again.
"""

import argparse
import datetime
import json
import os
import re
import sys
import tempfile
import textwrap

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402
from matplotlib.ticker import FuncFormatter  # noqa: E402

plt.rcParams.update({
    "svg.fonttype": "none",      # text stays text: the command and the commit can be searched in the file
    "svg.hashsalt": "pattern-highlight-bench",  # stable ids, so a figure redrawn from the same JSON is the same file
    "font.size": 9,
})

PROFILE_COLORS = {"twitter": "#1f77b4", "bluesky": "#ff7f0e", "mastodon": "#9467bd", "simple": "#2ca02c"}
FALLBACK_COLORS = ["#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f"]
ENGINE_NAMES = {
    "pcre2": "PCRE2 JIT floor (one alternation)",
    "nsregularexpression": "Foundation NSRegularExpression",
    "swift-regex": "Swift Regex (graphemes)",
    "swift-regex-scalar": "Swift Regex (unicode scalars)",
}


class Run:
    """One `--json` file: its figures by key, and the words that name the run."""

    def __init__(self, data, commit, date):
        self.data = data
        self.figures = {figure["key"]: figure for figure in data.get("figures", [])}
        self.profiles = list(data.get("profiles", []))
        self.command = data.get("command", "pattern-highlight-bench")
        self.commit = commit or "unknown commit"
        self.date = date

    def value(self, key):
        figure = self.figures.get(key)
        return None if figure is None else figure.get("value")

    def sizes(self, prefix, suffix):
        """The byte counts N of the keys `prefix.N.suffix` that have a value, ascending."""
        pattern = re.compile(re.escape(prefix) + r"\.(\d+)\." + re.escape(suffix) + "$")
        found = {int(m.group(1)) for key in self.figures if (m := pattern.match(key)) and self.value(key) is not None}
        return sorted(found)

    def credit(self):
        quick = " (quick plan)" if self.data.get("quick") else ""
        command = "\n".join(textwrap.wrap(self.command + quick, 125, subsequent_indent="    ", break_on_hyphens=False))
        return (f"{command}\nrun {self.date} UTC, commit {self.commit}, seed {self.data.get('seed', '?')}, "
                f"{self.data.get('cores', '?')} cores; drawn by Benchmarks/plot.py")


def size_label(count):
    for unit, name in ((10**9, "GB"), (10**6, "MB"), (10**3, "KB")):
        if count >= unit:
            value = count / unit
            return f"{value:g} {name}"
    return f"{count} B"


def time_label(microseconds, _position=None):
    if microseconds == 0:
        return "0"
    if microseconds >= 1e6:
        return f"{microseconds / 1e6:.3g} s"
    if microseconds >= 1e3:
        return f"{microseconds / 1e3:.3g} ms"
    if microseconds >= 1:
        return f"{microseconds:.3g} µs"
    return f"{microseconds * 1e3:.3g} ns"


def color(profile, index):
    return PROFILE_COLORS.get(profile, FALLBACK_COLORS[index % len(FALLBACK_COLORS)])


def finish(figure, run, title, path, png):
    figure.suptitle(title, fontsize=11, fontweight="bold", x=0.01, ha="left")
    figure.text(0.01, 0.01, run.credit(), fontsize=7, color="#555555", ha="left", va="bottom", family="monospace")
    figure.savefig(path, format="svg", metadata={"Date": None}, bbox_inches="tight", pad_inches=0.15)
    if png:
        figure.savefig(os.path.splitext(path)[0] + ".png", format="png", dpi=110, bbox_inches="tight", pad_inches=0.15)
    plt.close(figure)
    return path


def draw_keystrokes(run, out, png):
    """Keystroke median and p99 per profile against document size, beside a full re-highlight."""
    lines = []
    figure, axes = plt.subplots(figsize=(10, 5.6))
    figure.subplots_adjust(left=0.09, right=0.66, top=0.90, bottom=0.2)
    for index, profile in enumerate(run.profiles):
        base = f"keystrokes.{profile}"
        sizes = run.sizes(base, "median-us")
        if not sizes:
            continue
        tint = color(profile, index)
        medians = [run.value(f"{base}.{size}.median-us") for size in sizes]
        axes.plot(sizes, medians, "-o", color=tint, markersize=4, linewidth=1.8)
        p99 = [(size, run.value(f"{base}.{size}.p99-us")) for size in sizes]
        p99 = [(size, value) for size, value in p99 if value is not None]
        if p99:
            axes.plot(*zip(*p99), ":", color=tint, linewidth=1.4, marker="^", markersize=3)
        # The full annotate of the same text, recorded as `speedup` = full annotate ÷ median keystroke.
        full = [(size, run.value(f"{base}.{size}.speedup") * median)
                for size, median in zip(sizes, medians) if run.value(f"{base}.{size}.speedup") is not None]
        if full:
            axes.plot(*zip(*full), "--", color=tint, linewidth=1.2, marker="s", markersize=3)
            lines.append((profile, sizes[-1], medians[-1], full[-1][1]))
        axes.plot([], [], "-", color=tint, linewidth=6, label=profile)
    if not lines and not axes.lines:
        plt.close(figure)
        return None
    sizes = run.sizes("rehighlight.nsregularexpression", "median-ms")
    if sizes:
        axes.plot(sizes, [run.value(f"rehighlight.nsregularexpression.{size}.median-ms") * 1e3 for size in sizes],
                  "--D", color="#b05000", markersize=4, linewidth=1.2)
    axes.set_xscale("log")
    axes.set_yscale("log")
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _: size_label(int(round(value)))))
    axes.yaxis.set_major_formatter(FuncFormatter(time_label))
    axes.set_xlabel("document size (decimal bytes)")
    axes.set_ylabel("time per keystroke (log)")
    axes.grid(True, which="major", color="#dddddd")
    axes.grid(True, which="minor", color="#f2f2f2")
    profiles_legend = axes.legend(title="profile (colour)", loc="upper left", bbox_to_anchor=(1.02, 1), fontsize=8)
    axes.add_artist(profiles_legend)
    styles = [
        Line2D([], [], color="#333333", linestyle="-", marker="o", markersize=4, label="live document: median keystroke"),
        Line2D([], [], color="#333333", linestyle=":", marker="^", markersize=3, label="live document: p99 keystroke"),
        Line2D([], [], color="#333333", linestyle="--", marker="s", markersize=3,
               label="full re-highlight: annotate the\nwhole text (keystroke scenario)"),
    ]
    if sizes:
        styles.append(Line2D([], [], color="#b05000", linestyle="--", marker="D", markersize=4,
                             label="NSRegularExpression re-highlight\n(rehighlight scenario, median)"))
    axes.legend(handles=styles, title="measure (line)", loc="upper left", bbox_to_anchor=(1.02, 0.6), fontsize=8)
    if lines:
        profile, size, median, full = max(lines, key=lambda line: line[3] / line[2])
        axes.annotate(f"{size_label(size)}, {profile}: keystroke {time_label(median)},\nre-highlight {time_label(full)} "
                      f"({full / median:,.0f}×)", xy=(size, full), xytext=(-14, 0), textcoords="offset points",
                      ha="right", va="center", fontsize=8,
                      bbox={"boxstyle": "round", "facecolor": "white", "edgecolor": "#cccccc"})
    path = os.path.join(out, "keystrokes.svg")
    return finish(figure, run, "Keystroke cost against document size: flat, where a full re-highlight grows with the text",
                  path, png)


def draw_throughput(run, out, png):
    """Each profile's annotate throughput beside the PCRE2 floor and the other regex engines."""
    rows = []  # (label, MB/s, statistics, colour, note)
    # The library's annotate in each profile's colour, then the CLI's end to end in one lighter colour.
    for what, measured, paired, tint in (
        ("annotate", "throughput.{}.mbps", "ratio.{}.vs-pcre2-floor.paired", None),
        ("CLI annotate", "cli.annotate.{}.mbps", "ratio.cli.annotate.{}.vs-pcre2-floor.paired", "#9ecae1"),
    ):
        for index, profile in enumerate(run.profiles):
            key = measured.format(profile)
            if run.value(key) is None:
                continue
            ratio = run.value(paired.format(profile))
            note = f"{ratio:.2f}× floor (paired)" if ratio is not None else ""
            rows.append((f"{what}, {profile}" + subject_size(run.figures[key]), run.value(key),
                         run.figures[key].get("statistics"), tint or color(profile, index), note))
    floor = run.value("baseline.pcre2.mbps")
    for engine, name in ENGINE_NAMES.items():
        key = f"baseline.{engine}.mbps"
        if run.value(key) is None:
            continue
        tint = "#222222" if engine == "pcre2" else "#aaaaaa"
        note = "" if engine == "pcre2" or floor is None else f"{run.value(key) / floor:.3f}× floor"
        rows.append((name + subject_size(run.figures[key]), run.value(key), run.figures[key].get("statistics"), tint, note))
    if not rows:
        return None
    figure, axes = plt.subplots(figsize=(9, 0.42 * len(rows) + 2.2))
    figure.subplots_adjust(left=0.32, right=0.98, top=1 - 0.75 / (0.42 * len(rows) + 2.2),
                           bottom=1.0 / (0.42 * len(rows) + 2.2))
    positions = list(range(len(rows)))[::-1]
    values = [row[1] for row in rows]
    axes.barh(positions, values, color=[row[3] for row in rows], height=0.65)
    for position, (label, value, statistics, _, note) in zip(positions, rows):
        if statistics and statistics.get("min") is not None and statistics.get("max") is not None:
            axes.plot([statistics["min"], statistics["max"]], [position, position], color="#666666", linewidth=1)
        right = max(value, (statistics or {}).get("max") or value)
        axes.text(right * 1.15, position, f"{value:,.1f} MB/s" + (f"  {note}" if note else ""), va="center", fontsize=8,
                  bbox={"facecolor": "white", "edgecolor": "none", "pad": 1})
    if floor is not None:
        axes.axvline(floor, color="#222222", linestyle="--", linewidth=1)
    axes.set_yticks(positions)
    axes.set_yticklabels([row[0] for row in rows])
    axes.set_xscale("log")
    axes.set_xlim(min(values) / 1.5, max(values) * 14)
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:g}"))
    axes.set_xlabel("MB/s (10⁶ bytes per second, log; median of the runs, line: min–max)")
    axes.grid(True, axis="x", which="major", color="#dddddd")
    axes.set_axisbelow(True)
    path = os.path.join(out, "throughput.svg")
    return finish(figure, run, "Throughput over the corpus: each profile against the PCRE2 floor (dashed)", path, png)


def subject_size(figure):
    """`, 10 MB` from a subject such as `twitter profile, 10 MB`, or nothing."""
    subject = figure.get("subject", "")
    last = subject.rsplit(", ", 1)[-1]
    return f", {last}" if ", " in subject and re.fullmatch(r"[0-9.]+ [KMG]?B", last) else ""


def single_p99s(note):
    """`crosspost.keystrokes.N.p99-us`'s note lists each profile alone: `twitter p99 4.49 µs (×3.2)`."""
    return {name: float(value) for name, value in re.findall(r"(\w+) p99 ([0-9.]+) µs", note)}


def draw_crosspost(run, out, png):
    """The three-target keystroke's p99 against each single profile's, per document size."""
    sizes = run.sizes("crosspost.keystrokes", "p99-us")
    if not sizes:
        return None
    figure, axes = plt.subplots(figsize=(10, 5.2))
    figure.subplots_adjust(left=0.08, right=0.68, top=0.90, bottom=0.2)
    together = [run.value(f"crosspost.keystrokes.{size}.p99-us") for size in sizes]
    axes.plot(sizes, together, "-o", color="#d62728", linewidth=2.2, markersize=5, label="three targets, p99")
    medians = [(run.figures[f"crosspost.keystrokes.{size}.p99-us"].get("statistics") or {}).get("median") for size in sizes]
    if all(value is not None for value in medians):
        axes.plot(sizes, medians, ":o", color="#d62728", linewidth=1.4, markersize=3, label="three targets, median")
    singles = [single_p99s(run.figures[f"crosspost.keystrokes.{size}.p99-us"].get("note", "")) for size in sizes]
    names = [name for name in run.profiles if all(name in single for single in singles)]
    for index, name in enumerate(names):
        axes.plot(sizes, [single[name] for single in singles], "-o", color=color(name, index), markersize=3,
                  linewidth=1.2, label=f"{name} alone, p99")
    if names:
        axes.plot(sizes, [3 * max(single[name] for name in names) for single in singles], "--", color="#888888",
                  linewidth=1, label="goal: 3 × the slowest single profile's p99")
        axes.plot(sizes, [sum(single[name] for name in names) for single in singles], "-.", color="#888888",
                  linewidth=1, label="the single profiles' p99s added up")
    for size, value in zip(sizes, together):
        ratio = run.value(f"crosspost.keystrokes.{size}.p99-ratio")
        if ratio is not None:
            axes.annotate(f"{ratio:.2f}×", xy=(size, value), xytext=(0, 6), textcoords="offset points", ha="center",
                          fontsize=8, color="#d62728")
    axes.set_xscale("log")
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _: size_label(int(round(value)))))
    axes.yaxis.set_major_formatter(FuncFormatter(time_label))
    axes.set_ylim(0, max(together + [3 * max(single.values()) for single in singles if single]) * 1.15)
    axes.set_xlabel("document size (decimal bytes, log)")
    axes.set_ylabel("time per keystroke (near-miss hints on in every document)")
    axes.grid(True, color="#dddddd")
    axes.legend(loc="upper left", bbox_to_anchor=(1.02, 1), fontsize=8)
    drafts = run.value("crosspost.drafts.mbps")
    if drafts is not None:
        axes.text(0.01, 0.98, f"Crosspost of the corpus's drafts, three targets: {drafts:.2f} MB/s",
                  transform=axes.transAxes, va="top", fontsize=8)
    path = os.path.join(out, "crosspost.svg")
    return finish(figure, run, "Cross-post keystroke (three targets) against single profiles; red: ÷ slowest single p99",
                  path, png)


def draw(path, out, commit=None, date=None, png=False):
    with open(path, encoding="utf-8") as file:
        data = json.load(file)
    if date is None:
        date = datetime.datetime.fromtimestamp(os.path.getmtime(path), datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")
    run = Run(data, commit, date)
    os.makedirs(out, exist_ok=True)
    written = []
    for name, drawing in (("keystrokes", draw_keystrokes), ("throughput", draw_throughput), ("crosspost", draw_crosspost)):
        result = drawing(run, out, png)
        if result is None:
            print(f"plot.py: {name}: nothing to draw (the run has no {name} figures)", file=sys.stderr)
        else:
            written.append(result)
            print(f"plot.py: wrote {result}", file=sys.stderr)
    return written


def self_test():
    """Draws a small made-up run and checks that every figure is written and names its run."""
    profiles = ["twitter", "bluesky"]
    figures = []

    def add(key, value, note="", statistics=None):
        figures.append({"key": key, "scenario": key.split(".")[0], "subject": "s, 10 MB", "metric": "m",
                        "value": value, "unit": "", "note": note, **({"statistics": statistics} if statistics else {})})

    for index, profile in enumerate(profiles):
        for size in (1000, 1000000, 10000000):
            add(f"keystrokes.{profile}.{size}.median-us", 2.0 + index)
            add(f"keystrokes.{profile}.{size}.p99-us", 5.0 + index)
            add(f"keystrokes.{profile}.{size}.speedup", size / 50 / (2.0 + index))
        add(f"throughput.{profile}.mbps", 200.0 + 50 * index, statistics={"count": 5, "min": 190.0, "median": 200.0,
                                                                          "p99": 210.0, "max": 210.0, "mean": 200.0})
        add(f"ratio.{profile}.vs-pcre2-floor.paired", 0.4 + 0.1 * index)
    add("baseline.pcre2.mbps", 480.0)
    add("baseline.swift-regex.mbps", 2.5)
    add("rehighlight.nsregularexpression.1000.median-ms", 0.2)
    for size in (1000, 1000000):
        add(f"crosspost.keystrokes.{size}.p99-us", 12.0, note="6000 keystrokes (median 7 µs); alone: twitter p99 "
            "4.49 µs (×2.6), bluesky p99 2.72 µs (×4.4); update sizes 10", statistics={"median": 7.0})
        add(f"crosspost.keystrokes.{size}.p99-ratio", 2.67)
    add("crosspost.drafts.mbps", 3.3)
    data = {"command": "pattern-highlight-bench --self-test-run", "quick": True, "seed": 1, "profiles": profiles,
            "cores": 2, "figures": figures, "checks": []}
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        source = os.path.join(folder, "bench.json")
        with open(source, "w", encoding="utf-8") as file:
            json.dump(data, file)
        written = draw(source, os.path.join(folder, "figures"), commit="0123abc", date="2026-01-02 03:04")
        if sorted(os.path.basename(path) for path in written) != ["crosspost.svg", "keystrokes.svg", "throughput.svg"]:
            failures.append(f"expected three figures, wrote {written}")
        for path in written:
            with open(path, encoding="utf-8") as file:
                text = file.read()
            for needle in ("pattern-highlight-bench --self-test-run", "0123abc", "2026-01-02 03:04"):
                if needle not in text:
                    failures.append(f"{os.path.basename(path)} does not name {needle!r}")
        if single_p99s(figures[-3]["note"]) != {"twitter": 4.49, "bluesky": 2.72}:
            failures.append("the single profiles' p99s were not read from the cross-post note")
        data["figures"] = [figure for figure in figures if not figure["key"].startswith("crosspost")]
        with open(source, "w", encoding="utf-8") as file:
            json.dump(data, file)
        if len(draw(source, os.path.join(folder, "partial"), commit="0123abc")) != 2:
            failures.append("a run without the crosspost scenario should give two figures")
    for failure in failures:
        print(f"plot.py self-test: FAILED {failure}", file=sys.stderr)
    print(f"plot.py self-test: {'failed' if failures else 'passed'}", file=sys.stderr)
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description="Draws a pattern-highlight-bench --json file as SVG figures.")
    parser.add_argument("json", nargs="?", help="the harness's --json output (make bench: .build/bench.json)")
    parser.add_argument("--out", default=".build/bench-figures", help="folder for the SVGs (default %(default)s)")
    parser.add_argument("--commit", help="the git commit the run measured (default: unknown commit)")
    parser.add_argument("--date", help="when the run was made (default: the JSON file's modification time, UTC)")
    parser.add_argument("--png", action="store_true", help="also write a PNG beside each SVG")
    parser.add_argument("--self-test", action="store_true", help="draw a made-up run and check the figures")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    if not arguments.json:
        parser.error("the --json file of a pattern-highlight-bench run is required")
    try:
        written = draw(arguments.json, arguments.out, arguments.commit, arguments.date, arguments.png)
    except (OSError, json.JSONDecodeError) as error:
        print(f"plot.py: cannot read {arguments.json}: {error}", file=sys.stderr)
        return 1
    return 0 if written else 1


if __name__ == "__main__":
    sys.exit(main())
