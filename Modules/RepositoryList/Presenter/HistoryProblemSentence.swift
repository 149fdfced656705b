import Entities

/// A search-history file problem in words, for the status line.
enum HistoryProblemSentence {
    static func describe(_ problem: SearchHistoryProblem) -> String {
        switch problem {
        case .corruptFileMovedAside(let movedTo):
            return "history file was unreadable; kept it as \(movedTo) and started a new one"
        case .unreadable(let reason):
            return "cannot read the search history (\(reason))"
        case .unwritable(let reason):
            return "search history will not be saved (\(reason))"
        }
    }
}
