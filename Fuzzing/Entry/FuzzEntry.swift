#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport

/// libFuzzer's entry point for programs that have their own `main` (SwiftPM renames an executable's entry
/// point to `<Module>_main`, so each target defines that and calls ``FuzzEntry/runDriver(argc:argv:_:)``).
/// Only linked into the sanitizer build: the symbol comes from libFuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// What every fuzz executable shares: running libFuzzer, reading its input, turning violations into crashes.
public enum FuzzEntry {
    /// Hands the command line to libFuzzer, which calls `callback` with each input.
    public static func runDriver(
        argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, callback)
    }

    /// The input as an array (libFuzzer may pass a null pointer for an empty input).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Aborts with the violations' messages (libFuzzer saves the input as a crash); else returns 0.
    public static func check(_ violations: Violations) -> CInt {
        guard !violations.isEmpty else { return 0 }
        let text = violations.messages.map { "FUZZ INVARIANT BROKEN: \($0)\n" }.joined()
        _ = text.withCString { write(2, $0, strlen($0)) }
        abort()
    }
}
