import Usecases

/// A Presenter of a list fetched page by page (the issues, the workflow runs, the releases, a pull
/// request's checks): what such a list does the same on every screen (load when it appears, keep
/// the width, fetch the next page as the selection nears the end, `r`, `o` and `y` with their outcome on the
/// status line) written once; the Presenter says how its list loads and what it shows.
@MainActor
public protocol PagedListPresenting: ScreenPresenting {
    /// What the list holds.
    associatedtype Item: Equatable & Sendable
    /// The pages loaded and what the status line says about loading them (nil before the first
    /// load).
    var pages: PagedListLoader<Item>? { get }
}

public extension PagedListPresenting {
    func didMoveSelection(to index: Int, visibleRowCount: Int) {
        if pages?.selectionDidMove(to: index, visibleRows: visibleRowCount) == true { display() }
    }

    /// `r`: the first page again now (the rows stay until it answers), unless one is on its way.
    func refreshPages() {
        guard let pages, !pages.isLoading else { return }
        pages.loadFirstPage(.refreshNow)
        display()
    }

    /// `o`: opens `url` in the browser, what came of it said on the status line.
    func open(_ url: String, through usecase: OpenURLUsecase) {
        usecase.open(url: url) { [weak self] text, tone in
            self?.pages?.say(text, tone)
            self?.display()
        }
    }

    /// `y`: copies `url` (a link ghbrowse built) to the clipboard, what came of it (`what` was
    /// copied, or the link shown) on the status line.
    func copy(_ url: String, what: String, through usecase: ClipboardUsecase) {
        usecase.copy(url: url, what: what) { [weak self] text, tone in
            self?.pages?.say(text, tone)
            self?.display()
        }
    }

    /// Starts `loader` (a new list: another filter, sort or order) from its first page, shown as it
    /// loads.
    func start(_ loader: PagedListLoader<Item>, _ freshness: AnswerFreshness) {
        loader.onChange = { [weak self] in self?.display() }
        loader.loadFirstPage(freshness)
        display()
    }
}
