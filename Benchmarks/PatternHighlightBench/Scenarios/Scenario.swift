/// One benchmark concern: it measures, records ``Figure``s (or says why one is unavailable) and checks its
/// own answers in the context's ``Checks``.
protocol Scenario {
    /// Short id for `--scenario`.
    var id: String { get }
    /// One line for `--list` and the progress log.
    var title: String { get }
    func run(in context: BenchContext) throws
}

/// Every scenario, in the order `make bench` runs them.
enum ScenarioCatalog {
    static var all: [any Scenario] { [
        ThroughputScenario(),
        RegexBaselineScenario(),
        FullRehighlightScenario(),
        KeystrokeScenario(),
        CountingScenario(),
        SplitScenario(),
        CrosspostScenario(),
        CrosspostScalingScenario(),
        AttributedScenario(),
        MemoryScenario(),
        CLIScenario(),
        AdversarialScenario(),
        HintsScenario(),
        FirstEditScenario(),
    ] }
}
