/// Two profiles are equal when they have the same name, kinds and counting rule: the same platform with the same
/// options (a profile's recognizer is no value; two that report the same kinds under one name and rule are one).
///
/// ```swift
/// Highlighter(profile: .twitter).profile == .twitter                          // true
/// Highlighter(profile: .twitter, options: .markdownLinks).profile == .twitter // false: it also reports links
/// Profile.twitter.counting(.twitter(.v2)) == .twitter                         // false: another count
/// ```
extension Profile: Hashable {
    public static func == (lhs: Profile, rhs: Profile) -> Bool {
        lhs.name == rhs.name && lhs.kinds == rhs.kinds && lhs.counting == rhs.counting
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kinds)
        hasher.combine(counting)
    }
}
