// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ReuseKit",
    products: [
        .library(name: "ReuseKitCore", targets: ["ReuseKitCore"]),
        .library(name: "ReuseKit", targets: ["ReuseKit"]),
        .library(name: "ReuseKitTerminal", targets: ["ReuseKitTerminal"]),
        .executable(name: "reusekit-bench", targets: ["reusekit-bench"]),
    ],
    targets: [
        .target(name: "ReuseKitCore"),
        .target(name: "ReuseKit", dependencies: ["ReuseKitCore"]),
        .target(name: "ReuseKitTerminal", dependencies: ["ReuseKit"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "reusekit-bench", dependencies: ["ReuseKit", "ReuseKitCore", "CAllocationCounter"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ReuseKitCoreTests", dependencies: ["ReuseKitCore", "TestSupport"]),
        .testTarget(
            name: "ReuseKitTests",
            dependencies: ["ReuseKit", "ReuseKitCore", "TestSupport", "CAllocationCounter"]),
        .testTarget(name: "ReuseKitTerminalTests", dependencies: ["ReuseKitTerminal", "TestSupport"]),
    ]
)
