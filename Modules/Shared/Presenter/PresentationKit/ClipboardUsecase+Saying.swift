import Usecases

public extension ClipboardUsecase {
    /// Copies `url` (a link ghbrowse built, never text from GitHub), telling `say` what was
    /// copied or, without a clipboard, showing the link (`ClipboardSentence`): one copy outcome
    /// for every screen, as `open(url:saying:)` is for the browser.
    @MainActor
    func copy(url: String, what: String, saying say: @escaping @MainActor (_ text: String, _ tone: StatusTone) -> Void) {
        copy(url) { outcome in
            let answer = ClipboardSentence.answer(outcome, url: url, what: what)
            say(answer.text, answer.tone)
        }
    }
}
