import PresentationKit
import Routes
import TextCells

/// A reusable chooser (a repository's topics; later its branches and tags): shows the options,
/// narrows them as the person types (every word of the filter must appear, case-insensitively),
/// and opens the picked one's route in its place.
@MainActor
public final class ChooserViewPresenter: ChooserViewPresentation {
    private weak var view: ChooserDisplay?
    private let router: ChooserWireframe
    private var model: ChooserViewModel
    /// Where each option leads, by its index.
    private let routes: [Route]
    /// The breadcrumb's steps, ending with the chooser's title.
    private let crumbs: [String]
    private var columns = 80

    /// - Parameter trail: the breadcrumb up to and including this chooser (its last step the
    ///   title); empty for the title alone.
    public init(title: String, options: [RouteOption], trail: [String] = [], view: ChooserDisplay,
                router: ChooserWireframe) {
        self.view = view
        self.router = router
        routes = options.map(\.route)
        crumbs = trail.isEmpty ? [title] : trail
        let safe = options.map { TextSanitizer.singleLine($0.label) }
        model = ChooserViewModel(title: "", options: safe, shown: Array(safe.indices))
        model.title = BreadcrumbText.fit(crumbs, toWidth: max(columns - BreadcrumbText.column, 1))
    }

    public func viewDidLoad() {
        view?.display(model)
    }

    public func viewDidResize(columns: Int) {
        guard columns != self.columns else { return }
        self.columns = columns
        model.title = BreadcrumbText.fit(crumbs, toWidth: max(columns - BreadcrumbText.column, 1))
        view?.display(model)
    }

    public func filterDidChange(to text: String) {
        let words = text.lowercased().split(separator: " ")
        model.filter = text
        model.shown = model.options.indices.filter { index in
            let option = model.options[index].lowercased()
            return words.allSatisfy { option.contains($0) }
        }
        view?.display(model)
    }

    public func didPick(optionAt index: Int) {
        guard routes.indices.contains(index) else { return }
        router.replaceTop(with: routes[index])
    }
}
