@testable import PatternHighlight

/// A test-only profile with what `simple` lacks: replies (a leading `@name` after twitter-style leading
/// whitespace, which may span paragraphs), values that differ from the text (lowercased mentions) and
/// details (a dotted mention's `"domain"` and `"part"`), so that the document's reply tracking and compact entity storage are exercised.
struct ReplyingTestRecognizer: BuiltInRecognizer {
    let simple = SimpleRecognizer()

    var hasReplies: Bool { true }

    func recognize(_ request: ScanRequest, into entities: inout [Entity]) -> ScanOutcome {
        var found: [Entity] = []
        let outcome = simple.recognize(request, into: &found)
        for var entity in found {
            if entity.kind == .mention {
                entity.value = entity.value.lowercased()
                if let dot = entity.value.firstIndex(of: ".") {
                    entity.setDetail("part", to: String(entity.value[..<dot]))
                    entity.setDetail("domain", to: String(entity.value[entity.value.index(after: dot)...]))
                }
            }
            entities.append(entity)
        }
        return outcome
    }

    func replyScreenName(in bytes: [UInt8]) -> String? {
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index].properties.isWhitespace || scalars[index] == "\u{180E}" { index += 1 }
        guard index < scalars.count, scalars[index] == "@" || scalars[index] == "＠" else { return nil }
        var name = ""
        index += 1
        while index < scalars.count, name.unicodeScalars.count < 20,
              scalars[index].isASCII, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || scalars[index] == "_" {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        return name.isEmpty ? nil : name
    }
}

extension Profile {
    static let replyingTest = Profile(name: "replying-test", kinds: [.hashtag, .mention, .url], recognizer: ReplyingTestRecognizer(),
        counting: .graphemes, policy: SimpleComposerPolicy())
}
