// swift-tools-version:6.0
import PackageDescription

/// ghbrowse: a terminal GitHub repository browser in strict VIPER.
/// Targets map onto the fixed top level: `Entities/`, `Data/`, `Modules/`, `Sources/`, `Tests/`.
let package = Package(
    name: "ghbrowse",
    products: [
        .executable(name: "ghbrowse", targets: ["ghbrowse"]),
        .executable(name: "fixture-server", targets: ["fixture-server"]),
        // KSyntaxHighlighting behind a C interface, loaded by `Highlight` with dlopen when a file is
        // first shown, so ghbrowse itself never links Qt (`ldd ghbrowse` names no Qt library).
        .library(name: "GHBHighlight", type: .dynamic, targets: ["CHighlight"]),
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
                    "ScreenKit", "RepositoryList", "RepositoryDetail", "Markdown", "RepositoryBrowsing", "Highlight",
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

        // Inside a repository: what the files, file, commits and commit screens compute, with no
        // terminal and no curl (listings from a flat tree, the fuzzy path filter, binary detection,
        // tab expansion, diff lines, commit rows).
        .target(name: "RepositoryBrowsing", dependencies: ["Entities", "TextCells", "PresentationKit"],
                path: "Modules/Shared/Browsing"),
        .testTarget(name: "RepositoryBrowsingTests", dependencies: ["RepositoryBrowsing", "Entities"],
                    path: "Tests/RepositoryBrowsingTests"),
        // Times the path filter on the 30,077-entry tree fixture (Benchmarks).
        .executableTarget(name: "browsing-benchmark", dependencies: ["RepositoryBrowsing", "Entities", "APIClient"],
                          path: "Sources/browsing-benchmark"),

        // Syntax highlighting through KSyntaxHighlighting (KDE Frameworks 5, Qt 5): a C++ shim with a
        // C interface (built only as the dynamic library GHBHighlight), its header as a module that
        // links nothing, and the Swift side that dlopens the library on first use.
        // KSyntaxHighlighting ships CMake files only, and Qt's pkg-config flags carry -D flags SwiftPM
        // warns about, so the include directories are given here (unsafeFlags: fine in a root package).
        .target(name: "CHighlight", path: "Sources/CHighlight",
                cxxSettings: [.unsafeFlags(["-std=c++17", "-I/usr/include/KF5/KSyntaxHighlighting",
                                            "-I/usr/include/x86_64-linux-gnu/qt5", "-I/usr/include/aarch64-linux-gnu/qt5",
                                            "-I/usr/include/x86_64-linux-gnu/qt5/QtCore",
                                            "-I/usr/include/aarch64-linux-gnu/qt5/QtCore",
                                            "-I/usr/include/x86_64-linux-gnu/qt5/QtGui",
                                            "-I/usr/include/aarch64-linux-gnu/qt5/QtGui"])],
                linkerSettings: [.linkedLibrary("KF5SyntaxHighlighting"), .linkedLibrary("Qt5Gui"),
                                 .linkedLibrary("Qt5Core")]),
        .systemLibrary(name: "CHighlightAPI", path: "Sources/CHighlightAPI"),
        .target(name: "Highlight", dependencies: ["CHighlightAPI"], path: "Sources/Highlight"),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight"], path: "Tests/HighlightTests"),
        // Times highlighting a 10,000-line file: the first screen and the whole file (Benchmarks).
        .executableTarget(name: "highlight-benchmark", dependencies: ["Highlight"], path: "Sources/highlight-benchmark"),
    ]
)
