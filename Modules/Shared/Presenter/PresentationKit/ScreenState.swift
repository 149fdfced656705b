/// What a Presenter keeps about its screen itself: the status-line key hints the View gave it
/// and the width the screen was last drawn at.
public struct ScreenState: Equatable, Sendable {
    public var keyHints: [String] = []
    public var width = ScreenWidth()

    public init() {}
}

public extension ScreenState {
    /// `trail` as the breadcrumb fits the screen's width from its margin.
    func breadcrumb(_ trail: [String]) -> String {
        BreadcrumbText.fit(trail, toWidth: max(width.columns - BreadcrumbText.column, 1))
    }
}
