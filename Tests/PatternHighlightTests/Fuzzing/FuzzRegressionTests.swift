import Foundation
import FuzzSupport
import Testing
import PatternHighlightTestSupport

/// Every input a fuzz target ever crashed on (`Fuzzing/Regressions/<target>/`), and the committed seed corpus
/// (`Fuzzing/Corpus/<target>/`), replayed through the targets' own logic: no promise may break.
@Suite struct FuzzRegressionTests {
    static let targetNames = ["FuzzAnnotate", "FuzzDocument", "FuzzConfiguration", "FuzzStream"]

    static func run(_ target: String, _ bytes: [UInt8]) -> Violations {
        switch target {
        case "FuzzAnnotate": return AnnotateFuzzing.run(bytes)
        case "FuzzDocument": return DocumentFuzzing.run(bytes)
        case "FuzzConfiguration": return ConfigurationFuzzing.run(bytes)
        case "FuzzStream": return StreamFuzzing.run(bytes)
        default: fatalError("unknown fuzz target \(target)")
        }
    }

    static func inputs(in folder: String) -> [(name: String, bytes: [UInt8])] {
        let url = SharedData.packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().compactMap { name in
            (try? Data(contentsOf: url.appendingPathComponent(name))).map { (name, Array($0)) }
        }
    }

    @Test(arguments: targetNames)
    func savedCrashesNoLongerBreakAnything(target: String) {
        let crashes = Self.inputs(in: "Fuzzing/Regressions/\(target)")
        for (name, bytes) in crashes {
            let violations = Self.run(target, bytes)
            #expect(violations.isEmpty, "\(target)/\(name): \(violations.messages)")
        }
    }

    @Test func everyFixedCrashIsKept() {
        // The crashes found so far (see Fuzzing/README.md); deleting one would silently drop its regression.
        #expect(Self.inputs(in: "Fuzzing/Regressions/FuzzAnnotate").count >= 3)
    }

    @Test(arguments: targetNames)
    func seedCorpusKeepsEveryPromise(target: String) {
        let seeds = Self.inputs(in: "Fuzzing/Corpus/\(target)")
        #expect(seeds.count > 10, "the seed corpus is missing; run Scripts/generate-fuzz-corpus.py")
        for (name, bytes) in seeds {
            let violations = Self.run(target, bytes)
            #expect(violations.isEmpty, "\(target)/\(name): \(violations.messages)")
        }
    }
}
