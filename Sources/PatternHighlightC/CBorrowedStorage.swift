#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory a handle lends to C: NUL-terminated strings and arrays of C structs, which live as long as the storage
/// (the handle that owns it) and are freed with it. Built once, then only read, so any thread may read it.
final class CBorrowedStorage: @unchecked Sendable {
    private var strings: [UnsafeMutablePointer<CChar>] = []
    private var interned: [String: UnsafePointer<CChar>] = [:]
    private var arrays: [UnsafeMutableRawPointer] = []

    /// A string that lives as long as the storage.
    func string(_ string: String) -> UnsafePointer<CChar> {
        let pointer = CString.make(string)
        strings.append(pointer)
        return UnsafePointer(pointer)
    }

    /// `name` as a C string: a literal's own bytes, which are NUL-terminated and live as long as the program, so
    /// nothing is copied (a count's figure names, on every edit's update); else ``interned(_:)``.
    func literal(_ name: StaticString) -> UnsafePointer<CChar> {
        guard name.hasPointerRepresentation else { return interned(name.description) }
        return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }

    /// A string that lives as long as the storage, made once per distinct value (kind names, figure names).
    func interned(_ string: String) -> UnsafePointer<CChar> {
        if let pointer = interned[string] { return pointer }
        let pointer = self.string(string)
        interned[string] = pointer
        return pointer
    }

    /// `elements` as a C array that lives as long as the storage (NULL when empty).
    func array<Element>(_ elements: [Element]) -> UnsafePointer<Element>? {
        guard !elements.isEmpty else { return nil }
        let pointer = UnsafeMutablePointer<Element>.allocate(capacity: elements.count)
        pointer.initialize(from: elements, count: elements.count)
        arrays.append(UnsafeMutableRawPointer(pointer))
        return UnsafePointer(pointer)
    }

    deinit {
        for pointer in strings { free(pointer) }
        // The arrays hold only C structs (trivial types): deallocating needs no deinitialising.
        for pointer in arrays { pointer.deallocate() }
    }
}
