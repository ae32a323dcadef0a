/// The harness's own answers, checked: an optimisation that changes what is found must not look fast.
///
/// Every check is recorded in the report (passed or not); any failure makes the process exit non-zero.
final class Checks {
    struct Result {
        let name: String
        let passed: Bool
        let detail: String
    }

    private(set) var results: [Result] = []

    var failures: [Result] { results.filter { !$0.passed } }

    /// Records `condition` under `name`; `detail` says what was compared (shown on failure and in the JSON).
    @discardableResult
    func expect(_ condition: Bool, _ name: String, _ detail: @autoclosure () -> String) -> Bool {
        results.append(Result(name: name, passed: condition, detail: detail()))
        return condition
    }

    /// Records that `values` are all equal.
    @discardableResult
    func expectAllEqual<Value: Equatable>(_ values: [Value], _ name: String) -> Bool {
        let equal = values.allSatisfy { $0 == values.first }
        return expect(equal, name, "values: \(values)")
    }
}
