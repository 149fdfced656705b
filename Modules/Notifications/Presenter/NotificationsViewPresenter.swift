import Entities
import PresentationKit
import RepositoryBrowsing
import Routes
import TextCells
import Usecases

/// Decides what the notifications screen shows: your unread threads (all of them with `A`),
/// from the cache at once and then from GitHub, never asked for more often than GitHub's poll
/// interval; where Enter and `o` lead; marking read (Enter, `M`) and done (`D`), each said on the
/// status line, and a mark that fails said as failed (the thread stays as it was, nothing retried).
@MainActor
public final class NotificationsViewPresenter: NotificationsViewPresentation, PagedListPresenting {
    private weak var view: NotificationsDisplay?
    private let router: NotificationsWireframe
    private let notificationsUsecase: NotificationsUsecase
    private let services: ScreenServices
    private let trail: [String]

    public var screen = ScreenState()
    /// Read threads too (`A`).
    private var all = false
    /// Threads this session marked read, and done, by id.
    private var markedRead: Set<String> = []
    private var markedDone: Set<String> = []
    /// What GitHub said of polling with the last answer.
    private var pollInterval: Int?
    public private(set) var pages: PagedListLoader<NotificationThread>?

    public init(trail: [String], view: NotificationsDisplay, router: NotificationsWireframe,
                notificationsUsecase: NotificationsUsecase, services: ScreenServices) {
        self.trail = trail
        self.view = view
        self.router = router
        self.notificationsUsecase = notificationsUsecase
        self.services = services
    }

    /// The threads shown: those loaded, less those marked done.
    private var threads: [NotificationThread] {
        (pages?.items ?? []).filter { !markedDone.contains($0.id) }
    }

    public func viewDidLoad(keyHints: [String]) {
        screen.keyHints = keyHints
        guard services.hasToken else {
            view?.display(NotificationsViewModel(
                title: screen.breadcrumb(trail),
                message: TokenSentence.needed(for: "notifications"), messageTone: .warning,
                status: TokenSentence.unknownUser, statusTone: .warning))
            return
        }
        load(.cachedThenFresh)
    }

    public func didRequest(_ command: NotificationsCommand, row: Int) {
        guard pages != nil else { return }
        switch command {
        case .open:
            guard let thread = threads[safe: row] else { return }
            if let route = NotificationSubject.route(of: thread) {
                router.show(route)
            } else {
                openInBrowser(NotificationSubject.webPage(of: thread))
            }
            if isUnread(thread) { mark(thread, as: .read) }
        case .openInBrowser:
            openInBrowser(threads[safe: row].map(NotificationSubject.webPage(of:)) ?? GitHubWebURL.base + "/notifications")
        case .copyLink:
            guard let thread = threads[safe: row] else { return }
            copy(NotificationSubject.webPage(of: thread), what: "the notification's link", through: services.clipboard)
        case .refresh:
            refreshPages()
        case .toggleAll:
            all.toggle()
            load(.cachedThenFresh)
        case .markRead:
            guard let thread = threads[safe: row] else { return }
            guard isUnread(thread) else { return say("already read", .normal) }
            mark(thread, as: .read)
        case .markDone:
            guard let thread = threads[safe: row] else { return }
            mark(thread, as: .done)
        }
    }

    // MARK: Fetching and marking

    public func load(_ freshness: AnswerFreshness) {
        let (usecase, all) = (notificationsUsecase, all)
        let loader = PagedListLoader<NotificationThread>(
            noun: "notifications", services: services,
            fetch: { [weak self] page, freshness, completion in
                usecase.fetchNotifications(all: all, page: page, freshness: freshness) { answer in
                    if case .success(let stage) = answer { self?.pollInterval = stage.value.pollInterval }
                    completion(answer.map { $0.map(\.page) })
                    guard case .success(let stage) = answer else { return }
                    if let wait = stage.value.pollWait, case .fresh = stage {
                        self?.say("GitHub asks to wait \(wait) s before checking again", .normal)
                    }
                }
            })
        pages = loader
        start(loader, freshness)
    }

    private func isUnread(_ thread: NotificationThread) -> Bool {
        thread.unread && !markedRead.contains(thread.id)
    }

    /// Sends the mark; the row changes once GitHub took it, and a failure is said (never retried).
    private func mark(_ thread: NotificationThread, as mark: NotificationMark) {
        let title = TextSanitizer.singleLine(thread.subjectTitle)
        notificationsUsecase.mark(threadID: thread.id, as: mark) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                if mark == .read { markedRead.insert(thread.id) } else { markedDone.insert(thread.id) }
                say(mark == .read ? "marked read: \(title)" : "marked done: \(title)", .normal)
            case .failure(let error):
                say("not marked \(mark == .read ? "read" : "done") (\(services.sentence(for: error)))"
                    + " — press \(mark == .read ? "M" : "D") to try again", .error)
            }
        }
    }

    private func openInBrowser(_ url: String) {
        open(url, through: services.browser)
    }

    private func say(_ text: String, _ tone: StatusTone) {
        pages?.say(text, tone)
        display()
    }

    // MARK: Showing

    private func counts() -> String {
        let shown = threads
        let unread = shown.filter(isUnread).count
        let loaded = pages?.nextPage != nil ? " loaded" : ""
        return all ? "\(CompactNumber.grouped(shown.count)) notifications\(loaded), \(CompactNumber.grouped(unread)) unread"
                   : "\(CompactNumber.grouped(unread)) unread\(loaded)"
    }

    public func display() {
        guard let list = pages else { return }
        let extra = [all ? "all" : "unread only"] + (pollInterval.map { ["every \($0) s"] } ?? [])
        let status = list.statusLine(counts: counts(), extra: extra, keyHints: screen.keyHints)
        let message = list.message(empty: all ? "No notifications." : "No unread notifications. A shows them all.")
        let now = services.dateProvider.now
        view?.display(NotificationsViewModel(
            title: screen.breadcrumb(trail),
            rows: threads.map { NotificationRows.row($0, unread: isUnread($0), now: now) },
            message: message.text, messageTone: message.tone,
            status: status.line.fitted(toWidth: screen.width.columns), statusTone: status.tone))
    }
}
