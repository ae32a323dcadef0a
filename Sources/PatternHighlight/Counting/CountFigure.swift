/// One figure of a platform's count (``PlatformCount``): what the command line's JSON writes as a member of
/// `"count"`.
public enum CountFigure: Sendable, Hashable {
    /// A whole number: a length, a limit, an offset in the unit asked for.
    case integer(Int)
    /// A yes or no: whether the platform would post the text, for example.
    case boolean(Bool)
}
