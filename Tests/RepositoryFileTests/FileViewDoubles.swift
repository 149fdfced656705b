import Entities
import Routes
import RepositoryFilePresenter
import TestSupport
import Usecases

/// Answers the file contents use case by hand: each call is kept with its completion.
@MainActor
final class FileContentsUsecaseMock: FileContentsUsecase {
    struct Call {
        let path: String
        let ref: String?
        let knownSize: Int?
        let freshness: AnswerFreshness
        let completion: @MainActor (Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) -> Void
    }

    var calls: [Call] = []

    func fetchFile(fullName: String, path: String, ref: String?, knownSize: Int?, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        calls.append(Call(path: path, ref: ref, knownSize: knownSize, freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    /// Answers the last call with `text`'s bytes, fresh from the network.
    func answer(_ text: String) {
        calls.last?.completion(.success(.fresh(.file(bytes: Array(text.utf8)), source: .network)))
    }
}

/// Answers the blame use case by hand: each call is kept with its completion.
@MainActor
final class BlameUsecaseMock: BlameUsecase {
    struct Call {
        let fullName: String
        let path: String
        let ref: String
        let freshness: AnswerFreshness
        let completion: @MainActor (Result<CachedThenFresh<Blame>, GitHubError>) -> Void
    }

    var calls: [Call] = []

    func fetchBlame(fullName: String, path: String, ref: String, freshness: AnswerFreshness,
                    completion: @escaping @MainActor (Result<CachedThenFresh<Blame>, GitHubError>) -> Void)
        -> Cancellable {
        calls.append(Call(fullName: fullName, path: path, ref: ref, freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    /// Answers the last call with `blame`, fresh from the network.
    func answer(_ blame: Blame) {
        calls.last?.completion(.success(.fresh(blame, source: .network)))
    }
}

/// Keeps each highlight request so the test answers it with chunks of its choosing.
@MainActor
final class CodeHighlightUsecaseMock: CodeHighlightUsecase {
    struct Call {
        let fileName: String
        let bytes: [UInt8]
        let theme: CodeTheme
        let firstLines: Int
        let answer: @MainActor (CodeHighlightAnswer) -> Void
        let cancellable: CancellableSpy
    }

    var calls: [Call] = []
    var prepareCount = 0

    func prepare() { prepareCount += 1 }

    func highlight(fileName: String, bytes: [UInt8], theme: CodeTheme, firstLines: Int,
                   answer: @escaping @MainActor (CodeHighlightAnswer) -> Void) -> Cancellable {
        let cancellable = CancellableSpy()
        calls.append(Call(fileName: fileName, bytes: bytes, theme: theme, firstLines: firstLines, answer: answer,
                          cancellable: cancellable))
        return cancellable
    }
}

@MainActor
final class FileViewSpy: RepositoryFileDisplay {
    var displayed: [RepositoryFileViewModel] = []
    var last: RepositoryFileViewModel { displayed.last ?? RepositoryFileViewModel() }
    /// The headings the rendered Markdown has, by anchor; the anchors asked for.
    var headings: Set<String> = []
    var scrolledTo: [String] = []
    func display(_ viewModel: RepositoryFileViewModel) { displayed.append(viewModel) }
    func scrollToHeading(anchor: String) -> Bool {
        scrolledTo.append(anchor)
        return headings.contains(anchor)
    }
}

/// The file view's Wireframe spy.
typealias FileRouterSpy = RouteWireframeSpy

/// The files and directories a spy's routes opened.
@MainActor
extension RouteWireframeSpy {
    var files: [(place: RepositoryRef, path: String)] {
        shown.compactMap { if case .file(let place, let path, _, _, _) = $0 { (place, path) } else { nil } }
    }
    var directories: [(place: RepositoryRef, path: String)] {
        shown.compactMap { if case .files(let place, let path) = $0 { (place, path) } else { nil } }
    }
}

extension RepositoryFileViewModel {
    /// The code's lines as the View gets them, or nil when the body is not code.
    var codeLines: CodeLines? {
        if case .code(let lines) = body { return lines }
        return nil
    }

    /// Line `index`'s text, runs joined.
    func text(ofLine index: Int) -> String? {
        codeLines?.runs(ofLine: index).map(\.text).joined()
    }

    /// The body's sentence, when it is one.
    var sentence: String? {
        if case .message(let text, _) = body { return text }
        return nil
    }
}
