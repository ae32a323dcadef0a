import CPCRE2

/// Compile-time switches for a ``CompiledRegex``.
struct RegexOptions: OptionSet, Sendable, Hashable {
    let rawValue: UInt32
    /// `\w`, `\d`, `\s`, `\b` and POSIX classes follow Unicode properties (PCRE2_UCP).
    static let unicodeProperties = RegexOptions(rawValue: 1 << 0)
    /// `$` matches only at the very end of the subject (PCRE2_DOLLAR_ENDONLY).
    static let dollarEndOnly = RegexOptions(rawValue: 1 << 1)
    /// Letters match without regard to case (PCRE2_CASELESS).
    static let caseless = RegexOptions(rawValue: 1 << 2)
    /// A match must start exactly at the search offset (PCRE2_ANCHORED at compile time, which the JIT
    /// supports; at match time it would send every search to the interpreter).
    static let anchored = RegexOptions(rawValue: 1 << 3)
}

/// Why a pattern did not compile: PCRE2's own message and the offset (in UTF-8 bytes of the pattern).
struct RegexCompileFailure: Error, Sendable, Equatable {
    let message: String
    let offset: Int
}

/// How much work and memory one search may use before it is abandoned (``RegexSearchResult/limitExceeded``).
///
/// The values bound a hostile pattern, not an honest one: `(a|b)*$` over a 100 KB run of `a` needs deep
/// backtracking state and must still match, while `(a+)+$` against `aaa…b` must give up within milliseconds.
struct RegexLimits: Sendable, Hashable {
    /// PCRE2's match limit: the work budget of one `pcre2_match` call (calls of the internal match function in
    /// the interpreter, a comparable count in the JIT). 10 million is tens of milliseconds.
    var matchLimit: UInt32 = 10_000_000
    /// PCRE2's depth limit: nested backtracking frames (interpreter only; the JIT is bounded by its stack).
    var depthLimit: UInt32 = 1_000_000
    /// PCRE2's heap limit for the interpreter's backtracking frames, in KiB.
    var heapLimitKiB: UInt32 = 64 << 10
    /// The largest JIT stack a search may grow into, in bytes. Searches start on PCRE2's 32 KiB default
    /// stack; only one that overflows it is retried on a stack this large (allocated once per matcher).
    var jitStackBytes: Int = 64 << 20
}

/// What one search found.
enum RegexSearchResult: Sendable, Equatable {
    /// A match; the range is in the subject array's offsets (UTF-8 bytes).
    case match(Range<Int>)
    case noMatch
    /// The attempt was abandoned at a match or depth limit.
    case limitExceeded
}

/// A PCRE2 pattern compiled once in UTF mode and JIT-compiled. Immutable and shared by every thread.
///
/// This file is the only place that calls `pcre2_*`: everything above it sees Swift values.
/// Subjects must be valid UTF-8 (the library validates text once on entry), so every match
/// passes `PCRE2_NO_UTF_CHECK`.
final class CompiledRegex: @unchecked Sendable {
    // `@unchecked`: `code` and `matchContext` are written only in `init`; PCRE2 documents both as
    // safe to share between threads once compiled.
    private let code: OpaquePointer
    fileprivate let matchContext: OpaquePointer
    fileprivate let limits: RegexLimits
    /// Match data left by earlier searches, so that a search allocates nothing: a keystroke in a live document
    /// runs a few searches over a few words, where creating and freeing match data cost as much as matching.
    private let spareMatchData = SparePool<RegexMatchData>()
    /// The pattern as written.
    let pattern: String
    /// Whether PCRE2's JIT compiled this pattern (it falls back to the interpreter otherwise).
    let isJITCompiled: Bool
    /// The number of capturing groups in the pattern (asked of PCRE2 once: match data is sized by it on
    /// every scan).
    let captureCount: Int

    init(_ pattern: String, options: RegexOptions = [.unicodeProperties], limits: RegexLimits = RegexLimits())
        throws(RegexCompileFailure)
    {
        // `\C` matches one code unit, which would split a UTF-8 sequence: an entity must start and end on
        // scalar boundaries, so a pattern using it is refused at compile time ("using \C is disabled").
        var flags = UInt32(PCRE2_UTF) | UInt32(PCRE2_NEVER_BACKSLASH_C)
        if options.contains(.unicodeProperties) { flags |= UInt32(PCRE2_UCP) }
        if options.contains(.dollarEndOnly) { flags |= UInt32(PCRE2_DOLLAR_ENDONLY) }
        if options.contains(.caseless) { flags |= UInt32(PCRE2_CASELESS) }
        if options.contains(.anchored) { flags |= UInt32(PCRE2_ANCHORED) }
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        let compiled: OpaquePointer? = pattern.utf8CString.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt8.self) { bytes in
                pcre2_compile_8(bytes.baseAddress, buffer.count - 1, flags, &errorCode, &errorOffset, nil)
            }
        }
        guard let compiled else {
            throw RegexCompileFailure(message: Self.message(for: errorCode), offset: errorOffset)
        }
        guard let context = pcre2_match_context_create_8(nil) else {
            pcre2_code_free_8(compiled)
            throw RegexCompileFailure(message: "out of memory creating a match context", offset: 0)
        }
        pcre2_set_match_limit_8(context, limits.matchLimit)
        pcre2_set_depth_limit_8(context, limits.depthLimit)
        pcre2_set_heap_limit_8(context, limits.heapLimitKiB)
        self.code = compiled
        self.limits = limits
        self.matchContext = context
        self.pattern = pattern
        self.isJITCompiled = pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
        var count: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        self.captureCount = Int(count)
    }

    deinit {
        pcre2_match_context_free_8(matchContext)
        pcre2_code_free_8(code)
    }

    /// The number of the capturing group with this name, or `nil`.
    func groupNumber(named name: String) -> Int? {
        let number = name.utf8CString.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UInt8.self) { pcre2_substring_number_from_name_8(code, $0.baseAddress) }
        }
        return number > 0 ? Int(number) : nil
    }

    /// Runs `body` with a matcher over `subject[range]`. Offsets in and out are indices of `subject`;
    /// the pattern sees `range` as the whole subject (`^` and lookbehinds stop at its start).
    func withMatcher<Result>(
        over subject: [UInt8], range: Range<Int>, _ body: (inout RegexMatcher) throws -> Result
    ) rethrows -> Result {
        precondition(range.lowerBound >= 0 && range.upperBound <= subject.count, "subject range out of bounds")
        return try spareMatchData.withSpare(make: { RegexMatchData(for: [self]) }) { data in
            try subject.withUnsafeBufferPointer { buffer in
                var matcher = RegexMatcher(regex: self, data: data, subject: buffer, range: range)
                return try body(&matcher)
            }
        }
    }

    /// Searches `subject[range]` from `offset` (a subject-array offset on a code point boundary) and keeps the
    /// groups in `data`. As with ``withMatcher(over:range:_:)`` the pattern sees `range` as the whole subject;
    /// unlike it, nothing is allocated, so a scan may search at every trigger it finds.
    func search(in subject: [UInt8], range: Range<Int>, from offset: Int, into data: RegexMatchData) -> RegexSearchResult {
        precondition(range.lowerBound >= 0 && range.upperBound <= subject.count, "subject range out of bounds")
        return subject.withUnsafeBufferPointer { buffer in
            search(buffer, range: range, from: offset, anchored: false, into: data)
        }
    }

    /// The one search: `pcre2_match` over `subject[range]` from `offset`, retried once on the large JIT stack
    /// when the default one overflows; the groups stay in `data`.
    fileprivate func search(
        _ subject: UnsafeBufferPointer<UInt8>, range: Range<Int>, from offset: Int, anchored: Bool, into data: RegexMatchData
    ) -> RegexSearchResult {
        guard offset >= range.lowerBound && offset <= range.upperBound, let matchData = data.pointer else {
            return data.pointer == nil ? .limitExceeded : .noMatch  // no match data (out of memory): no answer
        }
        data.base = range.lowerBound
        let start = (subject.baseAddress ?? UnsafePointer(bitPattern: 1)!) + range.lowerBound
        let options = UInt32(PCRE2_NO_UTF_CHECK) | (anchored ? UInt32(PCRE2_ANCHORED) : 0)
        var status = pcre2_match_8(code, start, range.count, offset - range.lowerBound, options, matchData, matchContext)
        if status == CPCRE2_ERROR_JIT_STACKLIMIT, isJITCompiled, let large = data.largeStackContext(for: self) {
            status = pcre2_match_8(code, start, range.count, offset - range.lowerBound, options, matchData, large)
        }
        if status >= 0, let match = data.group(0) { return .match(match) }
        // A match, depth, heap or JIT stack limit: bounded work, no answer.
        return status == CPCRE2_ERROR_NOMATCH ? .noMatch : .limitExceeded
    }

    private static func message(for errorCode: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
        guard length > 0 else { return "PCRE2 error \(errorCode)" }
        return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
    }
}

/// What a search uses besides the pattern: PCRE2 match data with room for the groups of one or several
/// ``CompiledRegex``es (one search at a time), the groups of the last search, and the large JIT stacks made for
/// searches that overflowed the default one. Owned by one scan on one thread at a time (a ``CompiledRegex``
/// keeps spares for ``CompiledRegex/withMatcher(over:range:_:)``; a profile's rules may share one per scan).
///
/// `@unchecked Sendable`: PCRE2 match data and JIT stacks may move between threads (through a ``SparePool``),
/// only never be used by two at once.
final class RegexMatchData: @unchecked Sendable {
    /// The match data, or `nil` when PCRE2 could not allocate it: every search then reports
    /// ``RegexSearchResult/limitExceeded`` (no answer, as for a hostile pattern), never a crash.
    fileprivate let pointer: OpaquePointer?
    /// Where the last search's subject started in the subject array. (Unchecked: the data belongs to one scan, and
    /// a checked class property costs a runtime exclusivity check per search.)
    @exclusivity(unchecked) fileprivate var base = 0
    private let pairs: Int
    /// Large JIT stacks made for searches that overflowed the default one, per regex (rare).
    private var largeStacks: [ObjectIdentifier: LargeJITStack] = [:]

    /// Match data with room for the groups of every regex in `regexes`.
    init(for regexes: [CompiledRegex]) {
        var groups = 0
        for regex in regexes { groups = max(groups, regex.captureCount) }
        pairs = groups + 1
        pointer = pcre2_match_data_create_8(UInt32(pairs), nil)
    }

    deinit {
        if let pointer { pcre2_match_data_free_8(pointer) }
    }

    /// The match context with a large JIT stack for `regex`'s searches with this data, made on first use;
    /// `nil` when it could not be allocated (the search then reports the limit it hit).
    fileprivate func largeStackContext(for regex: CompiledRegex) -> OpaquePointer? {
        if let stack = largeStacks[ObjectIdentifier(regex)] { return stack.matchContext() }
        let stack = LargeJITStack(context: regex.matchContext, bytes: regex.limits.jitStackBytes)
        largeStacks[ObjectIdentifier(regex)] = stack
        return stack.matchContext()
    }

    /// The range of capturing group `number` in the last successful search, or `nil` when it did not take part.
    func group(_ number: Int) -> Range<Int>? {
        guard number < pairs, let pointer, let ovector = pcre2_get_ovector_pointer_8(pointer) else { return nil }
        let lower = ovector[2 * number]
        guard cpcre2_is_unset(lower) == 0 else { return nil }
        return (base + lower)..<(base + ovector[2 * number + 1])
    }
}

/// A big JIT stack and a match context that uses it, made only when a search overflows PCRE2's default
/// 32 KiB JIT stack (deep but honest backtracking, e.g. `(a|b)*` over a long run), then reused by later
/// searches. A JIT stack must not be shared between threads, so each ``RegexMatchData`` has its own.
private final class LargeJITStack: @unchecked Sendable {  // owned by one `RegexMatchData`
    private let sharedContext: OpaquePointer
    private let bytes: Int
    private var stack: OpaquePointer?
    private var context: OpaquePointer?

    init(context: OpaquePointer, bytes: Int) {
        self.sharedContext = context
        self.bytes = bytes
    }

    /// The match context with the large stack assigned, or `nil` when it could not be allocated.
    func matchContext() -> OpaquePointer? {
        if let context { return context }
        guard bytes > 32 << 10, let stack = pcre2_jit_stack_create_8(32 << 10, bytes, nil) else { return nil }
        guard let copy = pcre2_match_context_copy_8(sharedContext) else {
            pcre2_jit_stack_free_8(stack)
            return nil
        }
        pcre2_jit_stack_assign_8(copy, nil, UnsafeMutableRawPointer(stack))
        self.stack = stack
        self.context = copy
        return copy
    }

    deinit {
        if let context { pcre2_match_context_free_8(context) }
        if let stack { pcre2_jit_stack_free_8(stack) }
    }
}

/// Searches one subject with one ``CompiledRegex``. Valid only inside ``CompiledRegex/withMatcher(over:range:_:)``.
struct RegexMatcher {
    fileprivate let regex: CompiledRegex
    fileprivate let data: RegexMatchData
    fileprivate let subject: UnsafeBufferPointer<UInt8>
    fileprivate let range: Range<Int>

    /// Finds the first match at or after `offset` (a subject-array offset on a code point boundary).
    /// With `anchored`, only a match that starts exactly at `offset` counts.
    func search(from offset: Int, anchored: Bool = false) -> RegexSearchResult {
        guard offset <= range.upperBound else { return .noMatch }
        return regex.search(subject, range: range, from: offset, anchored: anchored, into: data)
    }

    /// The range of capturing group `number` in the last successful match, or `nil` when it did not take part.
    func group(_ number: Int) -> Range<Int>? { data.group(number) }
}
