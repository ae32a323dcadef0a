import CPatternHighlight

/// The handles C holds (`ph_highlighter *`, `ph_annotation *` …): a retained Swift object behind an opaque pointer,
/// released by the handle's `*_free` function.
protocol CHandle: AnyObject {}

extension CHandle {
    /// A new handle retaining `self`.
    func retainedPointer() -> OpaquePointer {
        OpaquePointer(Unmanaged.passRetained(self).toOpaque())
    }

    /// The object behind `pointer`, which must be a handle of this type.
    static func from(_ pointer: OpaquePointer?, argument: String) throws(CAPIFailure) -> Self {
        guard let pointer else { throw .null(argument) }
        return Unmanaged<Self>.fromOpaque(UnsafeRawPointer(pointer)).takeUnretainedValue()
    }

    /// Releases the handle at `pointer` (NULL is a no-op).
    static func release(_ pointer: OpaquePointer?) {
        guard let pointer else { return }
        Unmanaged<Self>.fromOpaque(UnsafeRawPointer(pointer)).release()
    }
}
