// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "PatternHighlight",
    products: [
        .library(name: "PatternHighlight", targets: ["PatternHighlight"]),
        .executable(name: "pattern-highlight", targets: ["PatternHighlightCLI"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        .target(
            name: "PatternHighlight",
            dependencies: ["CPCRE2"]
        ),
        .executableTarget(
            name: "PatternHighlightCLI",
            dependencies: ["PatternHighlight"]
        ),
        .executableTarget(
            name: "QuickStart",
            dependencies: ["PatternHighlight"],
            path: "Examples/QuickStart"
        ),
        .testTarget(
            name: "PatternHighlightTests",
            dependencies: ["PatternHighlight", "PatternHighlightCLI"]
        ),
    ]
)

// libFuzzer targets (Fuzzing/README.md). They link only with `-sanitize=fuzzer`, so they exist only when
// PATTERNHIGHLIGHT_FUZZ is set (`make fuzz` sets it and builds into .build/fuzz); `swift build` and
// `swift test` never see them.
if ProcessInfo.processInfo.environment["PATTERNHIGHLIGHT_FUZZ"] != nil {
    let fuzzTargets = ["FuzzAnnotate", "FuzzConfiguration"]
    package.targets.append(.target(name: "FuzzSupport", dependencies: ["PatternHighlight"], path: "Fuzzing/Support"))
    for name in fuzzTargets {
        package.targets.append(.executableTarget(
            name: name, dependencies: ["PatternHighlight", "FuzzSupport"], path: "Fuzzing/Targets/\(name)",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
        package.products.append(.executable(name: name, targets: [name]))
    }
}
