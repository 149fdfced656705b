import ChooserPresenter
import Entities
import Routes
import TestSupport
import Testing

/// Records what the chooser Presenter shows.
@MainActor
private final class ChooserViewSpy: ChooserDisplay {
    var displayed: [ChooserViewModel] = []
    var last: ChooserViewModel { displayed.last ?? ChooserViewModel() }
    func display(_ viewModel: ChooserViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct ChooserViewPresenterTests {
    private let view = ChooserViewSpy()
    private let router = RouteWireframeSpy()

    private func makePresenter(_ options: [String]) -> ChooserViewPresenter {
        let presenter = ChooserViewPresenter(
            title: "Topic", options: options.map { RouteOption(label: $0, route: .search(RepositorySearch(query: $0))) },
            view: view, router: router)
        presenter.viewDidLoad()
        return presenter
    }

    @Test func showsEveryOptionMadeSafe() {
        _ = makePresenter(["git", "cli\u{1B}[31m", "hello\u{202E}world"])
        #expect(view.last.title == "Topic")
        #expect(view.last.options.allSatisfy { !$0.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" } })
        #expect(view.last.shown == [0, 1, 2])
    }

    @Test func typingNarrowsToOptionsWithEveryWordCaseInsensitively() {
        let presenter = makePresenter(["Hello", "hello-world", "fixtures", "world hello"])
        presenter.filterDidChange(to: "HELLO")
        #expect(view.last.shown == [0, 1, 3])
        presenter.filterDidChange(to: "hello world")
        #expect(view.last.shown == [1, 3])
        presenter.filterDidChange(to: "zzz")
        #expect(view.last.shown.isEmpty)
        presenter.filterDidChange(to: "")
        #expect(view.last.shown == [0, 1, 2, 3])
    }

    @Test func pickingOpensThatOptionThroughTheRouterAndNothingElse() {
        let presenter = makePresenter(["a", "b"])
        presenter.didPick(optionAt: 1)
        presenter.didPick(optionAt: 7)
        #expect(router.replacements == [.search(RepositorySearch(query: "b"))])
        #expect(router.shown.isEmpty)
    }
}
