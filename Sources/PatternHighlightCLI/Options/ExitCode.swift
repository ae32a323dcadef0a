/// Process exit codes (sysexits.h), as the command-line contract fixes them.
enum ExitCode {
    static let success: Int32 = 0
    /// Bad options or configuration files.
    static let usage: Int32 = 64
    /// Input that is not valid (for example not UTF-8).
    static let dataError: Int32 = 65
}
