/// How lengths print, alone or inside another value's description: `UnitLengths(utf8: 5, utf16: 4, scalars: 3)`.
extension UnitLengths: CustomStringConvertible {
    public var description: String { "UnitLengths(utf8: \(utf8), utf16: \(utf16), scalars: \(scalars))" }
}
