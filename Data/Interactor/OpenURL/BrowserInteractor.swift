/// Opens a URL with `$BROWSER` (a `:`-separated list; the first entry is used, `%s` stands for
/// the URL, else the URL is appended), or `xdg-open` when `BROWSER` is unset.
@MainActor
public final class BrowserInteractor: OpenURLUsecase {
    private let browserSetting: String?
    private let launcher: ProcessLaunching
    private let scheduler: WorkScheduler

    public init(browserSetting: String?, launcher: ProcessLaunching, scheduler: WorkScheduler) {
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
        let launcher = self.launcher
        let scheduler = self.scheduler
        switch launcher.launch(arguments) {
        case .failure(let error):
            completion(.failed(reason: error.reason))
        case .success(let processID):
            completion(.launched(command: arguments[0]))
            scheduler.runInBackground {
                let status = launcher.waitForExit(processID)
                guard status != 0 else { return }
                scheduler.runOnUIThread {
                    completion(.failed(reason: "\(arguments[0]) exited with status \(status)"))
                }
            }
        }
    }
}
