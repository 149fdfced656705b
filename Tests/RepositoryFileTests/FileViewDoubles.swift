import Entities
import Routes
import RepositoryFilePresenter
import TestSupport
import Usecases

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
