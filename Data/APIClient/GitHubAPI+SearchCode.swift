import Entities

extension GitHubAPI {
    /// The `Accept` value that makes GitHub add `text_matches` to search results.
    public static let textMatchMediaType = "application/vnd.github.text-match+json"

    /// `GET /search/code?q=QUERY[ repo:OWNER/REPO]&per_page=&page=` with the text-match media type:
    /// files across GitHub (or in one repository) and the fragments that matched. Needs a token;
    /// spends code search's own budget (10 a minute), under its own gate (`RateGate.Resource.codeSearch`).
    public struct SearchCode: GitHubRequest {
        public typealias Response = CodeSearchPage
        /// What the user typed: words and GitHub's qualifiers.
        public var query: String
        /// `OWNER/REPO` to search in (`repo:` added), or nil for every repository.
        public var fullName: String?
        public var perPage: Int
        public var page: Int

        public init(query: String, fullName: String? = nil, perPage: Int = 100, page: Int = 1) {
            self.query = query
            self.fullName = fullName
            self.perPage = perPage
            self.page = page
        }

        public var path: String { "/search/code" }
        public var accept: String { GitHubAPI.textMatchMediaType }

        /// The query sent: the user's words, then `repo:OWNER/REPO` when the search is scoped.
        public var fullQuery: String {
            let words = query.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            guard let fullName else { return words }
            return (words.isEmpty ? "" : words + " ") + "repo:\(fullName)"
        }

        public var queryItems: [(name: String, value: String)] {
            [("q", fullQuery), ("per_page", String(perPage)), ("page", String(page))]
        }
    }
}
