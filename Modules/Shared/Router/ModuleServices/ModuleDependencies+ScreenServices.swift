import PresentationKit

public extension ModuleDependencies {
    /// What every screen's Presenter is given (the browser, the clipboard, the clock, whether there
    /// is a token), built from these dependencies the same way for every module.
    func screenServices() -> ScreenServices {
        ScreenServices(browser: browser(), clipboard: clipboard(), dateProvider: dateProvider, hasToken: hasToken)
    }
}
