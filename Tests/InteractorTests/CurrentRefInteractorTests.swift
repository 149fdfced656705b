import APIClient
import Entities
import Interactors
import TestSupport
import Testing
import Usecases

/// The session's current ref per repository, and the README asked for at a ref.
@MainActor
@Suite struct CurrentRefInteractorTests {
    @Test func nothingPickedMeansTheDefaultBranch() {
        #expect(CurrentRefInteractor().currentRef(of: "junegunn/fzf") == nil)
    }

    @Test func aPickIsRememberedForThatRepositoryOnlyWhateverTheCase() {
        let refs = CurrentRefInteractor()
        refs.select(RepositoryRef(fullName: "junegunn/fzf", ref: "0.50.0"))
        #expect(refs.currentRef(of: "JuneGunn/FZF") == "0.50.0")
        #expect(refs.currentRef(of: "junegunn/fzf.vim") == nil)
    }

    @Test func observersOfThatRepositoryAreToldUntilTheyCancel() {
        let refs = CurrentRefInteractor()
        var told: [String] = []
        var toldOther: [String] = []
        let observation = refs.observe("junegunn/fzf") { told.append($0) }
        let other = refs.observe("burntsushi/ripgrep") { toldOther.append($0) }
        refs.select(RepositoryRef(fullName: "Junegunn/fzf", ref: "v1"))
        observation.cancel()
        refs.select(RepositoryRef(fullName: "junegunn/fzf", ref: "v2"))
        #expect(told == ["v1"])
        #expect(toldOther.isEmpty)
        other.cancel()
    }

    @Test func theReadmeAtARefAsksWithRefInTheQuery() throws {
        let client = ReadmeGitHubFake()
        client.readmeAnswer = .success(Readme(name: "README.md", path: "README.md", content: ""))
        let interactor = RepositoryReadmeInteractor(client: client, scheduler: InlineScheduler())
        interactor.fetchReadme(fullName: "junegunn/fzf", ref: "v0.50.0", freshness: .latest) { _ in }
        let request = client.requests.first as? GitHubAPI.Readme
        #expect(try request?.path == "/repos/junegunn/fzf/readme")
        #expect(request?.queryItems.map { "\($0.name)=\($0.value)" } == ["ref=v0.50.0"])
        interactor.fetchReadme(fullName: "junegunn/fzf", freshness: .latest) { _ in }
        #expect((client.requests.last as? GitHubAPI.Readme)?.queryItems.isEmpty == true)
    }
}
