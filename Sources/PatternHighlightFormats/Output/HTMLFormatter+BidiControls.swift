import PatternHighlight

extension HTMLFormatter {
    /// The explicit bidi embeddings, overrides and isolates that a text has opened and not yet closed in its
    /// current paragraph, so that the fragment can close them where the paragraph ends: an override the text
    /// leaves open then reaches neither the next line nor the page after the fragment.
    ///
    /// The controls are counted as the Unicode bidirectional algorithm counts them (rules X1–X8, without its depth
    /// limit, past which a closer too many is ignored by a browser): LRE, RLE, LRO and RLO open an embedding, PDF
    /// closes the latest one unless an isolate was opened after it; LRI, RLI and FSI open an isolate, PDI closes
    /// the latest isolate and everything opened after it, and a paragraph break closes everything.
    struct BidiControls {
        /// What is open, oldest first: `true` for an isolate, `false` for an embedding or override.
        private var open: [Bool] = []

        /// Appends `text` escaped (``HTMLFormatter/appendEscaped(_:to:)``) to `html`, with the closers of whatever
        /// is still open in front of each paragraph break.
        mutating func appendEscaped(_ text: ArraySlice<UInt8>, to html: inout [UInt8]) {
            var start = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let byte = text[index]
                if byte == 0x0A || byte == 0x0D || (byte == 0xE2 && index + 2 < text.endIndex) {
                    let control = byte == 0xE2 ? Self.control(text[index + 1], text[index + 2]) : .paragraphBreak
                    if control == .paragraphBreak {
                        HTMLFormatter.appendEscaped(text[start..<index], to: &html)
                        appendClosers(to: &html)
                        start = index
                    } else if let control {
                        track(control)
                    }
                }
                index += 1
            }
            HTMLFormatter.appendEscaped(text[start...], to: &html)
        }

        /// Appends a PDF for every embedding and a PDI for every isolate still open, latest first, and forgets them.
        mutating func appendClosers(to html: inout [UInt8]) {
            for isolate in open.reversed() {
                html += isolate ? [0xE2, 0x81, 0xA9] : [0xE2, 0x80, 0xAC]  // U+2069 PDI, U+202C PDF
            }
            open.removeAll()
        }

        private enum Control {
            case opensEmbedding
            case closesEmbedding
            case opensIsolate
            case closesIsolate
            case paragraphBreak
        }

        /// The control whose UTF-8 is `E2 second third`, if any.
        private static func control(_ second: UInt8, _ third: UInt8) -> Control? {
            switch (second, third) {
            case (0x80, 0xA8), (0x80, 0xA9): return .paragraphBreak  // U+2028, U+2029
            case (0x80, 0xAA), (0x80, 0xAB), (0x80, 0xAD), (0x80, 0xAE): return .opensEmbedding  // LRE, RLE, LRO, RLO
            case (0x80, 0xAC): return .closesEmbedding  // PDF
            case (0x81, 0xA6), (0x81, 0xA7), (0x81, 0xA8): return .opensIsolate  // LRI, RLI, FSI
            case (0x81, 0xA9): return .closesIsolate  // PDI
            default: return nil
            }
        }

        private mutating func track(_ control: Control) {
            switch control {
            case .opensEmbedding: open.append(false)
            case .opensIsolate: open.append(true)
            case .closesEmbedding: if open.last == false { open.removeLast() }
            case .closesIsolate:
                if let isolate = open.lastIndex(of: true) { open.removeSubrange(isolate...) }
            case .paragraphBreak: open.removeAll()
            }
        }
    }
}
