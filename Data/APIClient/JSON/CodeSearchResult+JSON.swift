import Entities
import JSONReading
import TextCells

/// A file of `GET /search/code`: its repository's `full_name`, its path, the commit of its `url`'s
/// `ref`, and its `text_matches`.
extension CodeSearchResult: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case path, url, htmlURL = "html_url", repository, textMatches = "text_matches"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var result = CodeSearchResult(repositoryFullName: "", path: "")
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .path: result.path = try json.lenientString() ?? ""
            case .url: result.ref = try json.lenientString().flatMap(Self.ref(ofContentsURL:))
            case .htmlURL: result.htmlURL = try json.lenientString()
            case .repository: result.repositoryFullName = try json.lenientObject(NamedRepository.self)?.fullName ?? ""
            case .textMatches:
                var matches: [CodeTextMatch] = []
                try json.lenientArray { json in
                    if let match = try json.lenientObject(CodeTextMatch.self) { matches.append(match) }
                }
                result.textMatches = matches
            }
        }
        self = result
    }

    /// The `ref` query item of a contents URL (`…/contents/a.py?ref=562a555…`), decoded (it is
    /// encoded again where it is used), or nil; a fragment after it is not part of it.
    static func ref(ofContentsURL url: String) -> String? {
        let page = url.prefix { $0 != "#" }
        guard let query = page.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        for item in query.split(separator: "&") where item.hasPrefix("ref=") {
            let value = PercentEncoding.decode(item.dropFirst(4), plusIsSpace: true)
            return value.isEmpty ? nil : value
        }
        return nil
    }
}

/// A `text_matches` entry: its `fragment` and `matches` (each `text` and `indices`).
extension CodeTextMatch: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case fragment, matches
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var match = CodeTextMatch(fragment: "", matches: [])
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .fragment: match.fragment = try json.lenientString() ?? ""
            case .matches:
                try json.lenientArray { json in
                    if let one = try json.lenientObject(Match.self) { match.matches.append(one) }
                }
            }
        }
        self = match
    }
}

/// One match of a fragment: `text` and its two `indices` (any number kept; the reader checks them).
extension CodeTextMatch.Match: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case text, indices
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var match = CodeTextMatch.Match(text: "", indices: [])
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .text: match.text = try json.lenientString() ?? ""
            case .indices:
                try json.lenientArray { json in
                    if let index = try json.lenientCount(), match.indices.count < 2 { match.indices.append(index) }
                }
            }
        }
        self = match
    }
}

/// A page of `GET /search/code`.
extension CodeSearchPage: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case totalCount = "total_count", incompleteResults = "incomplete_results", items
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var total: Int?, incomplete: Bool?, items: [CodeSearchResult]?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .totalCount: total = try json.lenientCount()
            case .incompleteResults: incomplete = try json.lenientBool()
            case .items: items = try [CodeSearchResult](json: &json)
            }
        }
        guard let items else { throw JSONError.missing(Field.items.rawValue) }
        self.init(totalCount: total ?? items.count, incompleteResults: incomplete ?? false, items: items)
    }
}
