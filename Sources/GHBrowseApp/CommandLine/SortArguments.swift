import ArgumentParser
import Entities
import Usecases

// `--sort` and `--order` parse straight into the enums the request uses: an unknown name is a
// usage error (exit 2), never a string dropped on the way.
extension RepositorySearchSort: ExpressibleByArgument {}
extension SearchOrder: ExpressibleByArgument {}
