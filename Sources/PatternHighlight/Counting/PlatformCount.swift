/// A platform's own figures of a text's count, beyond the graphemes and the validity that every ``TextCount`` has
/// (<doc:Counting> names the built-in platforms'). Read one with ``TextCount/figures(_:)``, or all of a count's,
/// named, with ``TextCount/forEachPlatformFigure(in:_:)``.
public protocol PlatformCount: Sendable, Hashable {
    /// Calls `body` with each figure, named as the command line's JSON names it and in its order, offsets counted in
    /// `unit`.
    func forEachFigure(in unit: OffsetUnit, _ body: (_ name: StaticString, _ figure: CountFigure) -> Void)
}
