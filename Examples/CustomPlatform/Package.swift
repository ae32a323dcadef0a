// swift-tools-version: 6.0
import PackageDescription

// A platform defined outside PatternHighlight, on its public products alone ("Adding a platform" in the API
// documentation): "Quill", with its own entities, count, posts, record and command-line tool. PatternHighlight's
// `make test` runs this package's tests too.
let package = Package(
    name: "CustomPlatform",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "QuillPlatform", targets: ["QuillPlatform"]),
        .executable(name: "quill-highlight", targets: ["quill-highlight"]),
    ],
    dependencies: [
        .package(name: "PatternHighlight", path: "../.."),
    ],
    targets: [
        // The platform: recognition, count, composer policy, cross-posting and its registration.
        .target(
            name: "QuillPlatform",
            dependencies: [.product(name: "PatternHighlight", package: "PatternHighlight")]
        ),
        // Its record's JSON writer (`--format quill-note`).
        .target(
            name: "QuillFormats",
            dependencies: [
                "QuillPlatform",
                .product(name: "PatternHighlight", package: "PatternHighlight"),
                .product(name: "PatternHighlightFormats", package: "PatternHighlight"),
            ]
        ),
        // Its own `pattern-highlight`: the built-in platforms and Quill.
        .executableTarget(
            name: "quill-highlight",
            dependencies: ["QuillPlatform", "QuillFormats", .product(name: "PatternHighlightCLI", package: "PatternHighlight")]
        ),
        .testTarget(
            name: "QuillPlatformTests",
            dependencies: [
                "QuillPlatform", "QuillFormats",
                .product(name: "PatternHighlight", package: "PatternHighlight"),
                .product(name: "PatternHighlightFormats", package: "PatternHighlight"),
                .product(name: "PatternHighlightFoundation", package: "PatternHighlight"),
                .product(name: "PatternHighlightCLI", package: "PatternHighlight"),
            ]
        ),
    ]
)
