#if canImport(Glibc)
import Glibc
#endif

/// Runs another program (the CLI, or this harness in a memory-measuring child) with files for its standard
/// streams, and times it from spawn to exit.
///
/// Uses `posix_spawn` and `waitpid` directly: Foundation's `Process` on Linux polls for exit and adds tens
/// of milliseconds to every run, which would swamp the CLI figures.
enum ChildProcess {
    struct Outcome {
        /// The exit status, or 128 + the signal number when the child was killed.
        let status: Int32
        let seconds: Double
        /// The CPU time the child used, user and system, on every core together (`wait4`'s `ru_utime` +
        /// `ru_stime`); 0 with `samplesPeak`, whose polling reaps the child without it.
        let cpuSeconds: Double
        /// With `samplesPeak`, the child's peak resident set (`VmHWM`, sampled every 0.2 ms until it exits), in
        /// bytes; else 0.
        let peakResidentBytes: Int
    }

    struct LaunchError: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `executable` with `arguments`; standard input from `inputPath` (or /dev/null), standard output
    /// to `outputPath` (or /dev/null), standard error to `errorPath` (or /dev/null). `samplesPeak` polls the
    /// child's peak resident set while it runs (it costs CPU: not for timed runs).
    static func run(
        _ executable: String, _ arguments: [String], input inputPath: String? = nil, output outputPath: String? = nil,
        error errorPath: String? = nil, samplesPeak: Bool = false
    ) throws(LaunchError) -> Outcome {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = Stopwatch.now()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw LaunchError(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var peak = 0
        // Sampling: the kernel's VmHWM while the child lives (its wait4 `ru_maxrss` would include this
        // process's own peak: a spawned child inherits it until exec). The last sample before exit is kept.
        while samplesPeak {
            if let sample = MemoryProbe.status("VmHWM", process: String(pid)) { peak = max(peak, sample) }
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else { throw LaunchError(description: "waitpid failed: \(String(cString: strerror(errno)))") }
            usleep(200)
        }
        var usage = rusage()
        while !samplesPeak && wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw LaunchError(description: "wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = Double(Stopwatch.now() - start) / 1e9
        func inSeconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let cpuSeconds = samplesPeak ? 0 : inSeconds(usage.ru_utime) + inSeconds(usage.ru_stime)
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
        let signal = status & 0x7F
        return Outcome(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, seconds: seconds, cpuSeconds: cpuSeconds,
            peakResidentBytes: peak)
    }

    /// This executable's own path.
    static var currentExecutable: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A program built next to this one (same `swift build` bin folder), or `nil` when it is not there.
    static func sibling(_ name: String) -> String? {
        let path = currentExecutable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/" + name
        return access(path, X_OK) == 0 ? path : nil
    }
}
