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
        .systemLibrary(name: "CCmarkGFM", path: "Sources/CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),

        // Entities: plain data, depends on nothing.
        .target(name: "Entities", path: "Entities"),

        // Text safety, display width and trimming: pure Swift, usable from every layer but the entities.
        .target(name: "TextCells", path: "Sources/TextCells"),

        // Data layer: a module called `Data` would hide Foundation.Data, so each subfolder is a target:
        // Data/API is APIClient (HTTP, curl), Data/Store is Store (POSIX files and processes), and
        // Data/Interactor is Interactors (the use cases; no terminal).
        // Data/Cache is ResponseCache (a module `Cache` would say less): stored GitHub answers, ETags, max-age.
        .target(name: "ResponseCache", dependencies: ["Store"], path: "Data/Cache"),
        .target(name: "APIClient", dependencies: ["Entities", "TextCells", "CCurl", "ResponseCache"], path: "Data/API"),
        .target(name: "Store", dependencies: ["Entities"], path: "Data/Store"),
        .target(name: "Interactors", dependencies: ["Entities", "APIClient", "ResponseCache", "Store"], path: "Data/Interactor"),

        // READMEs: cmark-gfm's parse tree as a sanitized terminal document, laid out at a width.
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "TextCells"], path: "Sources/Markdown"),

        // The terminal edge: ncurses screen, keys, widgets, navigation stack. Generic, no ghbrowse words.
        .target(name: "TerminalUI", dependencies: ["CNCursesW", "TextCells"], path: "Sources/TerminalUI"),

        // Modules/Shared: what the screens share. `Presenter/` is target PresentationKit (sentences for
        // errors, numbers, dates; no terminal); `ScreenKit/` is the terminal side (key table, styles,
        // ModuleDependencies) used by the Views, Routers and the composition root.
        .target(name: "PresentationKit", dependencies: ["Entities", "TextCells"], path: "Modules/Shared/Presenter"),
        .target(name: "ScreenKit",
                dependencies: ["Entities", "APIClient", "Store", "Interactors", "PresentationKit", "TerminalUI"],
                path: "Modules/Shared/ScreenKit"),

        // VIPER modules, two targets per screen: `<Screen>Presenter` (Presenter, view model, the View and
        // Wireframe protocols; cannot reach the terminal) and `<Screen>` (View controller and Router).
        .target(name: "RepositoryDetailPresenter",
                dependencies: ["Entities", "Interactors", "PresentationKit", "TextCells", "Markdown"],
                path: "Modules/RepositoryDetail/Presenter"),
        .target(name: "RepositoryDetail",
                dependencies: ["RepositoryDetailPresenter", "Entities", "Interactors", "ScreenKit", "TerminalUI",
                               "TextCells", "Markdown"],
                path: "Modules/RepositoryDetail", exclude: ["Presenter"], sources: ["View", "Router"]),
        .target(name: "RepositoryListPresenter",
                dependencies: ["Entities", "Interactors", "PresentationKit", "TextCells"],
                path: "Modules/RepositoryList/Presenter"),
        .target(name: "RepositoryList",
                dependencies: ["RepositoryListPresenter", "RepositoryDetail", "Entities", "Interactors", "ScreenKit",
                               "TerminalUI"],
                path: "Modules/RepositoryList", exclude: ["Presenter"], sources: ["View", "Router"]),

        // Composition root, run loop and command-line mode.
        .target(name: "GHBrowseApp",
                dependencies: [
                    "Entities", "APIClient", "ResponseCache", "Store", "Interactors", "PresentationKit", "TextCells", "TerminalUI",
                    "ScreenKit", "RepositoryList", "RepositoryDetail", "Markdown",
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ],
                path: "Sources/GHBrowseApp"),
        .executableTarget(name: "ghbrowse", dependencies: ["GHBrowseApp"], path: "Sources/ghbrowse"),

        // A loopback HTTP server serving the recorded GitHub fixtures (tests, benchmarks, demos).
        .target(name: "FixtureServer", dependencies: ["APIClient", "TextCells"], path: "Sources/FixtureServer"),
        .executableTarget(name: "fixture-server",
                          dependencies: ["FixtureServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Sources/fixture-server"),
        // Parse and lay out a large README, printing time and memory (Benchmarks/readme.sh).
        .executableTarget(name: "markdown-benchmark", dependencies: ["Markdown"], path: "Sources/markdown-benchmark"),

        // Tests: one target per layer, plus architecture and end-to-end. Tests/Support is TestSupport:
        // the shared doubles (schedulers, a manual clock, spies) and sample repositories.
        .target(name: "TestSupport",
                dependencies: ["Entities", "APIClient", "ResponseCache", "Store", "Interactors", "TextCells",
                               "RepositoryListPresenter", "RepositoryDetailPresenter"],
                path: "Tests/Support"),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities", "APIClient"], path: "Tests/EntitiesTests"),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient", "ResponseCache", "Entities", "FixtureServer"],
                    path: "Tests/APIClientTests"),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Entities", "TestSupport"], path: "Tests/StoreTests"),
        .testTarget(name: "ResponseCacheTests", dependencies: ["ResponseCache", "APIClient", "Entities", "FixtureServer", "TestSupport"],
                    path: "Tests/ResponseCacheTests"),
        .testTarget(name: "InteractorTests", dependencies: ["Interactors", "APIClient", "ResponseCache", "Store", "Entities", "TestSupport"],
                    path: "Tests/InteractorTests"),
        .testTarget(name: "TextCellsTests", dependencies: ["TextCells"], path: "Tests/TextCellsTests"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TextCells", "TestSupport"],
                    path: "Tests/TerminalUITests"),
        .testTarget(name: "ScreenKitTests", dependencies: ["ScreenKit", "TerminalUI", "TestSupport"],
                    path: "Tests/ScreenKitTests"),
        .testTarget(name: "RepositoryListTests",
                    dependencies: ["RepositoryList", "RepositoryListPresenter", "RepositoryDetail", "APIClient",
                                   "Interactors", "Entities", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells",
                                   "TestSupport"],
                    path: "Tests/RepositoryListTests"),
        .testTarget(name: "RepositoryDetailTests",
                    dependencies: ["RepositoryDetail", "RepositoryDetailPresenter", "Interactors", "Entities",
                                   "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "TestSupport", "Markdown"],
                    path: "Tests/RepositoryDetailTests"),
        .testTarget(name: "PresentationKitTests", dependencies: ["PresentationKit", "Entities"],
                    path: "Tests/PresentationKitTests"),
        .testTarget(name: "GHBrowseAppTests",
                    dependencies: ["GHBrowseApp", "Entities", "Interactors", "APIClient", "ResponseCache", "FixtureServer",
                                   "Markdown"],
                    path: "Tests/GHBrowseAppTests"),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(name: "EndToEndTests", dependencies: ["FixtureServer"], path: "Tests/EndToEndTests"),
        .testTarget(name: "FixtureServerTests", dependencies: ["FixtureServer", "APIClient", "Entities"], path: "Tests/FixtureServerTests"),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "TextCells"], path: "Tests/MarkdownTests",
                    exclude: ["Snapshots"]),

        // Fuzz targets (Fuzz/README.md): `Fuzz/<Name>/` is target `Fuzz<Name>` with one entry,
        // `<Name>Fuzz.run(_ bytes: [UInt8])`, that scripts/fuzz.sh links into a libFuzzer binary and
        // FuzzCorpusTests replays over the committed corpus (`Fuzz/<Name>/corpus`).
        .target(name: "FuzzHeaders", dependencies: ["APIClient", "ResponseCache", "Entities", "PresentationKit"],
                path: "Fuzz/Headers", exclude: ["corpus", "fuzz.dict"]),
        .target(name: "FuzzKeys", dependencies: ["TerminalUI", "TextCells"], path: "Fuzz/Keys", exclude: ["corpus", "fuzz.dict"]),
        .target(name: "FuzzAnswers",
                dependencies: ["APIClient", "ResponseCache", "Entities", "PresentationKit", "TextCells"],
                path: "Fuzz/Answers", exclude: ["corpus", "fuzz.dict"]),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzHeaders", "FuzzKeys", "FuzzAnswers"],
                    path: "Tests/FuzzCorpusTests"),
    ]
)
