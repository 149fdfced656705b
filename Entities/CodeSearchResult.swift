/// One file of `GET /search/code`: where it is (its repository, its path, the commit GitHub
/// indexed it at) and, asked for with the text-match media type, the fragments that matched.
public struct CodeSearchResult: Equatable, Sendable {
    /// `OWNER/REPO`.
    public var repositoryFullName: String
    /// The file's path in the repository (`MockMockMock/tests/record_replay.py`).
    public var path: String
    /// The commit SHA the result was indexed at (the `ref` of its `url`), or nil when none was said.
    public var ref: String?
    /// The file on github.com.
    public var htmlURL: String?
    /// The matching fragments, in GitHub's order (none without the text-match media type).
    public var textMatches: [CodeTextMatch]

    public init(repositoryFullName: String, path: String, ref: String? = nil, htmlURL: String? = nil,
                textMatches: [CodeTextMatch] = []) {
        self.repositoryFullName = repositoryFullName
        self.path = path
        self.ref = ref
        self.htmlURL = htmlURL
        self.textMatches = textMatches
    }
}

/// One `text_matches` entry: a fragment of the file and where in it the query matched. The
/// indices are GitHub's, untrusted: nothing here checks them (`CodeFragmentHighlights` does).
public struct CodeTextMatch: Equatable, Sendable {
    /// A piece of the file, possibly several lines (`\n`), as GitHub cut it.
    public var fragment: String
    public var matches: [Match]

    /// One match: the text matched and its `[start, end]` offsets into the fragment.
    public struct Match: Equatable, Sendable {
        public var text: String
        public var indices: [Int]

        public init(text: String, indices: [Int]) {
            self.text = text
            self.indices = indices
        }
    }

    public init(fragment: String, matches: [Match]) {
        self.fragment = fragment
        self.matches = matches
    }
}

/// A page of `GET /search/code`: its files, with the total GitHub counted.
public struct CodeSearchPage: Equatable, Sendable {
    public var totalCount: Int
    /// True when the search timed out before finding everything.
    public var incompleteResults: Bool
    public var items: [CodeSearchResult]

    public init(totalCount: Int, incompleteResults: Bool = false, items: [CodeSearchResult]) {
        self.totalCount = totalCount
        self.incompleteResults = incompleteResults
        self.items = items
    }
}
