/// What the chooser draws: a title and the options (already made safe), filtered by what was typed.
public struct ChooserViewModel: Equatable, Sendable {
    /// The breadcrumb (`github › junegunn/fzf › branches and tags`), fitted to the width.
    public var title: String
    public var options: [String]
    /// Options' indices in the full list, for each row shown (the filter keeps their order).
    public var shown: [Int]
    /// What was typed to filter the options.
    public var filter: String

    public init(title: String = "", options: [String] = [], shown: [Int] = [], filter: String = "") {
        self.title = title
        self.options = options
        self.shown = shown
        self.filter = filter
    }
}
