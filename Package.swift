// swift-tools-version:6.0
import PackageDescription

/// ghbrowse: a terminal GitHub repository browser in strict VIPER.
/// Targets map onto the fixed top level: `Entities/`, `Data/`, `Modules/`, `Sources/`, `Tests/`.
let package = Package(
    name: "ghbrowse",
    products: [
        .executable(name: "ghbrowse", targets: ["ghbrowse"]),
        .executable(name: "fixture-server", targets: ["fixture-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // System libraries, each with a module map and a small C shim header.
        .systemLibrary(name: "CCurl", path: "Sources/CCurl", pkgConfig: "libcurl",
                       providers: [.apt(["libcurl4-openssl-dev"])]),
        // No pkgConfig: ncursesw.pc adds -D flags SwiftPM rejects with a warning; the module map links it.
        .systemLibrary(name: "CNCursesW", path: "Sources/CNCursesW",
                       providers: [.apt(["libncurses-dev"])]),

        // Plain data.
        .target(name: "Entities", path: "Entities"),

        // Data layer: the folder is `Data/`, but a module called `Data` would hide Foundation.Data.
        // The response cache: `ResponseCache`, not `Cache`, which says what is cached and clashes with nothing.
        .target(name: "ResponseCache", path: "Data/Cache"),
        .target(name: "APIClient", dependencies: ["Entities", "CCurl", "ResponseCache"], path: "Data/API"),
        .target(name: "Interactors", dependencies: ["Entities", "APIClient"], path: "Data/Interactor"),

        // Text safety and display width: pure Swift, usable by Presenters.
        .target(name: "TextCells", path: "Sources/TextCells"),
        // The terminal edge: ncurses screen, keys, widgets, navigation stack.
        .target(name: "TerminalUI", dependencies: ["CNCursesW", "TextCells"], path: "Sources/TerminalUI"),

        // What both screens and the command line say the same way: sentences for errors, numbers, dates.
        .target(name: "PresentationKit", dependencies: ["Entities", "TextCells"], path: "Modules/Shared"),

        // VIPER modules, one per screen.
        .target(name: "RepositoryDetail",
                dependencies: ["Entities", "APIClient", "Interactors", "PresentationKit", "TerminalUI", "TextCells"],
                path: "Modules/RepositoryDetail"),
        .target(name: "RepositoryList",
                dependencies: ["Entities", "APIClient", "Interactors", "PresentationKit", "TerminalUI", "TextCells",
                               "RepositoryDetail"],
                path: "Modules/RepositoryList"),

        // Composition root, run loop and command-line mode.
        .target(name: "GHBrowseApp",
                dependencies: [
                    "Entities", "APIClient", "Interactors", "PresentationKit", "TextCells", "TerminalUI",
                    "RepositoryList", "RepositoryDetail",
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ],
                path: "Sources/GHBrowseApp"),
        .executableTarget(name: "ghbrowse", dependencies: ["GHBrowseApp"], path: "Sources/ghbrowse"),

        // A loopback HTTP server serving the recorded GitHub fixtures (tests, benchmarks, demos).
        .target(name: "FixtureServer", path: "Sources/FixtureServer"),
        .executableTarget(name: "fixture-server", dependencies: ["FixtureServer"], path: "Sources/fixture-server"),

        // Tests: one target per layer, plus architecture and end-to-end.
        .testTarget(name: "EntitiesTests", dependencies: ["Entities", "APIClient"], path: "Tests/EntitiesTests"),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient", "Entities", "FixtureServer"],
                    path: "Tests/APIClientTests"),
        .testTarget(name: "ResponseCacheTests", dependencies: ["ResponseCache", "APIClient", "Entities", "FixtureServer"],
                    path: "Tests/ResponseCacheTests"),
        .testTarget(name: "InteractorTests", dependencies: ["Interactors", "APIClient", "Entities"],
                    path: "Tests/InteractorTests"),
        .testTarget(name: "TextCellsTests", dependencies: ["TextCells"], path: "Tests/TextCellsTests"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TextCells"], path: "Tests/TerminalUITests"),
        .testTarget(name: "RepositoryListTests",
                    dependencies: ["RepositoryList", "RepositoryDetail", "Interactors", "Entities", "PresentationKit",
                                   "TerminalUI", "TextCells"],
                    path: "Tests/RepositoryListTests"),
        .testTarget(name: "RepositoryDetailTests",
                    dependencies: ["RepositoryDetail", "Interactors", "Entities", "PresentationKit", "TerminalUI", "TextCells"],
                    path: "Tests/RepositoryDetailTests"),
        .testTarget(name: "PresentationKitTests", dependencies: ["PresentationKit", "Entities"],
                    path: "Tests/PresentationKitTests"),
        .testTarget(name: "GHBrowseAppTests",
                    dependencies: ["GHBrowseApp", "Entities", "Interactors", "APIClient", "FixtureServer"],
                    path: "Tests/GHBrowseAppTests"),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(name: "EndToEndTests", dependencies: ["FixtureServer"], path: "Tests/EndToEndTests"),
    ]
)
