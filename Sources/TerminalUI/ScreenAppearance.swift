/// Tells a screen, at each draw, whether it is appearing for the first time and whether its
/// width changed, so it can tell its Presenter (`viewDidLoad`, `viewDidResize(columns:)`).
public struct ScreenAppearance: Sendable {
    /// What changed since the last draw.
    public struct Changes: Equatable, Sendable {
        public var isFirstDraw: Bool
        public var newColumns: Int?
    }

    private var columns: Int?

    public init() {}

    public mutating func draw(columns: Int) -> Changes {
        defer { self.columns = columns }
        return Changes(isFirstDraw: self.columns == nil, newColumns: self.columns == columns ? nil : columns)
    }
}
