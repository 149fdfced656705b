import Entities
import Usecases

/// What every screen's Presenter is given besides its own use cases, in one value: the browser
/// `o` opens pages in, the clipboard `y` copies links to, the clock sentences are dated by, and
/// whether a token is configured (it shapes rate-limit and 401 hints).
///
/// Built once per module by its Router (`ModuleDependencies.screenServices()`); a Presenter keeps
/// it as it is and reaches each service through it.
public struct ScreenServices {
    /// Opens pages in the browser (`o`).
    public let browser: OpenURLUsecase
    /// Copies links (`y`).
    public let clipboard: ClipboardUsecase
    /// Tells the time "3 days ago" and "resets in 42 s" are counted from.
    public let dateProvider: DateProvider
    /// Whether a token is configured.
    public let hasToken: Bool

    public init(browser: OpenURLUsecase, clipboard: ClipboardUsecase, dateProvider: DateProvider, hasToken: Bool) {
        self.browser = browser
        self.clipboard = clipboard
        self.dateProvider = dateProvider
        self.hasToken = hasToken
    }
}

public extension ScreenServices {
    /// What went wrong, in the screen's words: `ErrorSentence` at this clock's time and with
    /// this token, the same for every screen.
    func sentence(for error: GitHubError) -> String {
        ErrorSentence.describe(error, now: dateProvider.now, hasToken: hasToken)
    }
}
