import Entities
import Foundation
import PresentationKit
import RepositoryFilePresenter
import TestSupport
import Testing
import Usecases

/// `B` on a file (issue 29): its blame at the screen's ref beside the lines, Enter on a line
/// opening that line's commit, `B` again the plain file; without a token a sentence and no
/// request; GitHub's failures said; untrusted ranges laid out without trapping.
@MainActor
@Suite struct RepositoryFileBlameTests {
    private let contents = FileContentsUsecaseMock()
    private let view = FileViewSpy()
    private let blame = BlameUsecaseMock()
    private let router = FileRouterSpy()
    private static let sha = "977560f205a84449522988b52e196f4bf502f79a"
    private static let older = "50cad0ac5db5874084704afc1b04d8b3b16eb3a0"

    private func presenter(hasToken: Bool = true, path: String = "src/main.py", columns: Int = 120)
        -> RepositoryFileViewPresenter {
        let presenter = RepositoryFileViewPresenter(
            place: RepositoryRef(fullName: "sigmavirus24/github3.py", ref: "develop"), path: path, size: 120,
            trail: ["github", "sigmavirus24/github3.py", "files", "main.py"], view: view, router: router,
            contentsUsecase: contents, highlightUsecase: CodeHighlightUsecaseMock(),
            services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: hasToken), historyUsecase: CommitHistoryUsecaseMock(),
            viewerUsecase: ExternalViewerUsecaseMock(), blameUsecase: blame, theme: .dark)
        presenter.viewDidLoad(keyHints: ["B blame"], renderedToggleKey: "p", linkHints: [])
        presenter.viewDidResize(columns: columns, rows: 30)
        contents.answer((1...10).map { "line \($0)" }.joined(separator: "\n") + "\n")
        return presenter
    }

    private static func range(_ lines: ClosedRange<Int>, _ sha: String, age: Int, author: String = "Jesse Keating",
                              headline: String = "Merge pull request #759") -> BlameRange {
        BlameRange(startingLine: lines.lowerBound, endingLine: lines.upperBound, age: age,
                   commit: BlameCommit(oid: sha, abbreviatedOid: String(sha.prefix(7)),
                                       committedDate: Sample.now.addingTimeInterval(-3 * 365 * 86_400),
                                       messageHeadline: headline, authorName: author,
                                       authorDate: Sample.now.addingTimeInterval(-3 * 365 * 86_400), authorLogin: "omgjlk"))
    }

    private static let twoCommits = Blame(ranges: [range(1...4, sha, age: 1), range(5...10, older, age: 10,
                                                                                     author: "Ian Stapleton Cordasco")])

    @Test func bAsksForTheBlameAtTheScreensRefAndShowsItBesideTheLines() throws {
        let presenter = presenter()
        presenter.didRequest(.blame, topLine: 0)
        #expect(blame.calls.map(\.ref) == ["develop"])
        #expect(blame.calls.first?.path == "src/main.py")
        #expect(blame.calls.first?.fullName == "sigmavirus24/github3.py")
        #expect(blame.calls.first?.freshness == .cachedThenFresh)
        #expect(view.last.status.hasPrefix("loading the blame…"))
        #expect(view.last.blame == nil)
        blame.answer(Self.twoCommits)
        let column = try #require(view.last.blame)
        #expect(column.cell(ofLine: 0).text.hasPrefix("977560f Jesse Keating"))
        #expect(column.cell(ofLine: 0).text.hasSuffix("3y  "))
        #expect(column.cell(ofLine: 0).age == 1)
        #expect(column.cell(ofLine: 1).text.trimmingCharacters(in: .whitespaces).isEmpty, "written once a run")
        #expect(column.cell(ofLine: 4).text.hasPrefix("50cad0a Ian Stapleton"))
        #expect(column.cell(ofLine: 4).age == 10)
        #expect(column.texts.allSatisfy { $0.count == column.width })
        #expect(view.last.status.hasPrefix("blame at develop: 2 commits"))
        #expect(view.last.codeLines?.count == 10, "the code is still there, with its highlighting")
        _ = presenter
    }

    @Test func enterOnALineOpensItsCommitAndTheCursorNamesIt() {
        let presenter = presenter()
        presenter.didRequest(.blame, topLine: 0)
        blame.answer(Self.twoCommits)
        presenter.didMoveBlameCursor(toLine: 6)
        #expect(view.last.status.hasPrefix("50cad0a Ian Stapleton Cordasco, "))
        #expect(view.last.status.contains(": Merge pull request #759 · Enter opens it"))
        presenter.didOpenBlameLine(6)
        presenter.didOpenBlameLine(2)
        #expect(router.shown == [.commit(fullName: "sigmavirus24/github3.py", sha: Self.older),
                                 .commit(fullName: "sigmavirus24/github3.py", sha: Self.sha)])
    }

    @Test func bAgainHidesItAndOnceMoreShowsItWithoutAskingAgain() {
        let presenter = presenter()
        presenter.didRequest(.blame, topLine: 0)
        blame.answer(Self.twoCommits)
        presenter.didRequest(.blame, topLine: 0)
        #expect(view.last.blame == nil)
        #expect(view.last.status.hasPrefix("blame hidden"))
        presenter.didOpenBlameLine(2)
        #expect(router.shown.isEmpty, "Enter opens nothing on the plain file")
        presenter.didRequest(.blame, topLine: 0)
        #expect(view.last.blame != nil)
        #expect(blame.calls.count == 1)
    }

    @Test func withoutATokenASentenceAndNoRequest() {
        let presenter = presenter(hasToken: false)
        presenter.didRequest(.blame, topLine: 0)
        #expect(blame.calls.isEmpty)
        #expect(view.last.blame == nil)
        #expect(view.last.status.hasPrefix("blame needs a token (GitHub's GraphQL API): run gh auth login, or set GH_TOKEN"))
        #expect(view.last.statusTone == .warning)
    }

    @Test func gitHubsNoIsSaidAndThePlainFileStays() {
        let presenter = presenter()
        presenter.didRequest(.blame, topLine: 0)
        blame.calls.last?.completion(.failure(.notFound(message: "Could not resolve file for path 'src/main.py'.")))
        #expect(view.last.blame == nil)
        #expect(view.last.status.hasPrefix("no blame: src/main.py at develop: Could not resolve file for path"))
        presenter.didRequest(.blame, topLine: 0)
        #expect(blame.calls.count == 2, "B asks again after a failure")
        blame.calls.last?.completion(.failure(.invalidQuery(message: "GitHub's GraphQL API refused the request",
                                                            details: ["Something went wrong"])))
        #expect(view.last.status.hasPrefix("no blame: GitHub rejected the query: GitHub's GraphQL API refused the request"))
        _ = presenter
    }

    @Test func untrustedRangesNeverTrapAndHostileTextIsMadeSafe() throws {
        let presenter = presenter()
        presenter.didRequest(.blame, topLine: 0)
        let evil = BlameRange(startingLine: 1, endingLine: 2, age: -40,
                              commit: BlameCommit(oid: "../../etc/passwd", abbreviatedOid: "\u{1B}[31mevil",
                                                  messageHeadline: "\u{1B}]52;c;aGk=\u{07}x", authorName: "\u{1B}[2Jme\u{202E}"))
        blame.answer(Blame(ranges: [
            evil,
            BlameRange(startingLine: Int.min, endingLine: Int.max, age: Int.max, commit: BlameCommit(oid: Self.sha)),
            BlameRange(startingLine: 9, endingLine: 3, age: 5, commit: BlameCommit(oid: Self.older)),
            BlameRange(startingLine: 50, endingLine: 60, age: 5, commit: BlameCommit(oid: Self.older)),
        ]))
        let column = try #require(view.last.blame)
        #expect(column.cell(ofLine: 0).age == 1, "an age below 1 is 1")
        #expect(column.cell(ofLine: 2).age == 10, "an age past 10 is 10; the first range listed keeps a line")
        #expect(column.cell(ofLine: 9).age == 10)
        #expect(column.cell(ofLine: 10).age == nil, "no line past the file")
        #expect(!column.texts.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        presenter.didMoveBlameCursor(toLine: 1)
        #expect(!view.last.status.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        presenter.didOpenBlameLine(1)
        #expect(router.shown.isEmpty, "a SHA that is not one is never asked for")
        #expect(view.last.status.hasPrefix("line 1's commit has no usable SHA"))
        presenter.didOpenBlameLine(Int.max)
        presenter.didMoveBlameCursor(toLine: Int.min)
    }

    @Test func theStoredBlameShowsAtOnceAndRAsksAgainNow() throws {
        let presenter = presenter()
        presenter.didRequest(.blame, topLine: 0)
        blame.calls.last?.completion(.success(.cached(Self.twoCommits, fetchedAt: Sample.now, age: 60)))
        #expect(view.last.blame != nil)
        blame.answer(Self.twoCommits)
        presenter.didRequest(.refresh, topLine: 0)
        #expect(blame.calls.map(\.freshness) == [.cachedThenFresh, .refreshNow])
        #expect(contents.calls.last?.freshness == .refreshNow)
        blame.answer(Blame(ranges: [Self.range(1...10, Self.older, age: 4)]))
        #expect(try #require(view.last.blame).cell(ofLine: 0).text.hasPrefix("50cad0a"))
    }

    @Test func aNarrowScreenLeavesTheAuthorOut() throws {
        let presenter = presenter(columns: 60)
        presenter.didRequest(.blame, topLine: 0)
        blame.answer(Self.twoCommits)
        let column = try #require(view.last.blame)
        #expect(column.width == 12)
        #expect(column.cell(ofLine: 0).text == "977560f 3y  ")
        _ = presenter
    }
}
