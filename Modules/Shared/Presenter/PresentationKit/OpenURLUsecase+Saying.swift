import Usecases

public extension OpenURLUsecase {
    /// Opens `url` in the browser, telling `say` first that it is being opened, then what the
    /// browser answered (`BrowserSentence`): one open-in-browser outcome for every screen.
    @MainActor
    func open(url: String, saying say: @escaping @MainActor (_ text: String, _ tone: StatusTone) -> Void) {
        let opening = BrowserSentence.opening(url)
        say(opening.text, opening.tone)
        open(url: url) { outcome in
            let answer = BrowserSentence.answer(outcome)
            say(answer.text, answer.tone)
        }
    }
}
