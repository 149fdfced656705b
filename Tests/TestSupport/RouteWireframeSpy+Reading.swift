import Entities
import Routes

/// The routes a spy recorded, read as the list and detail tests check them.
public extension RouteWireframeSpy {
    /// The repositories whose detail was asked for, in order.
    var shownRepositories: [Repository] {
        shown.compactMap { if case .repository(let repository, _) = $0 { repository } else { nil } }
    }

    /// The search each shown repository came from.
    var shownFrom: [RepositorySearch] {
        shown.compactMap { if case .repository(_, let search?) = $0 { search } else { nil } }
    }

    /// How many times the "Yours" chooser (your stars, your repositories) was asked for.
    var yourListsShown: Int {
        shown.filter { if case .choice("Yours", _) = $0 { true } else { false } }.count
    }

    /// The screens inside a repository asked for, in order ("files o/r@main", "releases o/r").
    var shownInside: [String] {
        shown.compactMap {
            switch $0 {
            case .files(let place, _): "files \(place.fullName)@\(place.ref)"
            case .commits(let place): "commits \(place.fullName)@\(place.ref)"
            case .releases(let fullName): "releases \(fullName)"
            default: nil
            }
        }
    }

    /// The repository lists asked for (the owner's, a topic's, a language's).
    var shownLists: [RepositorySearch] {
        shown.compactMap { if case .search(let search) = $0 { search } else { nil } }
    }

    /// The topic choosers offered, each as (labels, the searches they lead to).
    var topicChoices: [(topics: [String], searches: [RepositorySearch])] {
        shown.compactMap {
            guard case .choice("topics", let options) = $0 else { return nil }
            return (options.map(\.label), options.compactMap { if case .search(let s) = $0.route { s } else { nil } })
        }
    }

    /// The ref choosers offered, each with its repository, title, row labels and the refs they pick.
    var refChoices: [(fullName: String, title: String, labels: [String], refs: [String])] {
        shown.compactMap {
            guard case .choice(let title, let options) = $0,
                  case .repositoryAtRef(let first)? = options.first?.route else { return nil }
            let refs = options.compactMap { if case .repositoryAtRef(let place) = $0.route { place.ref } else { nil } }
            return (first.fullName, title, options.map(\.label), refs)
        }
    }
}
