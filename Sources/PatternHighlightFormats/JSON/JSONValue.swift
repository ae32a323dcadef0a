import PatternHighlight

/// A parsed JSON value. Numbers keep their text so that integers are exact.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in document order (duplicate keys are rejected by the parser).
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value), .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The member called `key` of an object, else `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The integer, if this is a number written without fraction or exponent that fits in `Int`.
    public var intValue: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }

    /// The Boolean, if this is `true` or `false`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// How deep arrays and objects may nest unless a parse says otherwise.
    public static let defaultMaximumDepth = 512

    /// Parses one JSON document (RFC 8259): valid UTF-8, no duplicate keys, nesting no deeper than
    /// `maximumDepth`.
    /// - Throws: ``JSONParseError`` with the byte offset of the problem.
    /// - Complexity: O(n).
    public init(parsing bytes: [UInt8], maximumDepth: Int = JSONValue.defaultMaximumDepth) throws(JSONParseError) {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        self = try parser.parseDocument()
    }

    /// Parses one JSON document from a string.
    public init(parsing text: String) throws(JSONParseError) {
        try self.init(parsing: Array(text.utf8))
    }
}

