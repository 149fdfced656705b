import Entities

/// A screen a Router may ask for, by what it shows rather than how it is built. The navigator in
/// the composition root turns a route into its module (`<Screen>Router.assembleModules`) and
/// pushes it, so no screen's target depends on another screen's target.
public indirect enum Route: Equatable, Sendable {
    /// The root list: it recalls the last search from the history.
    case recalledSearch
    /// A list of repositories that runs `search` at once (a list stacked on a detail).
    case search(RepositorySearch)
    /// A repository's detail screen, drawn at once from `repository` (a search result) and
    /// completed from GitHub; `foundWith` is the search it came from, if any.
    case repository(Repository, foundWith: RepositorySearch?)
    /// A chooser: one option is picked and its route replaces the chooser (Esc closes it).
    case choice(title: String, options: [RouteOption])
    /// The repository's files at a ref, opened at the directory `path` ("" for the root).
    case files(RepositoryRef, path: String)
    /// One file at a ref; `size` when the tree said it; `lines` (1-based) when a link named them
    /// (`…/blob/main/a.c#L10-L20`): the file is shown from the first, those lines marked; `find`
    /// when a code search opened it: those words already searched in its text (the first match
    /// on screen, `n` going on at once).
    case file(RepositoryRef, path: String, size: Int?, lines: ClosedRange<Int>? = nil, find: String? = nil)
    /// The history of a ref.
    case commits(RepositoryRef)
    /// One commit (its message, stats and diff).
    case commit(fullName: String, sha: String)
    /// The repository's releases.
    case releases(fullName: String)
    /// One release: its notes and assets.
    case release(fullName: String, Release)
    /// The repository's issues (open first).
    case issues(fullName: String)
    /// The repository's pull requests (open first).
    case pullRequests(fullName: String)
    /// One issue or pull request's conversation: its body, comments and timeline.
    case issue(fullName: String, number: Int)
    /// The repository's GitHub Actions workflow runs, newest first.
    case workflowRuns(fullName: String)
    /// One workflow run: its jobs and their steps.
    case workflowRun(fullName: String, WorkflowRun)
    /// One job's log.
    case jobLog(fullName: String, WorkflowJob)
    /// Makes `ref` the current ref of `fullName`'s screens (a pick in the branches-and-tags chooser):
    /// no screen of its own; the navigator closes the chooser and the detail underneath follows.
    case repositoryAtRef(RepositoryRef)
    /// Your stars, newest star first (needs a token).
    case starredRepositories
    /// Your repositories, recently pushed first (needs a token).
    case ownRepositories
    /// Your notification threads, newest first (needs a token).
    case notifications
    /// One of the inbox's issue searches across every repository (needs a token).
    case inbox(InboxSearch)
    /// A code search (`GET /search/code`, needs a token): across GitHub, or in `fullName`'s files
    /// when it is given; an empty `query` opens the screen with its query field open, sending nothing.
    case codeSearch(query: String, fullName: String?)
    /// The command palette over the screen on top, whose key section is named `section`
    /// (`config.toml`'s name: `detail`): its actions, then the recent repositories.
    case commandPalette(section: String)

    /// What this screen adds to the breadcrumb (`github › junegunn/fzf › topic:go`); nil for one
    /// that adds nothing (the root, a ref picked). One grammar: a screen of a ref says
    /// its ref in its step (`files @ v0.1`, `commits @ master`); a file is its whole path
    /// (`legit/core.py`), after the files step of its ref.
    public var breadcrumbStep: String? {
        switch self {
        case .recalledSearch, .repositoryAtRef: return nil
        case .choice(let title, _): return title
        case .search(let search): return search.query
        case .repository(let repository, _): return repository.fullName
        case .files(let place, _): return Self.filesStep(place)
        case .file(_, let path, _, _, _): return path
        case .commits(let place): return "commits @ \(place.ref)"
        case .commit(_, let sha): return String(sha.prefix(7))
        case .releases: return "releases"
        case .release(_, let release): return release.tagName.isEmpty ? "release \(release.id)" : release.tagName
        case .issues: return "issues"
        case .pullRequests: return "pull requests"
        case .issue(_, let number): return "#\(number)"
        case .workflowRuns: return "actions"
        case .workflowRun(_, let run): return "\(run.workflowName) #\(run.runNumber)"
        case .jobLog(_, let job): return job.name
        case .starredRepositories: return "your stars"
        case .ownRepositories: return "your repositories"
        case .notifications: return "notifications"
        case .inbox(let search): return search.title
        case .codeSearch(let query, _): return query.isEmpty ? "code search" : "code: " + query
        case .commandPalette: return "commands"
        }
    }

    /// The steps this screen adds to `trail`: its own step, after the repository's name when the
    /// trail does not name it yet (files opened with `f` from a list: `github › tetris › cli/cli › files`).
    /// A file opened from elsewhere than its files screen (a link of a README) says the files step
    /// of its ref first: `github › o/r › files @ main › docs/GUIDE.md`.
    public func breadcrumbSteps(after trail: [String]) -> [String] {
        guard let step = breadcrumbStep else { return [] }
        var steps = [step]
        if case .file(let place, _, _, _, _) = self, !trail.contains(Self.filesStep(place)) {
            steps.insert(Self.filesStep(place), at: 0)
        }
        if let fullName = insideRepository, !trail.contains(fullName) { steps.insert(fullName, at: 0) }
        return steps
    }

    /// The step of the files screen of `place`: `files @ main`.
    public static func filesStep(_ place: RepositoryRef) -> String {
        "files @ \(place.ref)"
    }

    /// The repository whose inside this screen shows, if it is one of those.
    private var insideRepository: String? {
        switch self {
        case .files(let place, _), .file(let place, _, _, _, _), .commits(let place): return place.fullName
        case .commit(let fullName, _), .releases(let fullName), .release(let fullName, _), .issues(let fullName),
             .pullRequests(let fullName), .issue(let fullName, _), .workflowRuns(let fullName), .workflowRun(let fullName, _),
             .jobLog(let fullName, _): return fullName
        case .codeSearch(_, let fullName): return fullName
        default: return nil
        }
    }
}

/// One option of a chooser: what it says and the screen it opens.
public struct RouteOption: Equatable, Sendable {
    public var label: String
    public var route: Route

    public init(label: String, route: Route) {
        self.label = label
        self.route = route
    }
}
