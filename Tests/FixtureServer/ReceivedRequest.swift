import APIClient
import TextCells

/// A header as it travelled: name as written, value trimmed.
public typealias FixtureHeader = HTTPHeaders.Field

/// A request the fixture server received, as the tests inspect it.
public struct ReceivedRequest: Equatable, Sendable {
    /// One query parameter, percent-decoded (`+` read as a space, as GitHub reads it).
    public struct QueryItem: Equatable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var method: String
    /// The request target as sent (`/search/repositories?q=a%20b`).
    public var target: String
    /// The path part of the target, still percent-encoded.
    public var path: String
    /// The query part of the target (after `?`), still percent-encoded.
    public var rawQuery: String?
    public var queryItems: [QueryItem]
    public var headers: [FixtureHeader]
    /// Which accepted connection it came over (1 for the first).
    public var connectionNumber: Int
    /// The body it came with (a GraphQL query's JSON); empty for most.
    public var body: [UInt8]

    public init(method: String, target: String, headers: [FixtureHeader], connectionNumber: Int = 0, body: [UInt8] = []) {
        self.body = body
        self.method = method
        self.target = target
        var path = Substring(target)
        if let hash = path.firstIndex(of: "#") { path = path[..<hash] }
        if let question = path.firstIndex(of: "?") {
            let query = path[path.index(after: question)...]
            rawQuery = String(query)
            queryItems = Self.decodeQuery(query)
            path = path[..<question]
        } else {
            rawQuery = nil
            queryItems = []
        }
        self.path = String(path)
        self.headers = headers
        self.connectionNumber = connectionNumber
    }

    /// The first value of header `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        HTTPHeaders(headers)[name]
    }

    /// `a=1&q=x%20y+z` → [(a, 1), (q, "x y z")].
    private static func decodeQuery(_ query: Substring) -> [QueryItem] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? PercentEncoding.decode(parts[1], plusIsSpace: true) : ""
            return QueryItem(name: PercentEncoding.decode(parts[0], plusIsSpace: true), value: value)
        }
    }

    /// The first decoded value of query parameter `name`.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
