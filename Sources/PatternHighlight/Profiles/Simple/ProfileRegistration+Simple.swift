extension ProfileRegistration {
    /// The simple profile: no option or format of its own on the command line; its card is the default one.
    static let simple = ProfileRegistration(name: "simple", help: ProfileHelp(card: "the first http(s) URL")) { .simple }
}
