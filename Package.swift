// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ReuseKit",
    products: [
        .library(name: "ReuseKitCore", targets: ["ReuseKitCore"]),
        .library(name: "ReuseKit", targets: ["ReuseKit"]),
        .library(name: "ReuseKitImages", targets: ["ReuseKitImages"]),
        .library(name: "ReuseKitTerminal", targets: ["ReuseKitTerminal"]),
        .executable(name: "reusekit-bench", targets: ["reusekit-bench"]),
        .executable(name: "reusekit-demo", targets: ["reusekit-demo"]),
    ],
    targets: [
        .target(name: "ReuseKitCore"),
        .target(name: "ReuseKit", dependencies: ["ReuseKitCore"]),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .target(name: "CReuseKitImageCodecs", dependencies: ["CLibPNG", "CLibJPEG"]),
        .target(name: "ReuseKitImages", dependencies: ["ReuseKit", "CReuseKitImageCodecs"]),
        .target(name: "ReuseKitTerminal", dependencies: ["ReuseKit"]),
        .target(
            name: "ReuseKitDemo", dependencies: ["ReuseKit", "ReuseKitTerminal", "ReuseKitImages"],
            resources: [.copy("Resources")]),
        .executableTarget(name: "reusekit-demo", dependencies: ["ReuseKitDemo", "ReuseKitTerminal"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "reusekit-bench",
            dependencies: ["ReuseKit", "ReuseKitCore", "ReuseKitImages", "CAllocationCounter"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ReuseKitCoreTests", dependencies: ["ReuseKitCore", "TestSupport"]),
        .testTarget(
            name: "ReuseKitTests",
            dependencies: ["ReuseKit", "ReuseKitCore", "TestSupport", "CAllocationCounter"]),
        .testTarget(name: "ReuseKitImagesTests", dependencies: ["ReuseKitImages", "TestSupport"]),
        .testTarget(
            name: "ReuseKitTerminalTests", dependencies: ["ReuseKitTerminal", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ReuseKitDemoTests",
            dependencies: ["ReuseKitDemo", "ReuseKitTerminal", "ReuseKit", "TestSupport"],
            exclude: ["Snapshots"]),
    ]
)
