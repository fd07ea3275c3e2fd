// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "ReuseKit",
    products: [
        .library(name: "ReuseKitCore", targets: ["ReuseKitCore"]),
        .library(name: "ReuseKit", targets: ["ReuseKit"]),
        .library(name: "ReuseKitImages", targets: ["ReuseKitImages"]),
        .library(name: "ReuseKitImageViews", targets: ["ReuseKitImageViews"]),
        .library(name: "ReuseKitTerminal", targets: ["ReuseKitTerminal"]),
        .library(name: "ReuseKitGallery", targets: ["ReuseKitGallery"]),
        .executable(name: "reusekit-bench", targets: ["reusekit-bench"]),
        .executable(name: "reusekit-demo", targets: ["reusekit-demo"]),
    ],
    targets: [
        // The engine calls floor/round/ceil, which the standard library leaves to libm on Linux;
        // Foundation links libm for everyone else, so a core-only app needs it said here.
        .target(name: "ReuseKitCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ReuseKit", dependencies: ["ReuseKitCore"]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "CReuseKitImageCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),
        // TLS for https: the system's OpenSSL, certificates checked against the system's trust store.
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
        .target(name: "ReuseKitImages", dependencies: ["ReuseKitCore", "CReuseKitImageCodecs", "COpenSSL"]),
        // Where images meet widgets (as NukeUI sits on Nuke): the pipeline itself knows no view.
        .target(name: "ReuseKitImageViews", dependencies: ["ReuseKit", "ReuseKitImages"]),
        .target(name: "ReuseKitTerminal", dependencies: ["ReuseKitCore", "ReuseKit"]),
        // The gallery's scenes, host-neutral: every host's gallery app runs this same code.
        .target(
            name: "ReuseKitGallery",
            dependencies: ["ReuseKit", "ReuseKitCore", "ReuseKitImages", "ReuseKitImageViews"],
            resources: [.copy("Resources")]),
        .target(name: "ReuseKitDemo", dependencies: ["ReuseKit", "ReuseKitGallery", "ReuseKitTerminal"]),
        // Linked with the Swift runtime and Foundation inside: the process then maps only the
        // pages it uses rather than whole shared libraries (24 MB resident against 18 MB).
        .executableTarget(
            name: "reusekit-demo", dependencies: ["ReuseKitDemo", "ReuseKitTerminal"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"])],
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]),
        // The README's "Your own terminal app", compiled and run in tmux by the tests.
        .executableTarget(
            name: "terminal-app-example", dependencies: ["ReuseKit", "ReuseKitTerminal"],
            path: "Examples/TerminalApp"),
        // The README's "A real terminal app", a log viewer, compiled and run in tmux by the tests.
        .executableTarget(
            name: "log-viewer-example", dependencies: ["ReuseKit", "ReuseKitTerminal"],
            path: "Examples/LogViewer"),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "reusekit-bench",
            dependencies: [
                "ReuseKit", "ReuseKitCore", "ReuseKitImages", "ReuseKitImageViews", "CAllocationCounter",
            ]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "TableTestSupport", dependencies: ["ReuseKit"], path: "Tests/TableTestSupport"),
        .target(
            name: "TerminalTestSupport", dependencies: ["ReuseKitTerminal"], path: "Tests/TerminalTestSupport"
        ),
        .testTarget(name: "ReuseKitCoreTests", dependencies: ["ReuseKitCore", "TestSupport"]),
        .testTarget(
            name: "ReuseKitTests",
            dependencies: [
                "ReuseKit", "ReuseKitCore", "TestSupport", "TableTestSupport", "CAllocationCounter",
            ]),
        .testTarget(
            name: "ReuseKitImagesTests",
            dependencies: ["ReuseKitCore", "ReuseKitImages", "ReuseKitImageViews", "ReuseKit", "TestSupport"]),
        .testTarget(
            name: "ReuseKitTerminalTests",
            dependencies: [
                "ReuseKitCore", "ReuseKitTerminal", "TestSupport", "TableTestSupport", "TerminalTestSupport",
            ],
            exclude: ["Fixtures"]),
        // The log viewer's file model (line index, following), tested inside the example.
        .testTarget(name: "LogViewerModelTests", dependencies: ["log-viewer-example", "TestSupport"]),
        .testTarget(
            name: "ReuseKitDemoTests",
            dependencies: [
                "ReuseKitDemo", "ReuseKitGallery", "ReuseKitTerminal", "ReuseKit", "TestSupport",
                "TerminalTestSupport",
            ],
            exclude: ["Snapshots"]),
    ]
)
