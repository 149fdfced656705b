/// Which issues or pull requests a list asks for (`state=`).
public enum IssueListState: String, CaseIterable, Sendable {
    case open
    case closed
    case all
}
