import Usecases
import Interactors
import PresentationKit

extension CommandLineContext {
    /// The value of `answer`; for a stored copy printed because GitHub could not be reached, says
    /// so on standard error first.
    func value<Value>(of answer: CachedThenFresh<Value>) -> Value {
        if case .cached(_, _, let age) = answer {
            output.writeError("ghbrowse: GitHub could not be reached; printing the copy stored "
                              + DateText.span(Int(age)) + " ago")
        }
        return answer.value
    }
}
