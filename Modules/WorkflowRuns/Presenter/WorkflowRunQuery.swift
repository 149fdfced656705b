import Entities
import TextCells

/// What `/` typed on the runs screen asks for. `branch:B`, `event:E`, `status:S` (a status or a
/// conclusion) and `workflow:FILE` (`ci.yml`, or a workflow's id) go to GitHub as the endpoint's
/// own parameters; the other words, which the endpoint has no parameter for, narrow the runs
/// loaded to those whose workflow's name holds them all (case ignored).
struct WorkflowRunQuery: Equatable {
    var filter = WorkflowRunFilter()
    var words: [String] = []

    init(_ text: String) {
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = word.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, !parts[1].isEmpty else {
                words.append(word.lowercased())
                continue
            }
            let value = String(parts[1])
            switch parts[0].lowercased() {
            case "branch": filter.branch = value
            case "event": filter.event = value
            case "status", "is": filter.status = value
            case "workflow": filter.workflow = value
            default: words.append(word.lowercased())
            }
        }
    }

    /// Whether `run`'s workflow name holds every plain word.
    func matches(_ run: WorkflowRun) -> Bool {
        let name = run.workflowName.lowercased()
        return words.allSatisfy { name.contains($0) }
    }

    var isEmpty: Bool { filter.isEmpty && words.isEmpty }
}
