extension Profile {
    /// Whether `other` has the same name, kinds and counting rule: what values made under a profile compare by (a
    /// profile's recognizer is no value; two profiles that report the same kinds under one name and rule are taken
    /// as one).
    func hasSameRules(as other: Profile) -> Bool {
        name == other.name && kinds == other.kinds && counting == other.counting
    }
}
