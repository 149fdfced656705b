import Entities
import TextCells

/// A search-history file problem in words, for the status line.
enum HistoryProblemSentence {
    /// Cells a path may take in the sentence; a longer one is shortened in the middle.
    static let pathWidth = 40

    static func describe(_ problem: SearchHistoryProblem) -> String {
        switch problem {
        case .corruptFileMovedAside(let movedTo):
            return "history file was unreadable; kept it as \(PathText.shortened(movedTo, toWidth: Self.pathWidth)) and started a new one"
        case .unreadable(let reason):
            return "cannot read the search history (\(reason))"
        case .unwritable(let reason):
            return "search history will not be saved (\(reason))"
        }
    }
}
