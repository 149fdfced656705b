/// What the palette draws: its title, the rows the filter keeps (best first) and a line saying
/// how many there are.
public struct CommandPaletteViewModel: Equatable, Sendable {
    /// One row: what it does (or a repository's name), its keys and its section, all safe to draw.
    public struct Row: Equatable, Sendable {
        public var title: String
        public var keys: String
        public var section: String

        public init(title: String, keys: String, section: String) {
            self.title = title
            self.keys = keys
            self.section = section
        }
    }

    /// The breadcrumb (`github › junegunn/fzf › commands`), fitted to the width.
    public var title: String
    public var rows: [Row]
    /// "12 of 40 actions", or what went wrong.
    public var status: String

    public init(title: String = "", rows: [Row] = [], status: String = "") {
        self.title = title
        self.rows = rows
        self.status = status
    }
}
