import PatternHighlight
import PatternHighlightFormats

/// One block of batch lines answered by a job of a parallel batch: the answers' JSON, where each line's answer ends,
/// the custom patterns each line was answered without (``RunTextPlace``) and its warnings, kept until the block is
/// written in input order (``OrderedOutput``).
struct BatchBlockAnswer: Sendable {
    let block: LineReader.Block
    /// The number of the block's first line in the batch (1-based).
    let firstLine: Int
    /// The answers, one after the other.
    let json: [UInt8]
    /// Where in ``json`` each line's answer ends (a blank line's answer is empty).
    let answerEnds: [Int]
    /// Each line's place in the run, as its job decided it (`nil` without a shared pattern ledger).
    let places: [RunTextPlace?]
    /// The warnings of each line's annotation.
    let warnings: [[HighlightWarning]]

    /// Answers every line of `block` with `answerer`, in order.
    init(_ block: LineReader.Block, firstLine: Int, answeredBy answerer: BatchAnswerer) {
        // Room for the usual answers (a few bytes of JSON per byte of text), so that the buffer is not grown and
        // copied again and again.
        var writer = JSONWriter(capacity: min(4 * block.bytes.count, 1 << 22) + 64 * block.items.count)
        var answerEnds: [Int] = []
        var places: [RunTextPlace?] = []
        var warnings: [[HighlightWarning]] = []
        for index in block.items.indices {
            let lineNumber = firstLine + index
            let highlighter = answerer.configuration.highlighter.scanning(runText: lineNumber)
            warnings.append(answerer.answer(block.line(index), lineNumber: lineNumber, by: highlighter, into: &writer))
            places.append(highlighter.runTextPlace)
            answerEnds.append(writer.withBytes(\.count))
        }
        self.block = block
        self.firstLine = firstLine
        self.json = writer.bytes
        self.answerEnds = answerEnds
        self.places = places
        self.warnings = warnings
    }

    /// Writes the answers to stdout and records their warnings, once every line before the block is answered: a
    /// line answered with a custom pattern that the lines before it turned off after all (they were answered later
    /// by other jobs) is answered again, by `answerer`, without it.
    func write(revisingBy answerer: BatchAnswerer, warnings runWarnings: RunWarnings) {
        let ledger = answerer.configuration.highlighter.patternLimits
        var start = 0
        var written = 0
        var output: [UInt8]?
        for index in answerEnds.indices {
            let lineNumber = firstLine + index
            var lineWarnings = warnings[index]
            if let ledger, let place = places[index], ledger.turnedOff(before: lineNumber) != place.turnedOff {
                var writer = JSONWriter()
                let highlighter = answerer.configuration.highlighter.scanning(runText: lineNumber)
                lineWarnings = answerer.answer(block.line(index), lineNumber: lineNumber, by: highlighter, into: &writer)
                output = (output ?? []) + json[written..<start] + writer.bytes
                written = answerEnds[index]
            }
            runWarnings.record(lineWarnings, text: lineNumber)
            start = answerEnds[index]
        }
        guard let output else { return StandardIO.write(json) }
        StandardIO.write(output + json[written...])
    }
}
