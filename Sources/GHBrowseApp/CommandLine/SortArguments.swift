import ArgumentParser
import Entities
import Usecases

/// `search --sort`: GitHub's sorts and `best-match` (GitHub's default, no `sort=` sent), spelled
/// as `config.toml`'s `sort` spells them (`AppConfiguration.sorts`): one name everywhere.
enum SearchSortArgument: String, CaseIterable, ExpressibleByArgument {
    case bestMatch = "best-match"
    case stars
    case forks
    case helpWantedIssues = "help-wanted-issues"
    case updated

    /// The sort GitHub is asked for; nil for best match, which is asked for by naming none.
    var sort: RepositorySearchSort? {
        RepositorySearchSort(rawValue: rawValue)
    }
}

// `--order` parses straight into the enum the request uses: an unknown name is a usage error
// (exit 2), never a string dropped on the way.
extension SearchOrder: ExpressibleByArgument {}
