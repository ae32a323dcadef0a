import Foundation
@testable import PatternHighlight
import Testing
import PatternHighlightTestSupport

/// ``HostWarningCheck`` against ICU's spoof checker, host by host: `Tests/Fixtures/icu-hosts.tsv` holds ICU's
/// verdicts (`Scripts/icu-host-verdicts.py`: the issue's spoof and legitimate hosts, the same and invalid `xn--` labels
/// written in Punycode (checked as ICU decodes them), then 12,000 generated ones
/// mixing Latin, Cyrillic, Greek, Armenian, Cherokee, CJK, digits of five scripts, ZWJ, ZWNJ, the soft hyphen and
/// combining marks), and the ASCII form ICU's UTS #46 gives each host.
@Suite struct HostWarningICUTests {
    struct Row {
        var host: String
        var icuFlags: String
        /// The reason the package must give; `+` marks our addition to ICU's verdict (the joiner rule).
        var reason: String
        var ascii: String
    }

    static let fixture = SharedData.packageRoot.appendingPathComponent("Tests/Fixtures/icu-hosts.tsv")

    static func rows() throws -> (header: String, rows: [Row]) {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        let header = String(lines.removeFirst())
        let rows = lines.map { line -> Row in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Row(host: fields[0], icuFlags: fields[1], reason: fields[2], ascii: fields[3])
        }
        return (header, rows)
    }

    @Test func everyHostGetsICUsVerdict() throws {
        let (header, rows) = try Self.rows()
        #expect(header.hasPrefix("# ICU 72.1"), "the fixture names the ICU it came from: \(header)")
        #expect(rows.count >= 10_000)
        var mismatches: [String] = []
        var ours = 0
        for row in rows {
            let expected = row.reason == "-" ? nil : String(row.reason.prefix { $0 != "+" })
            if row.reason.hasSuffix("+") { ours += 1 }
            let found = HostWarningCheck.warning(forHost: Substring(row.host))?.reason.rawValue
            if found != expected {
                let scalars = row.host.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
                mismatches.append("\(row.host) [\(scalars)]: ICU \(row.icuFlags) expects \(expected ?? "none"), got \(found ?? "none")")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(rows.count) hosts differ:\n\(mismatches.prefix(30).joined(separator: "\n"))")
        // The joiner rule (ours) must stay a minority: every other verdict is ICU's own.
        #expect(ours < rows.count / 5)
    }

    @Test func asciiFormIsICUsUTS46() throws {
        let (_, rows) = try Self.rows()
        var mismatches: [String] = []
        var compared = 0
        for row in rows where row.ascii != "-" {
            compared += 1
            let ascii = DomainToASCII.map(row.host, keepingJoiners: true)
            if ascii != row.ascii { mismatches.append("\(row.host): ICU \(row.ascii), ours \(ascii ?? "nil")") }
        }
        #expect(compared >= 10_000)
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ:\n\(mismatches.prefix(30).joined(separator: "\n"))")
    }

    /// The fixture is what ICU says today: the script, run again where PyICU is installed, writes it byte for
    /// byte.
    @Test(.enabled(if: ICUOracle.python != nil, ICUOracle.skipReason))
    func fixtureIsICUsCurrentOutput() throws {
        let output = try ICUOracle.run(arguments: ["--count", "12000", "--seed", "23"])
        let fixture = try String(contentsOf: Self.fixture, encoding: .utf8)
        #expect(output == fixture, "regenerate: /usr/bin/python3 Scripts/icu-host-verdicts.py > Tests/Fixtures/icu-hosts.tsv")
    }
}

/// A Python with PyICU (Debian's python3-icu serves /usr/bin/python3), to run `Scripts/icu-host-verdicts.py`.
enum ICUOracle {
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { path in
        guard FileManager.default.isExecutableFile(atPath: path) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-c", "import icu"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static var skipReason: Comment {
        "PyICU not found (no /usr/bin/python3 that imports icu): apt-get install -y python3-icu, as `make deps` does"
    }

    static func run(arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python!)
        process.arguments = [SharedData.packageRoot.appendingPathComponent("Scripts/icu-host-verdicts.py").path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
