#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's entry point for programs that have their own `main` (SwiftPM renames an executable's entry
/// point to `<Module>_main`, so each target defines that and calls ``FuzzDriver/run(argc:argv:_:)``).
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Runs libFuzzer and reports broken invariants as crashes.
public enum FuzzDriver {
    /// Hands the command line to libFuzzer, which calls `callback` with each input.
    public static func run(
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

    /// Stops the process with `message` when `condition` is false: libFuzzer saves the input as a crash.
    public static func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() {
            let text = "FUZZ INVARIANT BROKEN: \(message())\n"
            _ = text.withCString { write(2, $0, strlen($0)) }
            abort()
        }
    }
}
