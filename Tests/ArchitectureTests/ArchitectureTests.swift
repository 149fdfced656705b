import Foundation
import XCTest

/// DESIGN.md section 2, rules 1 and 2 (what the compiler cannot see), checked on the real source
/// tree, and the checker itself proven on deliberately broken examples; and the target graph that
/// makes the compiler keep rule 3.
final class ArchitectureTests: XCTestCase {
    /// The package root: three levels above this file (`Tests/ArchitectureTests/…`).
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under the layers the rules cover, as (path relative to the root, text).
    private func checkedSources() throws -> [(path: String, text: String)] {
        let root = Self.packageRoot
        var sources: [(path: String, text: String)] = []
        for top in ["Modules", "Data", "Entities"] {
            let directory = root.appendingPathComponent(top)
            guard let walker = FileManager.default.enumerator(atPath: directory.path) else { continue }
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let path = "\(top)/\(relative)"
                guard ArchitectureRules.layer(of: path) != .other else { continue }
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                sources.append((path, text))
            }
        }
        return sources
    }

    func testTheSourceTreeKeepsTheRules() throws {
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent("Package.swift").path))
        let sources = try checkedSources()
        XCTAssertTrue(sources.contains { $0.path.hasPrefix("Entities/") }, "the checker found the entities")
        XCTAssertTrue(sources.contains { $0.path.hasPrefix("Data/Interactors/") }, "the checker found the interactors")
        let violations = sources.flatMap { ArchitectureRules.violations(path: $0.path, text: $0.text) }
        XCTAssertEqual(violations, [], violations.map(\.description).joined(separator: "\n"))
    }

    /// DESIGN.md rule 3, on the package graph SwiftPM reads: every screen folder is its own
    /// target; a Presenter reaches the use-case protocols but no terminal, curl, file store,
    /// response cache or Interactor implementation; a View reaches the terminal but not the data
    /// layer; only Routers reach the services they assemble from. (`scripts/architecture-probes.sh`
    /// proves the same with files that must not compile.)
    func testTheTargetGraphKeepsEachLayerFromWhatItMustNotReach() throws {
        let graph = try PackageGraph.load(packageRoot: Self.packageRoot)
        let screens = try FileManager.default.contentsOfDirectory(
            atPath: Self.packageRoot.appendingPathComponent("Modules").path).filter { $0 != "Shared" }.sorted()
        XCTAssertTrue(screens.contains("RepositoryList") && screens.contains("RepositoryDetail"), "\(screens)")
        let dataLayer: Set<String> = ["CCurl", "APIClient", "Store", "ResponseCache", "Interactors", "ModuleServices",
                                      "JSONReading"]
        for screen in screens {
            let presenter = try XCTUnwrap(graph.target(atPath: "Modules/\(screen)/Presenter"), screen)
            let view = try XCTUnwrap(graph.target(atPath: "Modules/\(screen)/View"), screen)
            let router = try XCTUnwrap(graph.target(atPath: "Modules/\(screen)/Router"), screen)
            let presenterReach = graph.closure(of: presenter)
            XCTAssertTrue(presenterReach.isDisjoint(with: dataLayer.union(["TerminalUI", "CNCursesW"])),
                          "\(presenter) reaches \(presenterReach.intersection(dataLayer.union(["TerminalUI", "CNCursesW"])))")
            let viewReach = graph.closure(of: view)
            XCTAssertTrue(viewReach.isDisjoint(with: dataLayer), "\(view) reaches \(viewReach.intersection(dataLayer))")
            XCTAssertTrue(viewReach.contains("TerminalUI"), "\(view) draws on the terminal")
            XCTAssertTrue(graph.closure(of: router).contains("ModuleServices"), "\(router) assembles")
            // No screen depends on another screen.
            for other in screens where other != screen {
                let reach = presenterReach.union(viewReach).union(graph.closure(of: router))
                // Whole names: RepositoryFiles's targets are not RepositoryFile's.
                XCTAssertFalse(reach.contains { ["Presenter", "View", "Router"].map { other + $0 }.contains($0) },
                               "\(screen) reaches \(other)")
            }
        }
        for target in ["Usecases", "Interactors", "Entities", "PresentationKit", "Routes"] {
            let reach = graph.closure(of: target)
            XCTAssertFalse(reach.contains("TerminalUI") || reach.contains("CNCursesW"), "\(target) reaches the terminal")
        }
        XCTAssertTrue(graph.closure(of: "PresentationKit").isDisjoint(with: dataLayer), "PresentationKit is a Presenter's")
        XCTAssertEqual(graph.closure(of: "Entities"), [], "Entities depends on nothing")
        XCTAssertEqual(graph.closure(of: "Usecases"), ["Entities"], "the use cases speak in entities only")
    }

    // MARK: The checker fails on broken examples

    private let presenterPath = "Modules/RepositoryList/Presenter/RepositoryListViewPresenter.swift"

    func testPresenterConstructingCollaboratorsFails() {
        let source = """
        import Interactors

        final class RepositoryListViewPresenter: RepositoryListViewPresentation {
            private let interactor = SearchRepositoryInteractor(client: GitHubClient(configuration: .init(),
                                                                                     httpClient: CurlHTTPClient()))
            func didSelectRow(at index: Int) {
                let router = RepositoryListRouter()
                router.showDetail(RepositoryDetailViewController())
            }
        }
        """
        let violations = ArchitectureRules.violations(path: presenterPath, text: source)
        let names = violations.map { $0.message.split(separator: " ")[1].dropLast() }
        XCTAssertEqual(names, ["SearchRepositoryInteractor", "GitHubClient", "CurlHTTPClient", "RepositoryListRouter",
                               "RepositoryDetailViewController"])
        XCTAssertEqual(violations.map(\.line), [4, 4, 5, 7, 8])
    }

    func testPresenterHoldingConcreteTypesFails() {
        let source = """
        final class RepositoryListViewPresenter {
            weak var view: RepositoryListViewController?
            private let router: RepositoryListRouter
            private let interactor: Interactors.SearchRepositoryInteractor
            var others: [RepositoryDetailRouter] = []
        }
        """
        let violations = ArchitectureRules.violations(path: presenterPath, text: source)
        XCTAssertEqual(violations.map(\.line), [2, 3, 4, 5])
    }

    func testViewsAndInteractorsDoNotAssemble() {
        let view = "Modules/RepositoryDetail/View/RepositoryDetailViewController.swift"
        let viewSource = "final class RepositoryDetailViewController { lazy var presenter = RepositoryDetailViewPresenter() }"
        XCTAssertEqual(ArchitectureRules.violations(path: view, text: viewSource).count, 1)

        let interactor = "Data/Interactors/SearchHistory/SearchHistoryInteractor.swift"
        let interactorSource = "final class SearchHistoryInteractor { let other = SearchRepositoryInteractor() }"
        XCTAssertEqual(ArchitectureRules.violations(path: interactor, text: interactorSource).count, 1)
    }

    // MARK: The checker passes good sources

    func testWellBehavedPresenterPasses() {
        let source = #"""
        import Entities
        import Interactors
        import TextCells

        /// Built by `RepositoryListRouter(…)`; never calls `SearchRepositoryInteractor()` itself.
        final class RepositoryListViewPresenter: RepositoryListViewPresentation {
            weak var view: (any RepositoryListDisplay)?
            private let router: any RepositoryListWireframe
            private let interactor: SearchRepositoryUsecase
            private var state = RepositoryListState()

            init(view: any RepositoryListDisplay, router: any RepositoryListWireframe,
                 interactor: SearchRepositoryUsecase) {
                self.view = view
                self.router = router
                self.interactor = interactor
            }

            func didSelectRow(at index: Int) {
                /* GitHubClient( in a comment /* nested RepositoryListRouter( */ still a comment */
                let message = "GitHubClient(\(count("CurlHTTPClient(")))"
                let raw = #"RepositoryListRouter("#
                router.presentDetail(for: state.repositories[index], note: message + raw)
                let makeRouter = { (x: Int) in x }
                _ = makeRouter(1)
            }
        }
        """#
        XCTAssertEqual(ArchitectureRules.violations(path: presenterPath, text: source), [])
    }

    func testRoutersAndTheAppMayAssemble() {
        let source = """
        import TerminalUI
        final class RepositoryListRouter {
            static func assembleModules(client: GitHubRequestable) -> Screen {
                let view = RepositoryListViewController()
                let presenter = RepositoryListViewPresenter(view: view, interactor: SearchRepositoryInteractor(client: client))
                return view
            }
        }
        """
        XCTAssertEqual(ArchitectureRules.violations(path: "Modules/RepositoryList/Router/RepositoryListRouter.swift",
                                                    text: source), [])
        XCTAssertEqual(ArchitectureRules.violations(path: "Sources/GHBrowseApp/Composition.swift",
                                                    text: source + "\nlet c = CurlHTTPClient()"), [])
    }
}
