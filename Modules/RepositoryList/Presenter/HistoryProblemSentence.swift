import Entities
import TextCells

/// A search-history file problem in words, for the status line; an unusable history is worded as
/// an unusable response cache is ("The response cache is off: … is not a directory."), so the two
/// read alike when both show.
enum HistoryProblemSentence {
    /// Cells a path may take in the sentence; a longer one is shortened in the middle.
    static let pathWidth = 40

    static func describe(_ problem: SearchHistoryProblem) -> String {
        switch problem {
        case .corruptFileMovedAside(let movedTo):
            return "history file was unreadable; kept it as \(PathText.shortened(movedTo, toWidth: Self.pathWidth)) and started a new one"
        case .unreadable(let reason):
            return "The search history is off: \(reason)."
        case .unwritable(let reason):
            return "The search history is off: \(reason)."
        }
    }
}
