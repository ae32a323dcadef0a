extension Unicode.GeneralCategory {
    /// Whether the category is a mark (Mn, Mc, Me).
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
