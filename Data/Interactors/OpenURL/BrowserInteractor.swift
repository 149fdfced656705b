import Store
import Usecases

/// Opens a URL with `$BROWSER` (a `:`-separated list; the first entry is used, `%s` stands for
/// the URL, else the URL is appended), or `xdg-open` when `BROWSER` is unset.
///
/// The browser's exit status is checked without blocking (`ProcessLaunching.exitStatus(of:)`)
/// from the UI thread, first after `firstCheck` seconds, then at doubling intervals up to
/// `longestCheck`: no thread is parked while a browser runs for hours, and the child is reaped.
@MainActor
public final class BrowserInteractor: OpenURLUsecase {
    static let firstCheck = 0.25
    static let longestCheck = 8.0

    private let browserSetting: String?
    private let launcher: ProcessLaunching
    private let scheduler: DelayedWorkScheduler

    public init(browserSetting: String?, launcher: ProcessLaunching, scheduler: DelayedWorkScheduler) {
        self.browserSetting = browserSetting
        self.launcher = launcher
        self.scheduler = scheduler
    }

    /// The command line that opens `url`, split into arguments without any shell.
    public nonisolated static func command(for url: String, browserSetting: String?) -> [String] {
        let entry = browserSetting?
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init) }
            .first { !$0.isEmpty }
        guard var words = entry else { return ["xdg-open", url] }
        if words.contains(where: { $0.contains("%s") }) {
            words = words.map { $0.replacing("%s", with: url) }
        } else {
            words.append(url)
        }
        return words
    }

    public func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            completion(.failed(reason: "not a web address"))
            return
        }
        let arguments = Self.command(for: url, browserSetting: browserSetting)
        switch launcher.launch(arguments) {
        case .failure(let error):
            completion(.failed(reason: error.reason))
        case .success(let processID):
            completion(.launched(command: arguments[0]))
            Self.checkExit(of: processID, command: arguments[0], launcher: launcher, scheduler: scheduler,
                           after: Self.firstCheck, completion: completion)
        }
    }

    /// Checks whether the browser ended; a non-zero status is reported, a running one checked later.
    /// Static, so the checks go on (and the child is reaped) even after the screen has gone.
    private static func checkExit(of processID: Int32, command: String, launcher: ProcessLaunching,
                                  scheduler: DelayedWorkScheduler, after delay: Double,
                                  completion: @escaping @MainActor (OpenURLOutcome) -> Void) {
        scheduler.runOnUIThread(after: delay) {
            guard let status = launcher.exitStatus(of: processID) else {
                checkExit(of: processID, command: command, launcher: launcher, scheduler: scheduler,
                          after: min(delay * 2, longestCheck), completion: completion)
                return
            }
            if status != 0 {
                completion(.failed(reason: "\(command) exited with status \(status)"))
            }
        }
    }
}
