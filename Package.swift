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
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // System libraries, each with a module map and a small C shim header.
        .systemLibrary(name: "CCurl", path: "Sources/CShims/CCurl", pkgConfig: "libcurl",
                       providers: [.apt(["libcurl4-openssl-dev"])]),
        // No pkgConfig: ncursesw.pc adds -D flags SwiftPM rejects with a warning; the module map links it.
        .systemLibrary(name: "CNCursesW", path: "Sources/CShims/CNCursesW",
                       providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(name: "CCmarkGFM", path: "Sources/CShims/CCmarkGFM", pkgConfig: "libcmark-gfm",
                       providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        // libjq's headers for `--jq` (as gh embeds gojq): the types only, linking nothing; GHBrowseApp's
        // JQLibrary dlopens libjq.so.1 when an expression is first compiled, so `ldd ghbrowse` names
        // neither libjq nor libonig and no other launch loads them. libjq-dev for the headers.
        .systemLibrary(name: "CJQ", path: "Sources/CShims/CJQ", providers: [.apt(["libjq-dev"])]),

        // Entities: plain data, depends on nothing.
        .target(name: "Entities", path: "Entities"),

        // Text safety, display width and trimming: pure Swift, usable from every layer but the entities.
        .target(name: "TextCells", path: "Sources/TextCells"),

        // Data layer: a module called `Data` would hide Foundation.Data, so each subfolder is a target
        // named as its folder: Data/Usecases (the use-case protocols and their answer types: all a
        // Presenter sees), Data/APIClient (HTTP, curl), Data/Store (POSIX files and processes),
        // Data/ResponseCache (stored GitHub answers, ETags, max-age), Data/JSONReading (the one JSON
        // reader), Data/Auth, Data/Configuration and Data/Interactors (the use cases' implementations;
        // no terminal).
        .target(name: "Usecases", dependencies: ["Entities"], path: "Data/Usecases"),
        // The one JSON reader (`JSONCursor`) the API's entities and the cache's metadata are read with.
        .target(name: "JSONReading", path: "Data/JSONReading"),
        .target(name: "ResponseCache", dependencies: ["Store", "CCrypto", "JSONReading"], path: "Data/ResponseCache"),
        .target(name: "APIClient", dependencies: ["Entities", "TextCells", "CCurl", "ResponseCache", "JSONReading"],
                path: "Data/APIClient"),
        .target(name: "Store", dependencies: ["Entities"], path: "Data/Store"),
        .target(name: "Interactors", dependencies: ["Entities", "Usecases", "APIClient", "ResponseCache", "Store", "Highlight"],
                path: "Data/Interactors"),

        // READMEs: cmark-gfm's parse tree as a sanitized terminal document, laid out at a width.
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "TextCells"], path: "Sources/Markdown"),

        // The terminal edge: ncurses screen, keys, widgets, navigation stack. Generic, no ghbrowse words.
        .target(name: "TerminalUI", dependencies: ["CNCursesW", "TextCells"], path: "Sources/TerminalUI"),

        // Modules/Shared: what the screens share, by VIPER layer, each target named as its folder.
        // - `Presenter/` (no terminal): PresentationKit (sentences for errors, numbers, dates),
        //   RepositoryBrowsing (what the screens inside a repository compute), ReadingLayout
        //   (documents laid out as rows of styled runs) and Routes (the screens a Presenter may ask
        //   for, the one Wireframe every module uses, and the navigator protocol).
        // - `View/`: ScreenKit, the Views' shared terminal side (list and reading panes, shared keys, styles).
        // - `Router/`: ModuleServices (the concrete services the Routers assemble modules from, and
        //   ModuleRouter, every Router's navigation; Views and Presenters cannot reach it).
        // Routes depends on TextCells as every Presenter-side target does (the probes' allowed import).
        .target(name: "Routes", dependencies: ["Entities", "TextCells"], path: "Modules/Shared/Presenter/Routes"),
        .target(name: "PresentationKit", dependencies: ["Entities", "TextCells", "Usecases", "Markdown", "Routes"],
                path: "Modules/Shared/Presenter/PresentationKit"),
        .target(name: "ScreenKit", dependencies: ["Entities", "PresentationKit", "TerminalUI", "TextCells", "Markdown",
                                                 "ReadingLayout", "RepositoryBrowsing"],
                path: "Modules/Shared/View/ScreenKit"),
        .target(name: "ModuleServices",
                dependencies: ["Entities", "Usecases", "APIClient", "Store", "Interactors", "Routes", "TerminalUI", "TextCells"],
                path: "Modules/Shared/Router/ModuleServices"),

        // VIPER modules, three targets per screen: `<Screen>Presenter` (Presenter, view model, the View
        // `<Screen>Display` and Wireframe protocols: use-case protocols only, no terminal, no curl, no files),
        // `<Screen>View` (the ViewController: the terminal, no data layer) and `<Screen>Router`
        // (assembles the module, asks the navigator for routes).
        .target(name: "RepositoryListPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "Routes"],
                path: "Modules/RepositoryList/Presenter"),
        .target(name: "RepositoryListView",
                dependencies: ["RepositoryListPresenter", "Entities", "PresentationKit", "ScreenKit", "TerminalUI",
                               "TextCells"],
                path: "Modules/RepositoryList/View"),
        .target(name: "RepositoryListRouter",
                dependencies: ["RepositoryListPresenter", "RepositoryListView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/RepositoryList/Router"),
        .target(name: "RepositoryDetailPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "Markdown", "ReadingLayout", "Routes",
                               "RepositoryBrowsing"],
                path: "Modules/RepositoryDetail/Presenter"),
        .target(name: "RepositoryDetailView",
                dependencies: ["RepositoryDetailPresenter", "Entities", "PresentationKit", "ScreenKit", "TerminalUI",
                               "TextCells", "Markdown", "ReadingLayout"],
                path: "Modules/RepositoryDetail/View"),
        .target(name: "RepositoryDetailRouter",
                dependencies: ["RepositoryDetailPresenter", "RepositoryDetailView", "Entities", "Usecases",
                               "Interactors", "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/RepositoryDetail/Router"),
        .target(name: "RepositoryFilesPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Routes"],
                path: "Modules/RepositoryFiles/Presenter"),
        .target(name: "RepositoryFilesView",
                dependencies: ["RepositoryFilesPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells"],
                path: "Modules/RepositoryFiles/View"),
        .target(name: "RepositoryFilesRouter",
                dependencies: ["RepositoryFilesPresenter", "RepositoryFilesView", "Entities", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/RepositoryFiles/Router"),
        .target(name: "ChooserPresenter", dependencies: ["Routes", "TextCells", "PresentationKit"], path: "Modules/Chooser/Presenter"),
        .target(name: "ChooserView", dependencies: ["ChooserPresenter", "PresentationKit", "ScreenKit", "TerminalUI",
                                             "TextCells"],
                path: "Modules/Chooser/View"),
        .target(name: "ChooserRouter",
                dependencies: ["ChooserPresenter", "ChooserView", "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/Chooser/Router"),

        // Composition root, run loop and command-line mode.
        .target(name: "GHBrowseApp",
                dependencies: [
                    "Entities", "APIClient", "ResponseCache", "Store", "Usecases", "Interactors", "PresentationKit", "TextCells",
                    "TerminalUI", "ScreenKit", "ModuleServices", "Routes", "RepositoryListRouter", "RepositoryDetailRouter",
                    "RepositoryListView", "RepositoryDetailView", "ChooserRouter", "ChooserView", "RepositoryFilesRouter",
                    "RepositoryFilesView", "Markdown", "Auth", "ReadingLayout",
                    "Configuration", "RepositoryBrowsing", "Highlight",
                    "CommitHistoryRouter", "CommitHistoryView", "CommitDetailRouter", "CommitDetailView",
                    "AccountRepositoriesRouter", "AccountRepositoriesView", "RepositoryFileRouter", "RepositoryFileView",
                    "ReleasesRouter", "ReleasesView", "ReleaseRouter", "ReleaseView", "CMalloc", "CJQ",
                    "IssueListRouter", "IssueListView", "IssueRouter", "IssueView", "NotificationsRouter", "NotificationsView",
                    "NotificationsPresenter",
                    "WorkflowRunsRouter", "WorkflowRunsView", "WorkflowRunRouter", "WorkflowRunView", "JobLogRouter", "JobLogView",
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ],
                path: "Sources/GHBrowseApp"),
        // Release: libstdc++ (the Swift runtime's) linked statically when scripts/release-flags.sh has put
        // the archive in .build/static-libstdc++: one library fewer to load and relocate at every start
        // (issue 20); the static-stdlib link hides its symbols (--exclude-libs ALL), so libGHBHighlight's
        // Qt keeps its own libstdc++.so. Without the directory, the shared library is linked as before.
        .executableTarget(name: "ghbrowse", dependencies: ["GHBrowseApp"], path: "Sources/ghbrowse",
                          linkerSettings: [.unsafeFlags(["-L\(Context.packageDirectory)/.build/static-libstdc++"],
                                                        .when(configuration: .release))]),

        // A loopback HTTP server serving the recorded GitHub fixtures (tests, benchmarks, demos).
        .target(name: "FixtureServer", dependencies: ["APIClient", "TextCells"], path: "Tests/FixtureServer"),
        .executableTarget(name: "fixture-server",
                          dependencies: ["FixtureServer", .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Tests/fixture-server"),
        // Decodes one recorded answer N times, for callgrind's instruction counts (Benchmarks, issue 25).
        .executableTarget(name: "decode-benchmark", dependencies: ["APIClient", "Entities", "ResponseCache"],
                          path: "Benchmarks/decode-benchmark"),
        // Parse and lay out a large README, printing time and memory (Benchmarks/readme.sh).
        .executableTarget(name: "markdown-benchmark", dependencies: ["Markdown"], path: "Benchmarks/markdown-benchmark"),

        // Tests: one target per layer, plus architecture and end-to-end. Tests/Support is TestSupport:
        // the shared doubles (schedulers, a manual clock, spies) and sample repositories.
        .target(name: "TestSupport",
                dependencies: ["Entities", "APIClient", "ResponseCache", "Store", "Usecases", "Interactors", "TextCells",
                               "RepositoryListPresenter", "RepositoryDetailPresenter", "ChooserPresenter", "Routes",
                               "TerminalUI", "Highlight"],
                path: "Tests/TestSupport"),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities", "APIClient"], path: "Tests/EntitiesTests"),
        .testTarget(name: "APIClientTests", dependencies: ["APIClient", "ResponseCache", "Entities", "FixtureServer", "TextCells",
                                                   "JSONReading", "TestSupport"],
                    path: "Tests/APIClientTests"),
        .testTarget(name: "StoreTests", dependencies: ["Store", "Entities", "TestSupport"], path: "Tests/StoreTests"),
        .testTarget(name: "ResponseCacheTests", dependencies: ["ResponseCache", "APIClient", "Entities", "FixtureServer", "TestSupport",
                                                              "Store", "JSONReading"],
                    path: "Tests/ResponseCacheTests"),
        .testTarget(name: "InteractorTests", dependencies: ["Interactors", "Usecases", "APIClient", "ResponseCache", "Store", "Entities", "TestSupport", "FixtureServer", "TextCells"],
                    path: "Tests/InteractorTests"),
        .testTarget(name: "TextCellsTests", dependencies: ["TextCells"], path: "Tests/TextCellsTests"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TextCells", "TestSupport"],
                    path: "Tests/TerminalUITests"),
        .testTarget(name: "ScreenKitTests",
                    dependencies: ["ScreenKit", "TerminalUI", "TestSupport", "GHBrowseApp", "RepositoryListView",
                                   "RepositoryDetailView", "ChooserView", "CommitHistoryView", "CommitDetailView", "Markdown"],
                    path: "Tests/ScreenKitTests"),
        .testTarget(name: "RepositoryListTests",
                    dependencies: ["GHBrowseApp", "RepositoryListView", "RepositoryListRouter", "RepositoryListPresenter",
                                   "RepositoryDetailView",
                                   "ModuleServices", "Routes", "Usecases", "APIClient",
                                   "Interactors", "Entities", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells",
                                   "TestSupport"],
                    path: "Tests/RepositoryListTests"),
        .testTarget(name: "RepositoryDetailTests",
                    dependencies: ["GHBrowseApp", "RepositoryDetailView", "RepositoryDetailRouter", "RepositoryDetailPresenter",
                                   "Usecases",
                                   "ModuleServices", "Routes", "Interactors", "Entities",
                                   "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "TestSupport", "Markdown",
                                   "ReadingLayout"],
                    path: "Tests/RepositoryDetailTests"),
        .testTarget(name: "RepositoryFilesTests",
                    dependencies: ["RepositoryFilesPresenter", "RepositoryFilesView", "ScreenKit", "TerminalUI",
                                   "Entities", "Usecases", "TestSupport", "Routes"],
                    path: "Tests/RepositoryFilesTests"),
        .testTarget(name: "ChooserTests",
                    dependencies: ["ChooserPresenter", "ChooserView", "ScreenKit", "TerminalUI", "TestSupport", "Routes"],
                    path: "Tests/ChooserTests"),
        .testTarget(name: "PresentationKitTests", dependencies: ["PresentationKit", "Entities", "TextCells", "Markdown", "Routes"],
                    path: "Tests/PresentationKitTests"),
        .testTarget(name: "GHBrowseAppTests",
                    dependencies: ["GHBrowseApp", "Entities", "Usecases", "Interactors", "APIClient", "ResponseCache",
                                   "FixtureServer", "Auth", "Configuration", "TerminalUI",
                                   "Markdown", "TestSupport", "ModuleServices", "Store"],
                    path: "Tests/GHBrowseAppTests"),
        .testTarget(name: "ArchitectureTests", path: "Tests/ArchitectureTests"),
        .testTarget(name: "EndToEndTests", dependencies: ["FixtureServer"], path: "Tests/EndToEndTests"),
        .testTarget(name: "FixtureServerTests", dependencies: ["FixtureServer", "APIClient", "Entities"], path: "Tests/FixtureServerTests"),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "TextCells", "FuzzMarkdown"], path: "Tests/MarkdownTests",
                    exclude: ["Snapshots"]),
        // Fuzz target (scripts/fuzz.sh): Markdown through layout at random widths; `entry/` is a
        // standalone libFuzzer entry, kept out of the library so the script's own driver links.
        .target(name: "FuzzMarkdown", dependencies: ["Markdown", "TextCells"], path: "Fuzz/Markdown",
                exclude: ["corpus", "entry"]),

        // Inside a repository: what the files, file, commits and commit screens compute, with no
        // terminal and no curl (listings from a flat tree, the fuzzy path filter, binary detection,
        // tab expansion, diff lines, commit rows).
        .target(name: "RepositoryBrowsing", dependencies: ["Entities", "TextCells", "PresentationKit", "Usecases"],
                path: "Modules/Shared/Presenter/RepositoryBrowsing"),
        .testTarget(name: "RepositoryBrowsingTests", dependencies: ["RepositoryBrowsing", "Entities", "APIClient", "Usecases", "PresentationKit", "TestSupport"],
                    path: "Tests/RepositoryBrowsingTests"),
        // Times the path filter on the 30,077-entry tree fixture (Benchmarks).
        .executableTarget(name: "browsing-benchmark", dependencies: ["RepositoryBrowsing", "Entities", "APIClient"],
                          path: "Benchmarks/browsing-benchmark"),
        // Issue 26: a 500-comment conversation opened and scrolled, in-process.
        .executableTarget(name: "conversation-benchmark",
                          dependencies: ["APIClient", "Entities", "IssuePresenter", "IssueView", "PresentationKit", "Routes",
                                         "TerminalUI", "Usecases"],
                          path: "Benchmarks/conversation-benchmark"),
        // Issue 27: the inbox's first screen from the cache against the stars list's, in-process.
        .executableTarget(name: "inbox-benchmark",
                          dependencies: ["APIClient", "Entities", "NotificationsPresenter", "NotificationsView",
                                         "AccountRepositoriesPresenter", "AccountRepositoriesView", "Routes", "TerminalUI",
                                         "Usecases"],
                          path: "Benchmarks/inbox-benchmark"),
        // Issue 26: a 3,000-file pull request's Files section, paged and scrolled, in-process.
        .executableTarget(name: "pr-files-benchmark",
                          dependencies: ["APIClient", "Entities", "IssuePresenter", "IssueView", "PresentationKit",
                                         "TerminalUI", "Usecases"],
                          path: "Benchmarks/pr-files-benchmark"),
        // Issue 27: a 50,000-line job log opened, G and e, in-process.
        .executableTarget(name: "job-log-benchmark",
                          dependencies: ["Entities", "JobLogPresenter", "JobLogView", "PresentationKit", "Routes", "ScreenKit",
                                         "TerminalUI", "Usecases"],
                          path: "Benchmarks/job-log-benchmark"),
        // Issue 30: the files screen on the 30k tree and its double: bytes to first screen, `/`, filter keys, memory.
        .executableTarget(name: "files-benchmark",
                          dependencies: ["APIClient", "Entities", "PresentationKit", "RepositoryFilesPresenter",
                                         "RepositoryFilesView", "Routes", "TerminalUI", "Usecases"],
                          path: "Benchmarks/files-benchmark"),
        // Issue 30: a commit's patch read, laid out and its first screen drawn, against git show.
        .executableTarget(name: "diff-benchmark",
                          dependencies: ["APIClient", "CommitDetailPresenter", "CommitDetailView", "Entities", "TerminalUI",
                                         "Usecases"],
                          path: "Benchmarks/diff-benchmark"),

        // Syntax highlighting through KSyntaxHighlighting (KDE Frameworks 5, Qt 5): a C++ shim with a
        // C interface (built only as the dynamic library GHBHighlight), its header as a module that
        // links nothing, and the Swift side that dlopens the library on first use.
        // KSyntaxHighlighting ships CMake files only, and Qt's pkg-config flags carry -D flags SwiftPM
        // warns about, so the include directories are given here (unsafeFlags: fine in a root package).
        .target(name: "CHighlight", path: "Sources/CShims/CHighlight",
                cxxSettings: [.unsafeFlags(["-std=c++17", "-I/usr/include/KF5/KSyntaxHighlighting",
                                            "-I/usr/include/x86_64-linux-gnu/qt5", "-I/usr/include/aarch64-linux-gnu/qt5",
                                            "-I/usr/include/x86_64-linux-gnu/qt5/QtCore",
                                            "-I/usr/include/aarch64-linux-gnu/qt5/QtCore",
                                            "-I/usr/include/x86_64-linux-gnu/qt5/QtGui",
                                            "-I/usr/include/aarch64-linux-gnu/qt5/QtGui"])],
                linkerSettings: [.linkedLibrary("KF5SyntaxHighlighting"), .linkedLibrary("Qt5Gui"),
                                 .linkedLibrary("Qt5Core")]),
        .systemLibrary(name: "CHighlightAPI", path: "Sources/CShims/CHighlightAPI"),
        .target(name: "Highlight", dependencies: ["CHighlightAPI"], path: "Sources/Highlight"),
        .testTarget(name: "HighlightTests", dependencies: ["Highlight", "TestSupport"], path: "Tests/HighlightTests"),
        // Times highlighting a 10,000-line file: the first screen and the whole file (Benchmarks).
        .executableTarget(name: "highlight-benchmark", dependencies: ["Highlight"], path: "Benchmarks/highlight-benchmark"),

        // Issue 19. Data/Auth: whose token, for which host: go-gh's order (variables, gh's hosts.yml
        // read with Yams, `gh auth token` run in the background with a time limit). No terminal, no curl.
        .target(name: "Auth", dependencies: ["Store", .product(name: "Yams", package: "Yams")], path: "Data/Auth"),
        // Data/Config: config.toml (its own TOML parser) as a plain AppConfiguration; key names; themes. No terminal.
        .target(name: "Configuration", dependencies: ["Store"],
                path: "Data/Configuration"),
        .testTarget(name: "AuthTests",
                    dependencies: ["Auth", "Store", "APIClient", "ResponseCache", "Entities", "FixtureServer", "TestSupport"],
                    path: "Tests/AuthTests"),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration", "TestSupport"],
                    path: "Tests/ConfigurationTests"),
        // glibc's mallopt (one malloc arena: GHBrowseApp's MallocArenas).
        .systemLibrary(name: "CMalloc", path: "Sources/CShims/CMalloc"),
        // libcrypto's SHA-256 for the response cache's keys (libcurl loads libcrypto anyway).
        .systemLibrary(name: "CCrypto", path: "Sources/CShims/CCrypto", pkgConfig: "libcrypto",
                       providers: [.apt(["libssl-dev"])]),

        // The commits screen (a ref's history, paged) and the commit screen (message, files, diff).
        .target(name: "CommitHistoryPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Routes"],
                path: "Modules/CommitHistory/Presenter"),
        .target(name: "CommitHistoryView",
                dependencies: ["CommitHistoryPresenter", "RepositoryBrowsing", "PresentationKit", "ScreenKit",
                               "TerminalUI", "TextCells"],
                path: "Modules/CommitHistory/View"),
        .target(name: "CommitHistoryRouter",
                dependencies: ["CommitHistoryPresenter", "CommitHistoryView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/CommitHistory/Router"),
        .target(name: "CommitDetailPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Routes",
                               "Markdown"],
                path: "Modules/CommitDetail/Presenter"),
        .target(name: "CommitDetailView",
                dependencies: ["CommitDetailPresenter", "PresentationKit", "RepositoryBrowsing", "ScreenKit", "TerminalUI",
                               "TextCells"],
                path: "Modules/CommitDetail/View"),
        .target(name: "CommitDetailRouter",
                dependencies: ["CommitDetailPresenter", "CommitDetailView", "Usecases", "Interactors", "ModuleServices",
                               "Routes", "TerminalUI"],
                path: "Modules/CommitDetail/Router"),
        .testTarget(name: "CommitScreensTests",
                    dependencies: ["CommitHistoryPresenter", "CommitHistoryView", "CommitDetailPresenter",
                                   "CommitDetailView", "RepositoryBrowsing", "Entities", "Usecases", "PresentationKit",
                                   "ScreenKit", "TerminalUI", "TextCells", "TestSupport", "Routes"],
                    path: "Tests/CommitScreensTests"),

        // Issue 19: your stars and your repositories (`m` on a list, then a choice).
        .target(name: "AccountRepositoriesPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "Routes"],
                path: "Modules/AccountRepositories/Presenter"),
        .target(name: "AccountRepositoriesView",
                dependencies: ["AccountRepositoriesPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells"],
                path: "Modules/AccountRepositories/View"),
        .target(name: "AccountRepositoriesRouter",
                dependencies: ["AccountRepositoriesPresenter", "AccountRepositoriesView", "Entities", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/AccountRepositories/Router"),
        .testTarget(name: "AccountRepositoriesTests",
                    dependencies: ["AccountRepositoriesPresenter", "AccountRepositoriesView", "PresentationKit", "ScreenKit",
                                   "TerminalUI", "Entities", "Usecases", "TestSupport"],
                    path: "Tests/AccountRepositoriesTests"),

        // Fuzz targets (Fuzz/README.md): `Fuzz/<Name>/` is target `Fuzz<Name>` with one entry,
        // `<Name>Fuzz.run(_ bytes: [UInt8])`, that scripts/fuzz.sh links into a libFuzzer binary and
        // FuzzCorpusTests replays over the committed corpus (`Fuzz/<Name>/corpus`).
        .target(name: "FuzzHeaders", dependencies: ["APIClient", "ResponseCache", "Entities", "PresentationKit"],
                path: "Fuzz/Headers", exclude: ["corpus", "fuzz.dict"]),
        .target(name: "FuzzKeys", dependencies: ["TerminalUI", "TextCells", "Entities", "FuzzScreenSupport"],
                path: "Fuzz/Keys", exclude: ["corpus", "fuzz.dict"]),
        .target(name: "FuzzAnswers",
                dependencies: ["APIClient", "ResponseCache", "Entities", "PresentationKit", "TextCells",
                               "FuzzScreenSupport", "Interactors", "TerminalUI"],
                path: "Fuzz/Answers", exclude: ["corpus", "fuzz.dict"]),
        .target(name: "FuzzSettings", dependencies: ["Auth", "Configuration"], path: "Fuzz/Settings", exclude: ["corpus"]),
        .target(name: "FuzzTree",
                dependencies: ["APIClient", "ResponseCache", "Entities", "Usecases", "Interactors", "FuzzScreenSupport",
                               "RepositoryFilesPresenter", "RepositoryFilesView", "TerminalUI", "Routes"],
                path: "Fuzz/Tree", exclude: ["corpus"]),
        .target(name: "FuzzCommit",
                dependencies: ["APIClient", "ResponseCache", "Entities", "Interactors", "FuzzScreenSupport",
                               "CommitDetailPresenter", "CommitDetailView", "TerminalUI", "Routes"],
                path: "Fuzz/Commit", exclude: ["corpus"]),
        .target(name: "FuzzHighlight", dependencies: ["Highlight"], path: "Fuzz/Highlight", exclude: ["corpus"]),
        .target(name: "FuzzLinks", dependencies: ["Entities", "Markdown", "PresentationKit", "Routes", "TextCells"],
                path: "Fuzz/Links", exclude: ["corpus"]),
        .target(name: "FuzzConversation",
                dependencies: ["APIClient", "JSONReading", "Entities", "Markdown", "PresentationKit", "Routes", "FuzzLinks"],
                path: "Fuzz/Conversation", exclude: ["corpus"]),
        .testTarget(name: "FuzzCorpusTests", dependencies: ["FuzzHeaders", "FuzzKeys", "FuzzAnswers", "FuzzTree", "FuzzCommit",
                                                                 "FuzzSettings", "FuzzHighlight", "FuzzLinks", "FuzzConversation"],
                    path: "Tests/FuzzCorpusTests"),

        // The file view (issue 18, "A file"): a file's contents, highlighted off the UI thread,
        // numbered, scrolled sideways; Markdown rendered; reached by the `.file` route.
        .target(name: "RepositoryFilePresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Markdown", "Routes"],
                path: "Modules/RepositoryFile/Presenter"),
        .target(name: "RepositoryFileView",
                dependencies: ["RepositoryFilePresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells",
                               "Markdown", "RepositoryBrowsing"],
                path: "Modules/RepositoryFile/View"),
        .target(name: "RepositoryFileRouter",
                dependencies: ["RepositoryFilePresenter", "RepositoryFileView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/RepositoryFile/Router"),
        .testTarget(name: "RepositoryFileTests",
                    dependencies: ["RepositoryFilePresenter", "RepositoryFileView", "ScreenKit", "TerminalUI",
                                   "Entities", "Usecases", "Interactors", "Markdown", "TestSupport", "Highlight", "Routes"],
                    path: "Tests/RepositoryFileTests"),
        // Times the file view on a 10,000-line file: the first coloured screen and the whole file (Benchmarks).
        // `--find`: each keystroke of `/` on 10,000 and 50,000 lines and a 50,000-line diff (issue 29).
        .executableTarget(name: "file-view-benchmark",
                          dependencies: ["RepositoryFilePresenter", "RepositoryFileView", "Interactors", "Usecases",
                                         "Entities", "TerminalUI", "Routes", "CommitDetailPresenter", "CommitDetailView",
                                         "ScreenKit"],
                          path: "Benchmarks/file-view-benchmark"),
        // Issues and pull requests (issue 26): a repository's issues or pull requests, and one's conversation.
        .target(name: "IssueListPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Routes"],
                path: "Modules/IssueList/Presenter"),
        .target(name: "IssueListView",
                dependencies: ["IssueListPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells"],
                path: "Modules/IssueList/View"),
        .target(name: "IssueListRouter",
                dependencies: ["IssueListPresenter", "IssueListView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/IssueList/Router"),
        .target(name: "IssuePresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Markdown",
                               "Routes"],
                path: "Modules/Issue/Presenter"),
        .target(name: "IssueView",
                dependencies: ["IssuePresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "Markdown",
                               "RepositoryBrowsing"],
                path: "Modules/Issue/View"),
        .target(name: "IssueRouter",
                dependencies: ["IssuePresenter", "IssueView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI", "RepositoryBrowsing"],
                path: "Modules/Issue/Router"),
        .testTarget(name: "IssueScreensTests",
                    dependencies: ["IssueListPresenter", "IssueListView", "IssuePresenter", "IssueView", "Entities",
                                   "Usecases", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "Markdown",
                                   "TestSupport", "Routes", "RepositoryBrowsing"],
                    path: "Tests/IssueScreensTests"),
        // Your inbox (issue 27): your notification threads (the inbox's searches are issue lists).
        .target(name: "NotificationsPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Routes"],
                path: "Modules/Notifications/Presenter"),
        .target(name: "NotificationsView",
                dependencies: ["NotificationsPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells"],
                path: "Modules/Notifications/View"),
        .target(name: "NotificationsRouter",
                dependencies: ["NotificationsPresenter", "NotificationsView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/Notifications/Router"),
        .testTarget(name: "InboxScreensTests",
                    dependencies: ["NotificationsPresenter", "NotificationsView", "IssueListPresenter", "Entities",
                                   "Usecases", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "TestSupport",
                                   "Routes"],
                    path: "Tests/InboxScreensTests"),
        // GitHub Actions (issue 27): a repository's workflow runs, one run's jobs and steps, a job's log.
        .target(name: "WorkflowRunsPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Routes"],
                path: "Modules/WorkflowRuns/Presenter"),
        .target(name: "WorkflowRunsView",
                dependencies: ["WorkflowRunsPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells"],
                path: "Modules/WorkflowRuns/View"),
        .target(name: "WorkflowRunsRouter",
                dependencies: ["WorkflowRunsPresenter", "WorkflowRunsView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/WorkflowRuns/Router"),
        .target(name: "WorkflowRunPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "Routes"],
                path: "Modules/WorkflowRun/Presenter"),
        .target(name: "WorkflowRunView",
                dependencies: ["WorkflowRunPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells"],
                path: "Modules/WorkflowRun/View"),
        .target(name: "WorkflowRunRouter",
                dependencies: ["WorkflowRunPresenter", "WorkflowRunView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/WorkflowRun/Router"),
        .target(name: "JobLogPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "Routes", "Markdown"],
                path: "Modules/JobLog/Presenter"),
        .target(name: "JobLogView",
                dependencies: ["JobLogPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "Markdown"],
                path: "Modules/JobLog/View"),
        .target(name: "JobLogRouter",
                dependencies: ["JobLogPresenter", "JobLogView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/JobLog/Router"),
        .testTarget(name: "ActionsScreensTests",
                    dependencies: ["WorkflowRunsPresenter", "WorkflowRunsView", "WorkflowRunPresenter", "WorkflowRunView",
                                   "JobLogPresenter", "JobLogView", "Markdown",
                                   "Entities", "Usecases", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells",
                                   "TestSupport", "Routes"],
                    path: "Tests/ActionsScreensTests"),
        // Releases (issue 18): the list of a repository's releases, and one release (notes, assets).
        .target(name: "ReleasesPresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Routes"],
                path: "Modules/Releases/Presenter"),
        .target(name: "ReleasesView",
                dependencies: ["ReleasesPresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells"],
                path: "Modules/Releases/View"),
        .target(name: "ReleasesRouter",
                dependencies: ["ReleasesPresenter", "ReleasesView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/Releases/Router"),
        .target(name: "ReleasePresenter",
                dependencies: ["Entities", "Usecases", "PresentationKit", "TextCells", "RepositoryBrowsing", "Markdown", "Routes"],
                path: "Modules/Release/Presenter"),
        .target(name: "ReleaseView",
                dependencies: ["ReleasePresenter", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "Markdown",
                               "RepositoryBrowsing"],
                path: "Modules/Release/View"),
        .target(name: "ReleaseRouter",
                dependencies: ["ReleasePresenter", "ReleaseView", "Entities", "Usecases", "Interactors",
                               "ModuleServices", "Routes", "TerminalUI"],
                path: "Modules/Release/Router"),
        .testTarget(name: "ReleasesTests",
                    dependencies: ["ReleasesPresenter", "ReleasesView", "ReleasePresenter", "ReleaseView", "Entities",
                                   "Usecases", "PresentationKit", "ScreenKit", "TerminalUI", "TextCells", "Markdown",
                                   "TestSupport", "GHBrowseApp", "ModuleServices", "Routes", "Interactors"],
                    path: "Tests/ReleasesTests"),
        // Documents as rows of styled runs (style roles, no terminal), for every reading screen: a
        // repository's facts, the language bar, a README or any Markdown block by block; and the same
        // facts and README as text for `ghbrowse view`.
        .target(name: "ReadingLayout", dependencies: ["Entities", "PresentationKit", "TextCells", "Markdown"],
                path: "Modules/Shared/Presenter/ReadingLayout"),
        .testTarget(name: "ReadingLayoutTests", dependencies: ["ReadingLayout", "Markdown", "PresentationKit", "Entities", "TextCells", "TestSupport"],
                    path: "Tests/ReadingLayoutTests"),
        // The fuzz targets' list and detail screens (real Presenters and ViewControllers over given use
        // cases, drawn on an in-memory surface), and the HTTP client that keeps Tree's and Commit's requests
        // under /repos/o/r/; no corpus, so scripts/fuzz.sh does not run it itself.
        .target(name: "FuzzScreenSupport",
                dependencies: ["Entities", "Usecases", "RepositoryListPresenter", "RepositoryListView",
                               "RepositoryDetailPresenter", "RepositoryDetailView", "ScreenKit", "TerminalUI", "TextCells",
                               "APIClient", "ResponseCache", "Routes"],
                path: "Fuzz/ScreenSupport"),
    ]
)
