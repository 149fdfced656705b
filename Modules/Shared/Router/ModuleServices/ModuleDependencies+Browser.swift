import Interactors
import Usecases

public extension ModuleDependencies {
    /// The browser `o` opens pages in: the BROWSER setting run through the process launcher,
    /// the same for every screen that opens one.
    func browser() -> OpenURLUsecase {
        BrowserInteractor(browserSetting: browserSetting, launcher: processLauncher, scheduler: delayScheduler)
    }
}
