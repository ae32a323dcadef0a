#!/usr/bin/env python3
"""Annotate an NDJSON corpus with Spark: every partition piped through `pattern-highlight batch`, or annotated in the
Python worker itself with the `patternhighlight` package (`--in-process`).

`pattern-highlight batch` reads `{"id": ..., "text": "..."}` lines and writes one annotation line per input line,
in input order (a bad line gets its own `{"id": ..., "error": ...}` line). That makes it a line filter, and
Spark's `RDD.pipe` runs a line filter over each partition of a distributed file: one `pattern-highlight`
process per task, fed the partition's lines on stdin, its stdout lines becoming the output partition. Nothing
is linked into the JVM and nothing is serialised but text lines.

    python3 annotate_corpus.py posts.ndjson out/ --profile bluesky --binary /path/to/pattern-highlight
    python3 annotate_corpus.py posts.ndjson out/ --profile bluesky --in-process   # pip install ./Bindings/Python
    python3 annotate_corpus.py --generate posts.ndjson --lines 200000   # a sample corpus to try it on

On a cluster, ship the binary with the job (`spark-submit --files pattern-highlight`, then `--binary
./pattern-highlight`) or install it on every node; run with `--master yarn` (or your cluster's URL) instead of
the default `local[*]`. The output directory holds one `part-NNNNN` file per partition, in input order.

`--in-process` runs `mapPartitions` instead: each Python worker loads the `patternhighlight` package (the engine's C
library, through ctypes) once per partition and annotates the lines itself, writing for each the bytes `batch` writes
(`{"id": …` then the annotate object, `Annotation.to_json`). No process is spawned and no line crosses a pipe; the
package must be installed on every worker (`pip install ./Bindings/Python`, or ship the wheel with `--py-files`).
"""

import argparse
import json
import os
import random
import shlex
import sys
import time


def annotate_partition(lines, profile, units):
    """`--in-process`: one partition's lines annotated in this worker, each answered as `batch` answers it."""
    import patternhighlight

    highlighter = patternhighlight.Highlighter(profile)  # once per partition: compiling the rules takes milliseconds
    for line in lines:
        identifier = "null"
        try:
            request = json.loads(line)
            identifier = json.dumps(request.get("id"), ensure_ascii=False, separators=(",", ":"))
            body = highlighter.annotate(request["text"]).to_json(units)
        except (ValueError, KeyError, TypeError, AttributeError, patternhighlight.PatternHighlightError) as error:
            # A bad line gets its own error object, as in batch (whose error codes are the command line's).
            yield '{"id":' + identifier + ',"error":' + json.dumps({"message": str(error)}, ensure_ascii=False) + "}"
            continue
        yield '{"id":' + identifier + "," + body[1:]


def annotate(input_path, output_path, binary, profile, partitions, master, extra_arguments, in_process=False, units="utf16"):
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.master(master).appName("pattern-highlight batch").getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    try:
        lines = spark.sparkContext.textFile(input_path, minPartitions=partitions)
        if in_process:
            annotated = lines.mapPartitions(lambda partition: annotate_partition(partition, profile, units))
        else:
            command = [binary, "batch", "--profile", profile, "--units", units] + extra_arguments
            # checkCode: a task whose pattern-highlight exits non-zero fails (and Spark retries it) instead of
            # silently yielding a short partition.
            annotated = lines.pipe(" ".join(shlex.quote(part) for part in command), checkCode=True)
        started = time.monotonic()
        annotated.saveAsTextFile(output_path)
        seconds = time.monotonic() - started
        partition_count = annotated.getNumPartitions()
    finally:
        spark.stop()
    return seconds, partition_count


def generate(path, count, seed):
    """A sample corpus: short posts in several scripts with mentions, tags, cashtags, links and emoji."""
    random_source = random.Random(seed)
    words = ("the of and to in is it for on with as at this that by from people weekend today new our "
             "日本語 テスト 中文 한국어 مرحبا بالعالم שלום 🎉 👍🏽 👩‍💻 🇯🇵 ❤️").split()
    entities = ["@alice.bsky.social", "@bob", "@jay.example.com", "#tag", "#日本", "#SwiftLang", "$AAPL", "$btc",
                "https://example.com/a?b=1", "http://t.co/xyz", "example.org", "https://en.wikipedia.org/wiki/A_(b)"]
    with open(path, "w", encoding="utf-8") as output:
        for number in range(count):
            parts = [random_source.choice(entities) if random_source.random() < 0.12 else random_source.choice(words)
                     for _ in range(random_source.randint(8, 60))]
            output.write(json.dumps({"id": number, "text": " ".join(parts)}, ensure_ascii=False) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input", help="NDJSON corpus (a local path, hdfs://, s3a://, a glob…)")
    parser.add_argument("output", nargs="?", help="output directory (must not exist)")
    parser.add_argument("--binary", default="pattern-highlight", help="the pattern-highlight executable on every worker")
    parser.add_argument("--profile", default="twitter", help="twitter, bluesky, mastodon or simple")
    parser.add_argument("--partitions", type=int, default=os.cpu_count() or 2, help="minimum number of partitions")
    parser.add_argument("--master", default="local[*]", help="Spark master (default: local, every core)")
    parser.add_argument("--batch-arguments", default="", help="more arguments for `pattern-highlight batch`, e.g. '--format facets'")
    parser.add_argument("--in-process", action="store_true",
                        help="annotate in the Python workers with the patternhighlight package (mapPartitions), not through batch")
    parser.add_argument("--units", default="utf16", choices=["utf16", "utf8", "scalars"], help="offset units (batch's --units)")
    parser.add_argument("--generate", action="store_true", help="write a sample corpus to INPUT instead")
    parser.add_argument("--lines", type=int, default=100_000, help="lines of the sample corpus")
    parser.add_argument("--seed", type=int, default=1, help="seed of the sample corpus")
    arguments = parser.parse_args()

    if arguments.generate:
        generate(arguments.input, arguments.lines, arguments.seed)
        print(f"wrote {arguments.lines} lines, {os.path.getsize(arguments.input) / 1e6:.1f} MB to {arguments.input}")
        return 0
    if not arguments.output:
        parser.error("an output directory is needed")
    if arguments.in_process and arguments.batch_arguments:
        parser.error("--batch-arguments is for the batch path; --in-process takes --profile and --units")
    seconds, partition_count = annotate(arguments.input, arguments.output, arguments.binary, arguments.profile,
                                        arguments.partitions, arguments.master, shlex.split(arguments.batch_arguments),
                                        arguments.in_process, arguments.units)
    print(f"annotated {arguments.input} into {arguments.output} ({partition_count} partitions) in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
