import RepositoryBrowsing
import TextCells

extension RepositoryLink.Refusal {
    /// Why the link to `target` (shown sanitized) was not followed, never requested.
    func sentence(target: String) -> String {
        let shown = TextSanitizer.singleLine(target)
        switch self {
        case .leavesRepository:
            return "not opened: “\(shown)” leads out of the repository"
        case .unsafe(let problem):
            return "not opened: “\(shown)” has \(problem.description), never requested"
        }
    }
}
