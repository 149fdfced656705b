#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ReadingLayout
import Entities
import Usecases

/// The detail screen's README and languages: asked for together, shown as each answers (the
/// stored copy first), a long README's start at once and its whole when parsed off the UI thread,
/// and the README asked for again at a newly picked ref.
@MainActor
final class DetailReadme {
    private let readmeUsecase: RepositoryReadmeUsecase
    private let languagesUsecase: RepositoryLanguagesUsecase
    private let fullName: String
    /// Parses the README: a long one's start at once, the whole off the UI thread.
    private let loader: ReadmeDocumentLoader
    /// GitHub's failure in words.
    private let sentence: (GitHubError) -> String
    /// The screen's width now (a long README's start is laid out for it).
    private let columns: () -> Int
    /// Something to show changed.
    private let changed: () -> Void
    private(set) var readme = ReadmeState.loading
    private(set) var languages = LanguagesState.loading
    private var readmeRequest: Cancellable?
    private var languagesRequest: Cancellable?

    init(readmeUsecase: RepositoryReadmeUsecase, languagesUsecase: RepositoryLanguagesUsecase, fullName: String,
         scheduler: WorkScheduler?, sentence: @escaping (GitHubError) -> String, columns: @escaping () -> Int,
         changed: @escaping () -> Void) {
        self.readmeUsecase = readmeUsecase
        self.languagesUsecase = languagesUsecase
        self.fullName = fullName
        loader = ReadmeDocumentLoader(scheduler: scheduler, fullName: fullName)
        self.sentence = sentence
        self.columns = columns
        self.changed = changed
    }

    func cancel() {
        readmeRequest?.cancel()
        languagesRequest?.cancel()
    }

    /// The README (at `ref`) and the languages, asked for together.
    func fetch(ref: String?, _ freshness: AnswerFreshness) {
        readmeRequest?.cancel()
        languagesRequest?.cancel()
        if case .failed = readme { readme = .loading }
        if case .failed = languages { languages = .loading }
        readmeRequest = readmeUsecase.fetchReadme(fullName: fullName, ref: ref, freshness: freshness) { [weak self] in
            self?.readmeDidAnswer($0)
        }
        languagesRequest = languagesUsecase.fetchLanguages(fullName: fullName, freshness: freshness) { [weak self] in
            self?.languagesDidAnswer($0)
        }
    }

    /// The README again, at a newly picked ref.
    func follow(ref: String) {
        readme = .loading
        loader.cancel()
        readmeRequest?.cancel()
        readmeRequest = readmeUsecase.fetchReadme(fullName: fullName, ref: ref, freshness: .cachedThenFresh) {
            [weak self] in
            self?.readmeDidAnswer($0)
        }
    }

    /// Forgets the layout handed to the View, so none kept here outlives it after a resize.
    func handedOver() {
        if case .loaded(let content) = readme, content.prepared != nil {
            readme = .loaded(ReadmeContent(document: content.document, fileName: content.fileName))
        }
    }

    private func readmeDidAnswer(_ answer: Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) {
        switch answer {
        case .success(.cached(let stored, _, _)):
            show(stored)
        case .success(.fresh(let fresh, let source)):
            readmeRequest = nil
            // A 304 confirms the README on screen: parsing it again would only cost time.
            guard source != .revalidated || !readme.isShown else { return }
            show(fresh)
        case .failure(let error):
            readmeRequest = nil
            // A README on screen stays; the status line says why it could not be refreshed.
            guard !readme.isShown else { return }
            readme = .failed(sentence(error))
        }
        changed()
    }

    private func show(_ answer: ReadmeAnswer) {
        switch answer {
        case .readme(let bytes, let fileName, let htmlURL):
            // A long README's start is shown at once and the whole replaces it once parsed off the
            // UI thread; the View lays the document out per width, keeping the reader's place.
            let start = loader.load(bytes: bytes, fileName: fileName, htmlURL: htmlURL, columns: columns()) {
                [weak self] whole in
                self?.wholeDidArrive(whole, fileName: fileName)
            }
            readme = .loaded(ReadmeContent(document: start.document, fileName: fileName))
        case .noReadme:
            loader.cancel()
            readme = .missing
        }
    }

    /// The whole of a long README, parsed and laid out after its start was shown.
    private func wholeDidArrive(_ whole: PreparedReadmeLayout, fileName: String) {
        readme = .loaded(ReadmeContent(document: whole.document, fileName: fileName, prepared: whole))
        changed()
    }

    private func languagesDidAnswer(_ answer: Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) {
        switch answer {
        case .success(let stage):
            if case .fresh = stage { languagesRequest = nil }
            languages = .loaded(stage.value)
        case .failure(let error):
            languagesRequest = nil
            if case .loaded = languages { return }
            languages = .failed(sentence(error))
        }
        changed()
    }
}
