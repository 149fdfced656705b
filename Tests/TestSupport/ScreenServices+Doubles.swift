import PresentationKit
import Usecases

public extension ScreenServices {
    /// The services a Presenter under test is given: the spies the test reads (a fresh one for
    /// each it does not pass), the clock at `now` (or `dateProvider`), and whether there is a token.
    @MainActor
    static func doubles(browser: OpenURLUsecase = OpenURLUsecaseMock(), clipboard: ClipboardUsecase = ClipboardUsecaseMock(),
                        dateProvider: DateProvider, hasToken: Bool = false) -> ScreenServices {
        ScreenServices(browser: browser, clipboard: clipboard, dateProvider: dateProvider, hasToken: hasToken)
    }
}
