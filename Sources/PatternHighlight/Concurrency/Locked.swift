#if PATTERNHIGHLIGHT_PTHREAD_LOCKS
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#else
import Synchronization
#endif

/// A value that threads share behind a lock (the library's and the command line's): the standard library's `Mutex`, or, in a build for ThreadSanitizer
/// (`make tsan` defines `PATTERNHIGHLIGHT_PTHREAD_LOCKS`), a POSIX mutex. On Linux a contended `Mutex` hands the
/// lock over inside the kernel (a priority-inheritance futex), which ThreadSanitizer cannot see, so it would report
/// every access after a contended lock as a race; it sees `pthread_mutex_lock` and `pthread_mutex_unlock`.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    #if PATTERNHIGHLIGHT_PTHREAD_LOCKS
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, no other thread holding it meanwhile.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
    #else
    private let mutex: Mutex<Value>

    package init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, no other thread holding it meanwhile.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { value in try body(&value) }
    }
    #endif
}
