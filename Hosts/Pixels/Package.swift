// swift-tools-version: 6.2
import PackageDescription

// The pixel host lives in a package of its own so that the root package keeps needing nothing
// beyond the Swift toolchain: Cairo, Pango and X11 are needed only here.
let package = Package(
    name: "ReuseKitPixels",
    products: [
        .library(name: "ReuseKitPixels", targets: ["ReuseKitPixels"]),
        .executable(name: "reusekit-pixels", targets: ["reusekit-pixels"]),
    ],
    dependencies: [.package(name: "ReuseKit", path: "../..")],
    targets: [
        // Cairo and PangoCairo (apt: libcairo2-dev, libpango1.0-dev), declared by its own header
        // and linked by its module map: no pkg-config, whose flags for Pango carry a `-pthread`
        // that swiftc warns about in every build of every app on this host.
        .systemLibrary(name: "CCairo"),
        .systemLibrary(
            name: "CX11", pkgConfig: "xi", providers: [.apt(["libx11-dev", "libxi-dev", "libxext-dev"])]),
        // The system's libdbus (apt: libdbus-1-dev), for AT-SPI2: screen readers read the window
        // over the accessibility bus. No GLib: the bridge speaks D-Bus messages itself.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(
            name: "ReuseKitPixels",
            dependencies: [
                "CCairo", "CX11", "CDBus",
                .product(name: "ReuseKit", package: "ReuseKit"),
            ]),
        // The gallery app on this host: chrome, input, the tour, the window's loop.
        .target(
            name: "PixelGallery",
            dependencies: [
                "ReuseKitPixels",
                .product(name: "ReuseKit", package: "ReuseKit"),
                .product(name: "ReuseKitGallery", package: "ReuseKit"),
            ]),
        .executableTarget(
            name: "reusekit-pixels",
            dependencies: [
                "PixelGallery", "ReuseKitPixels", .product(name: "ReuseKitGallery", package: "ReuseKit"),
            ],
            // The Swift runtime and Foundation linked in, in release: pages of the shared
            // libraries that the host never uses are then never mapped in.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        // The README's "Your own pixel app": the terminal example's code in a PixelWindow,
        // compiled and run under Xvfb by the tests.
        .executableTarget(
            name: "pixel-app-example",
            dependencies: ["ReuseKitPixels", .product(name: "ReuseKit", package: "ReuseKit")],
            path: "Examples/PixelApp"),
        // The README's "A real terminal app" in a window: its LogViewer.swift is the terminal
        // example's (a link), its main.swift names another window; run under Xvfb by the tests.
        .executableTarget(
            name: "pixel-log-viewer-example",
            dependencies: ["ReuseKitPixels", .product(name: "ReuseKit", package: "ReuseKit")],
            path: "Examples/PixelLogViewer"),
        .testTarget(
            name: "ReuseKitPixelsTests",
            dependencies: [
                "ReuseKitPixels", "PixelGallery", .product(name: "ReuseKit", package: "ReuseKit"),
                // The cross-host test plays one script on both hosts.
                .product(name: "ReuseKitTerminal", package: "ReuseKit"),
                .product(name: "ReuseKitGallery", package: "ReuseKit"),
                // The log viewer's test compares its window with the same viewer headless.
                "pixel-log-viewer-example",
            ],
            exclude: ["Golden"]),
    ]
)
