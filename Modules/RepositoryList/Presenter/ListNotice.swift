import Entities

/// The one-time sentence on the list's status line, shown until the next search starts: the
/// launch's warning (the response cache is off), a history file problem, or a word about a key.
struct ListNotice {
    /// The launch's warning, kept so that a history problem found while it still shows is added
    /// to it rather than replacing it.
    private let startup: String?
    private(set) var text: String?

    init(startup: String?) {
        self.startup = startup
        text = startup
    }

    mutating func say(_ sentence: String) {
        text = sentence
    }

    mutating func clear() {
        text = nil
    }

    /// Says a history file problem; with the launch's warning still shown, both, one after the other.
    mutating func add(_ problem: SearchHistoryProblem) {
        let sentence = HistoryProblemSentence.describe(problem)
        if let startup, text == startup {
            text = startup + " " + sentence
        } else {
            text = sentence
        }
    }
}
