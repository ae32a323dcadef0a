extension ProfileRegistration {
    /// The simple profile: nothing of its own on the command line.
    static let simple = ProfileRegistration(name: "simple") { .simple }
}
