import Entities
import IssuePresenter
import IssueView
import Markdown
import PresentationKit
import RepositoryBrowsing
import ScreenKit
import TerminalUI
import Testing

@MainActor
private final class SilentConversationPresenter: IssueViewPresentation {
    func viewDidLoad(keyHints: [String]) {}
    func viewDidResize(columns: Int) {}
    func didRequest(_ command: IssueCommand) {}
    func didSelectLink(target: String, destination: LinkDestination) {}
    func didRequestLinkWithoutLinks() {}
    func didActivateLink(target: String, destination: LinkDestination) {}
}

@MainActor
private final class FilesPresenterSpy: PullRequestFilesPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int) {}
    func didScroll(toLine line: Int) { events.append("scroll \(line)") }
    func filterDidChange(_ text: String) { events.append("filter \(text)") }
    func didRequest(_ command: PullRequestSectionCommand) { events.append(command.rawValue) }
}

@MainActor
private final class ListPresenterSpy: PullRequestListPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int) {}
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)") }
    func didSelectRow(at index: Int) { events.append("open \(index)") }
    func didRequest(_ command: PullRequestSectionCommand, row: Int?) { events.append("\(command.rawValue) \(row ?? -1)") }
}

/// The composed pull request screen: `1`–`4` switch sections, each appearing (and asking) only
/// when first shown and kept as it was left; on an issue the digits are nobody's.
@MainActor
@Suite struct PullRequestScreenTests {
    private let bindings = KeyBindings(sections: IssueKeys.sections + PullRequestKeys.sections)
    private let size = TerminalSize(rows: 12, columns: 80)

    private func screen(isPullRequest: Bool) -> (PullRequestScreen, PullRequestFilesViewController, FilesPresenterSpy,
                                                  PullRequestListViewController<CheckRowText>, ListPresenterSpy) {
        let conversation = IssueViewController(bindings: bindings)
        conversation.presenter = SilentConversationPresenter()
        conversation.display(IssueViewModel(title: "github › o/r › pull requests › #8", pieces: [
            .lines([IssueLine("Add things #8", .title)]),
        ], isPullRequest: isPullRequest))
        let commits = PullRequestListViewController<CommitSummaryText>(bindings: bindings, keyContext: .pullRequestCommits,
                                                                        drawRow: PullRequestRows.commit)
        let files = PullRequestFilesViewController(bindings: bindings)
        let filesPresenter = FilesPresenterSpy()
        files.presenter = filesPresenter
        let checks = PullRequestListViewController<CheckRowText>(bindings: bindings, keyContext: .pullRequestChecks,
                                                                 drawRow: PullRequestRows.check)
        let checksPresenter = ListPresenterSpy()
        checks.presenter = checksPresenter
        let screen = PullRequestScreen(conversation: conversation, sections: [commits, files, checks], bindings: bindings)
        screen.didAppear(size: size)
        return (screen, files, filesPresenter, checks, checksPresenter)
    }

    private func drawn(_ screen: PullRequestScreen) -> [String] {
        let surface = InMemorySurface(rows: size.rows, columns: size.columns)
        screen.draw(on: surface)
        return surface.lines
    }

    @Test func theDigitsSwitchSectionsEachAppearingWhenFirstShownAndKeptAsLeft() {
        let (screen, files, filesPresenter, checks, checksPresenter) = screen(isPullRequest: true)
        #expect(drawn(screen)[1].contains("1 Conversation   2 Commits   3 Files   4 Checks"))
        #expect(filesPresenter.events.isEmpty && checksPresenter.events.isEmpty, "nothing asked before it is shown")

        #expect(screen.handle(key: .character("3")))
        #expect(screen.keyContext == .pullRequestFiles)
        #expect(filesPresenter.events == ["load"])
        var lines = DiffTextLines()
        let starts = (0..<5).map { index in
            DiffTextLayout.appendPatch(of: CommitFile(filename: "f\(index)", status: "modified", patch: "@@ -1 +1 @@\n-a\n+b"),
                                       to: &lines)
        }
        #expect(starts == [1, 6, 11, 16, 21])
        files.display(PullRequestFilesViewModel(lines: lines, fileStarts: starts, status: "5 files"))
        _ = screen.handle(key: .tab)
        _ = screen.handle(key: .tab)
        #expect(files.scrollOffset == 6)
        #expect(drawn(screen)[2].contains("── f1"))

        #expect(screen.handle(key: .character("4")))
        #expect(checksPresenter.events == ["load"])
        checks.display(ListViewModel(rows: [CheckRowText(name: "build", outcome: .success),
                                            CheckRowText(name: "test", outcome: .failure)]))
        _ = screen.handle(key: .character("j"))
        _ = screen.handle(key: .character("o"))
        #expect(checksPresenter.events.last == "open-in-browser 1")
        #expect(drawn(screen).contains { $0.contains("✗ failure") && $0.contains("test") })

        _ = screen.handle(key: .character("3"))
        #expect(files.scrollOffset == 6, "the files where they were left")
        #expect(filesPresenter.events.filter { $0 == "load" }.count == 1, "appeared once")
        _ = screen.handle(key: .character("4"))
        _ = screen.handle(key: .enter)
        #expect(checksPresenter.events.last == "open 1", "the checks' selection kept")
        _ = screen.handle(key: .character("1"))
        #expect(screen.keyContext == .issue)
    }

    @Test func whileTheFilterIsTypedDigitsAreTypedAndOnAnIssueThereAreNoSections() {
        let (screen, _, filesPresenter, _, _) = screen(isPullRequest: true)
        _ = screen.handle(key: .character("3"))
        _ = screen.handle(key: .character("/"))
        _ = screen.handle(key: .character("4"))
        #expect(screen.active == 2)
        #expect(filesPresenter.events.last == "filter 4")
        #expect(drawn(screen)[1].contains("Filter paths: 4"))
        _ = screen.handle(key: .enter)
        _ = screen.handle(key: .character("4"))
        #expect(screen.active == 3)

        let (issue, _, issueFiles, _, _) = self.screen(isPullRequest: false)
        #expect(!drawn(issue)[1].contains("Conversation"))
        _ = issue.handle(key: .character("3"))
        #expect(issue.active == 0 && issueFiles.events.isEmpty)
    }
}
