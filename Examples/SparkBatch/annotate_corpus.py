#!/usr/bin/env python3
"""Annotate an NDJSON corpus with Spark: every partition is piped through `pattern-highlight batch`.

`pattern-highlight batch` reads `{"id": ..., "text": "..."}` lines and writes one annotation line per input line,
in input order (a bad line gets its own `{"id": ..., "error": ...}` line). That makes it a line filter, and
Spark's `RDD.pipe` runs a line filter over each partition of a distributed file: one `pattern-highlight`
process per task, fed the partition's lines on stdin, its stdout lines becoming the output partition. Nothing
is linked into the JVM and nothing is serialised but text lines.

    python3 annotate_corpus.py posts.ndjson out/ --profile bluesky --binary /path/to/pattern-highlight
    python3 annotate_corpus.py --generate posts.ndjson --lines 200000   # a sample corpus to try it on

On a cluster, ship the binary with the job (`spark-submit --files pattern-highlight`, then `--binary
./pattern-highlight`) or install it on every node; run with `--master yarn` (or your cluster's URL) instead of
the default `local[*]`. The output directory holds one `part-NNNNN` file per partition, in input order.
"""

import argparse
import json
import os
import random
import shlex
import sys
import time


def annotate(input_path, output_path, binary, profile, partitions, master, extra_arguments):
    from pyspark.sql import SparkSession

    spark = SparkSession.builder.master(master).appName("pattern-highlight batch").getOrCreate()
    spark.sparkContext.setLogLevel("WARN")
    try:
        lines = spark.sparkContext.textFile(input_path, minPartitions=partitions)
        command = [binary, "batch", "--profile", profile] + extra_arguments
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
    seconds, partition_count = annotate(arguments.input, arguments.output, arguments.binary, arguments.profile,
                                        arguments.partitions, arguments.master, shlex.split(arguments.batch_arguments))
    print(f"annotated {arguments.input} into {arguments.output} ({partition_count} partitions) in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
