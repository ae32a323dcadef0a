/// One measured number (or an honest "n/a"), with what it measures.
struct Figure {
    /// Stable identifier for scripts reading the JSON, e.g. `throughput.simple.mbps`.
    let key: String
    /// The scenario that measured it.
    let scenario: String
    /// What was measured, e.g. `simple profile, 10 MB`.
    let subject: String
    /// Which quantity, e.g. `throughput`, `median per keystroke`.
    let metric: String
    /// The value in `unit`; `nil` when it could not be measured (see `note`).
    let value: Double?
    let unit: String
    /// Context: a ratio to a baseline, repetitions, or why the value is missing.
    var note: String = ""
    /// The raw samples' statistics behind `value`, in `unit`, where there were several.
    var statistics: Statistics? = nil

    /// A figure that could not be measured in this run, and why.
    static func unavailable(key: String, scenario: String, subject: String, metric: String, unit: String, reason: String) -> Figure {
        Figure(key: key, scenario: scenario, subject: subject, metric: metric, value: nil, unit: unit, note: reason)
    }
}
