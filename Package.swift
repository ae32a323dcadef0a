// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "PatternHighlight",
    products: [
        .library(name: "PatternHighlight", targets: ["PatternHighlight"]),
        .executable(name: "pattern-highlight", targets: ["PatternHighlightCLI"]),
        .executable(name: "pattern-highlight-bench", targets: ["PatternHighlightBench"]),
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
        .systemLibrary(
            name: "CMallocInfo",
            path: "Benchmarks/CMallocInfo"
        ),
        .executableTarget(
            name: "PatternHighlightBench",
            dependencies: ["PatternHighlight", "CMallocInfo"],
            path: "Benchmarks/PatternHighlightBench"
        ),
        .executableTarget(
            name: "QuickStart",
            dependencies: ["PatternHighlight"],
            path: "Examples/QuickStart"
        ),
        .executableTarget(
            name: "ComposerBackend",
            dependencies: ["PatternHighlight"],
            path: "Examples/ComposerBackend"
        ),
        .testTarget(
            name: "PatternHighlightTests",
            dependencies: ["PatternHighlight", "PatternHighlightCLI"]
        ),
    ]
)
