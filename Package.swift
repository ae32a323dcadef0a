// swift-tools-version: 6.0
import Foundation
import PackageDescription

let package = Package(
    name: "PatternHighlight",
    // The core needs `Synchronization.Mutex` (macOS 15, iOS 18 and their siblings). PatternHighlightFoundation's
    // AttributedString API also needs `AttributedString.utf8` (macOS 26, iOS 26 …) and says so with `@available`.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "PatternHighlight", targets: ["PatternHighlight"]),
        .library(name: "PatternHighlightFoundation", targets: ["PatternHighlightFoundation"]),
        .library(name: "PatternHighlightFormats", targets: ["PatternHighlightFormats"]),
        // The command line as a library too: a package builds its own `pattern-highlight` with more platforms
        // registered (CommandLineTool.run).
        .library(name: "PatternHighlightCLI", targets: ["PatternHighlightCLI"]),
        .executable(name: "pattern-highlight", targets: ["PatternHighlightTool"]),
        .executable(name: "pattern-highlight-bench", targets: ["PatternHighlightBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        .target(
            name: "PatternHighlight",
            dependencies: ["CPCRE2"]
        ),
        // The wire formats: JSON reading and writing, the annotation JSON, HTML, ANSI and facets outputs, the
        // NDJSON stream, and theme and pattern files (the core has no JSON, HTML or ANSI code).
        .target(
            name: "PatternHighlightFormats",
            dependencies: ["PatternHighlight"]
        ),
        // AttributedString highlighting: the only target that imports Foundation (the core stays free of it).
        .target(
            name: "PatternHighlightFoundation",
            dependencies: ["PatternHighlight"]
        ),
        // The command line's modes, options and output (Docs/CommandLine.md), for `pattern-highlight` and for any
        // package's own tool with more platforms registered.
        .target(
            name: "PatternHighlightCLI",
            dependencies: ["PatternHighlight", "PatternHighlightFormats"]
        ),
        // `pattern-highlight`: the built-in platforms' command line (its main.swift alone).
        .executableTarget(
            name: "PatternHighlightTool",
            dependencies: ["PatternHighlightCLI"]
        ),
        .systemLibrary(
            name: "CMallocInfo",
            path: "Benchmarks/CMallocInfo"
        ),
        .executableTarget(
            name: "PatternHighlightBench",
            dependencies: ["PatternHighlight", "PatternHighlightFormats", "PatternHighlightFoundation", "CMallocInfo"],
            path: "Benchmarks/PatternHighlightBench"
        ),
        .executableTarget(
            name: "QuickStart",
            dependencies: ["PatternHighlight"],
            path: "Examples/QuickStart"
        ),
        // The README's "Use it in your package" example, built as a client module sees the library (public API only,
        // where the tests import it @testable); ReadmeExampleTests checks that the README shows this file as it is.
        .executableTarget(
            name: "UseInYourPackage",
            dependencies: ["PatternHighlight"],
            path: "Examples/UseInYourPackage"
        ),
        // One draft for X, Bluesky and Mastodon: each platform's count line and posts (README "Cross-posting").
        .executableTarget(
            name: "CrosspostComposer",
            dependencies: ["PatternHighlight"],
            path: "Examples/CrosspostComposer"
        ),
        .executableTarget(
            name: "ComposerBackend",
            dependencies: ["PatternHighlight", "PatternHighlightFoundation"],
            path: "Examples/ComposerBackend"
        ),
        // Helpers the test targets share (seeded randomness, text generators, the reference oracles, `../shared`, the
        // built binary), written against the public API alone, so that they build in any configuration.
        .target(
            name: "PatternHighlightTestSupport",
            dependencies: ["PatternHighlight", "PatternHighlightFormats"],
            path: "Tests/PatternHighlightTestSupport"
        ),
        // One test target per library target, its folders those of the target it tests.
        .testTarget(
            name: "PatternHighlightTests",
            dependencies: ["PatternHighlight", "PatternHighlightFormats", "PatternHighlightTestSupport"]
        ),
        .testTarget(
            name: "PatternHighlightFormatsTests",
            dependencies: ["PatternHighlight", "PatternHighlightFormats", "PatternHighlightCLI", "PatternHighlightTestSupport"]
        ),
        .testTarget(
            name: "PatternHighlightFoundationTests",
            dependencies: ["PatternHighlight", "PatternHighlightFoundation", "PatternHighlightTestSupport"]
        ),
        .testTarget(
            name: "PatternHighlightCLITests",
            dependencies: ["PatternHighlight", "PatternHighlightFormats", "PatternHighlightCLI", "PatternHighlightTestSupport"]
        ),
        // The proof that a platform is a plug-in (Docs/Profiles.md, "Adding a platform"): a made-up platform defined
        // and registered inside this target alone, served by the document, the formats and the command line.
        .testTarget(
            name: "MadeUpPlatformTests",
            dependencies: ["PatternHighlight", "PatternHighlightFormats", "PatternHighlightCLI", "PatternHighlightTestSupport"]
        ),
    ]
)

// Internal invariant checks (the paragraph tree's structure after every mutation, O(paragraphs) per edit) compile
// only under PATTERNHIGHLIGHT_INTERNAL_CHECKS, which this package's own `make test` sets through the environment
// variable of that name. A package that depends on PatternHighlight never sets it, so neither its debug nor its
// release builds pay for the checks. The tests get the condition too, to prove the checks are compiled in.
if ProcessInfo.processInfo.environment["PATTERNHIGHLIGHT_INTERNAL_CHECKS"] != nil {
    for name in ["PatternHighlight", "PatternHighlightTests"] {
        guard let target = package.targets.first(where: { $0.name == name }) else { continue }
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("PATTERNHIGHLIGHT_INTERNAL_CHECKS")]
    }
}

// `make tsan` builds with POSIX mutexes behind the library's locks (`Locked`), which ThreadSanitizer sees.
if ProcessInfo.processInfo.environment["PATTERNHIGHLIGHT_PTHREAD_LOCKS"] != nil,
    let target = package.targets.first(where: { $0.name == "PatternHighlight" })
{
    target.swiftSettings = (target.swiftSettings ?? []) + [.define("PATTERNHIGHLIGHT_PTHREAD_LOCKS")]
}

// libFuzzer targets (Fuzzing/README.md). Their logic and checks (FuzzSupport) are an ordinary target, which
// `swift test` runs over the seed corpus and every saved crash. The executables link only with
// `-sanitize=fuzzer`, so they exist only when PATTERNHIGHLIGHT_FUZZ is set (`make fuzz` sets it and builds
// into .build/fuzz); `swift build` and `swift test` never see them.
package.targets.append(.target(name: "FuzzSupport", dependencies: ["PatternHighlight", "PatternHighlightFormats"], path: "Fuzzing/Support"))
if let tests = package.targets.first(where: { $0.name == "PatternHighlightTests" }) {
    tests.dependencies.append("FuzzSupport")
}
if ProcessInfo.processInfo.environment["PATTERNHIGHLIGHT_FUZZ"] != nil {
    package.targets.append(.target(name: "FuzzEntry", dependencies: ["FuzzSupport"], path: "Fuzzing/Entry"))
    for name in ["FuzzAnnotate", "FuzzDocument", "FuzzConfiguration", "FuzzStream"] {
        package.targets.append(.executableTarget(
            name: name, dependencies: ["FuzzSupport", "FuzzEntry"], path: "Fuzzing/Targets/\(name)",
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]))
        package.products.append(.executable(name: name, targets: [name]))
    }
}

// The C API (README, "From C and Python"): patternhighlight.h (a C target that only declares it), implemented by
// PatternHighlightC and linked as the shared library libpatternhighlight, which C programs and the Python package
// (Bindings/Python) load.
package.products.append(.library(name: "patternhighlight", type: .dynamic, targets: ["PatternHighlightC"]))
package.targets += [
    .target(name: "CPatternHighlight"),
    .target(name: "PatternHighlightC", dependencies: ["CPatternHighlight", "PatternHighlight", "PatternHighlightFormats"]),
    // Tests/CAPI/capi_test.c, compiled with `cc` and run (under valgrind where installed) by CAPIProgramTests.
    .testTarget(
        name: "PatternHighlightCTests",
        dependencies: ["PatternHighlightC", "PatternHighlightCLI", "PatternHighlightTestSupport"]),
]
