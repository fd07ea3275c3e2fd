// swift-tools-version: 6.2
// An app whose only dependency is the engine: CI builds and runs it so that ReuseKitCore keeps
// linking on its own (no Foundation to bring libm along).
import PackageDescription

let package = Package(
    name: "CoreOnly",
    dependencies: [.package(name: "ReuseKit", path: "../..")],
    targets: [
        .executableTarget(
            name: "core-only", dependencies: [.product(name: "ReuseKitCore", package: "ReuseKit")])
    ]
)
