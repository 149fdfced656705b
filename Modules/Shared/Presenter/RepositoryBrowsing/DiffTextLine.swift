/// One line of a diff view (the commit screen, a pull request's files): runs of text, each with
/// the role that decides how it looks (the View maps roles to styles). Every run is already made safe for the terminal.
public struct DiffTextLine: Equatable, Sendable {
    /// What a run of text is.
    public enum Role: Equatable, Sendable {
        case plain
        /// A section's heading ("Files", a file's name above its patch).
        case heading
        /// A field's name ("Author").
        case label
        case sha
        case dim
        /// An added line of a patch, or a count of added lines.
        case addition
        /// A deleted line of a patch, or a count of deleted lines.
        case deletion
        /// `@@ -12,7 +12,8 @@`.
        case hunk
        /// `\ No newline at end of file`, "no patch" sentences.
        case note
        /// A reference in a commit's message (`#123`, a SHA, `@user`): `Run.link` says where it leads.
        case link
    }

    /// A run of text with its role.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var role: Role
        /// The github.com address a `.link` run leads to.
        public var link: String?

        public init(_ text: String, _ role: Role = .plain, link: String? = nil) {
            self.text = text
            self.role = role
            self.link = link
        }
    }

    public var runs: [Run]

    public init(_ runs: [Run] = []) {
        self.runs = runs
    }

    /// A line of one run.
    public init(_ text: String, _ role: Role = .plain) {
        runs = text.isEmpty ? [] : [Run(text, role)]
    }

    /// The whole line's text.
    public var text: String { runs.map(\.text).joined() }
}
