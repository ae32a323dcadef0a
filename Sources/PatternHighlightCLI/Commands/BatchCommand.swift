import Dispatch
import PatternHighlight
import PatternHighlightFormats

/// `pattern-highlight batch`: one `{"id"?, "text"}` per input line, one annotated object per output line, in
/// input order; under `--targets`, one crosspost object per line (``BatchAnswerer/crossposter``). A bad line is answered with `{"id"…, "error": {"code", "message"}}` and the batch goes on; a blank
/// line is skipped (no output line).
///
/// With `--jobs 1` the lines are answered in this thread, the output flushed in large chunks. With more, blocks
/// of lines go to one worker per job, each taking the next block when it is free, and their answers are written in
/// input order; at most two blocks per job are read and not yet written, so memory stays bounded whatever the
/// input size.
///
/// What the custom patterns missed is told once on stderr when the batch ends (``RunWarnings``), one line per kind;
/// a pattern that keeps hitting the regex limits is turned off for the rest of the batch
/// (`Highlighter.sharingPatternLimits()`), so such lines cost no more than the others. It is turned off in input
/// order, whatever the number of jobs: a line runs every pattern that the lines before it did not hit the limits of
/// ``PatternLimitLedger/limitHitsPerRun`` times (``RunTextPlace``). A job that answered a line before the lines
/// before it were answered, and ran a pattern they turned off after all, answers it again when its block is written.
enum BatchCommand {
    /// Lines per block handed to a job, and the bytes after which a block is closed early.
    static let blockLines = 256
    static let blockBytes = 1 << 20
    /// Output is handed to stdout in chunks of about this size.
    static let outputChunk = 1 << 16
    /// The most jobs `--jobs` takes: far more threads than any machine's cores only cost memory and start-up time.
    static let maximumJobs = 256

    static func run(_ configuration: Configuration, formatter: OutputFormatter) throws(CommandLineError) {
        let answerer = try BatchAnswerer(configuration: configuration, formatter: formatter)
        var reader = LineReader(maximumLineLength: configuration.options.maximumLineLength)
        let warnings = RunWarnings(noun: "line")
        defer { warnings.report(turnedOff: configuration.highlighter.turnedOffKinds) }
        if configuration.options.jobs == 1 {
            var writer = JSONWriter(chunkSize: outputChunk, sink: { StandardIO.write($0) })
            var lineNumber = 0
            while let line = reader.next() {
                lineNumber += 1
                // Every line before this one is answered: the patterns turned off for it are final.
                let highlighter = configuration.highlighter.scanning(runText: lineNumber)
                warnings.record(answerer.answer(line, lineNumber: lineNumber, by: highlighter, into: &writer), text: lineNumber)
                writer.flushIfFull()
            }
            writer.flush()
            return
        }
        runInParallel(jobs: configuration.options.jobs, reader: &reader, answerer: answerer, warnings: warnings)
    }

    private static func runInParallel(jobs: Int, reader: inout LineReader, answerer: BatchAnswerer, warnings: RunWarnings) {
        // Blocks are written in input order, by one thread at a time, with what the lines before them recorded.
        let committer = answerer.writing(with: answerer.formatter.withOwnFragments())
        let output = OrderedOutput<BatchBlockAnswer>(capacity: 2 * jobs) { answered in
            answered.write(revisingBy: committer, warnings: warnings)
        }
        let blocks = WorkQueue<(sequence: Int, firstLine: Int, block: LineReader.Block)>()
        let group = DispatchGroup()
        for _ in 0..<jobs {
            // Each worker has its own formatter's fragments (see OutputFormatter.withOwnFragments).
            let answerer = answerer.writing(with: answerer.formatter.withOwnFragments())
            DispatchQueue.global().async(group: group) {
                while let (sequence, firstLine, block) = blocks.take() {
                    output.deliver(sequence, BatchBlockAnswer(block, firstLine: firstLine, answeredBy: answerer))
                }
            }
        }
        var lineNumber = 0
        var sequence = 0
        while let block = reader.nextBlock(maximumLines: blockLines, maximumBytes: blockBytes) {
            output.waitForRoom()
            blocks.put((sequence, lineNumber + 1, block))
            lineNumber += block.items.count
            sequence += 1
        }
        blocks.close(workers: jobs)
        group.wait()
    }
}
