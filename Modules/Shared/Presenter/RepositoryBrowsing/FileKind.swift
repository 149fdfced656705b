/// What the file view makes of a file by its name.
public enum FileKind {
    /// Extensions GitHub renders as Markdown (`p` toggles rendered and raw).
    static let markdownExtensions: Set<String> = ["md", "markdown", "mdown", "mkdn", "mkd", "mdwn", "ron"]

    /// True for a Markdown file (`README.md`, `docs/guide.markdown`), ignoring case.
    public static func isMarkdown(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return markdownExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
