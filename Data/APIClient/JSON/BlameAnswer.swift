import Entities
import JSONReading
import TextCells

/// GitHub's GraphQL answer to `GitHubAPI.Blame`, read leniently: `data.repository.object.blame`
/// (or `….object.target.blame` for an annotated tag) when it is there, else where the chain stopped (a `null` repository, object or blame, or an
/// object that is not a commit), and the `errors` GitHub listed. A range missing its lines or
/// its commit's SHA is left out; strange members of another kind are nil.
struct BlameAnswer: JSONReadable {
    /// Where `data`'s chain stopped short of a blame.
    enum Missing: Equatable {
        case repository, object, notACommit, blame
    }

    private enum Field: String, CaseIterable, Sendable { case data, errors }
    private enum DataField: String, CaseIterable, Sendable { case repository }
    private enum RepositoryField: String, CaseIterable, Sendable { case object }
    private enum ObjectField: String, CaseIterable, Sendable { case blame, target }
    private enum BlameField: String, CaseIterable, Sendable { case ranges }

    private static let fields = JSONFields(Field.self)
    private static let dataFields = JSONFields(DataField.self)
    private static let repositoryFields = JSONFields(RepositoryField.self)
    private static let objectFields = JSONFields(ObjectField.self)
    private static let blameFields = JSONFields(BlameField.self)

    var blame: Blame?
    var missing: Missing?
    var errors = GraphQLErrors()

    init(json: inout JSONCursor) throws {
        var blame: Blame?
        var missing: Missing?
        var errors = GraphQLErrors()
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .data: try Self.readData(&json, blame: &blame, missing: &missing)
            case .errors: errors = try GraphQLErrors(json: &json)
            }
        }
        self.blame = blame
        self.missing = missing
        self.errors = errors
    }

    private static func readData(_ json: inout JSONCursor, blame: inout Blame?, missing: inout Missing?) throws {
        guard json.nextKind() == .object else { return try json.skip() }
        try json.readObject(dataFields) { json, _ in
            guard json.nextKind() == .object else {
                missing = .repository
                return try json.skip()
            }
            try json.readObject(repositoryFields) { json, _ in
                guard json.nextKind() == .object else {
                    missing = .object
                    return try json.skip()
                }
                missing = .notACommit
                try readObject(&json, blame: &blame, missing: &missing, followsTarget: true)
            }
        }
    }

    /// A commit's `blame`, or an annotated tag's `target` (once) holding one.
    private static func readObject(_ json: inout JSONCursor, blame: inout Blame?, missing: inout Missing?,
                                   followsTarget: Bool) throws {
        try json.readObject(objectFields) { json, field in
            switch field {
            case .target:
                guard followsTarget, json.nextKind() == .object else { return try json.skip() }
                try readObject(&json, blame: &blame, missing: &missing, followsTarget: false)
            case .blame:
                guard json.nextKind() == .object else {
                    missing = .blame
                    return try json.skip()
                }
                missing = nil
                var ranges: [BlameRange] = []
                try json.readObject(blameFields) { json, _ in
                    try json.lenientArray { json in
                        if let range = try json.lenientObject(BlameRangeReading.self)?.range { ranges.append(range) }
                    }
                }
                blame = Blame(ranges: ranges)
            }
        }
    }
}

/// One blame range as GraphQL gives it; `range` is nil when its lines or its commit's SHA are missing.
struct BlameRangeReading: JSONReadable {
    private enum Field: String, CaseIterable, Sendable { case startingLine, endingLine, age, commit }
    private enum CommitField: String, CaseIterable, Sendable {
        case oid, abbreviatedOid, committedDate, messageHeadline, author
    }
    private enum AuthorField: String, CaseIterable, Sendable { case name, date, user }
    private enum UserField: String, CaseIterable, Sendable { case login }

    private static let fields = JSONFields(Field.self)
    private static let commitFields = JSONFields(CommitField.self)
    private static let authorFields = JSONFields(AuthorField.self)
    private static let userFields = JSONFields(UserField.self)

    var range: BlameRange?

    init(json: inout JSONCursor) throws {
        var start: Int?, end: Int?, age: Int?
        var commit: BlameCommit?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .startingLine: start = try json.lenientCount()
            case .endingLine: end = try json.lenientCount()
            case .age: age = try json.lenientCount()
            case .commit: commit = try Self.readCommit(&json)
            }
        }
        guard let start, let end, let commit else { return }
        range = BlameRange(startingLine: start, endingLine: end, age: age ?? 0, commit: commit)
    }

    private static func readCommit(_ json: inout JSONCursor) throws -> BlameCommit? {
        guard json.nextKind() == .object else {
            try json.skip()
            return nil
        }
        var commit = BlameCommit(oid: "")
        try json.readObject(commitFields) { json, field in
            switch field {
            case .oid: commit.oid = try json.lenientString() ?? ""
            case .abbreviatedOid: commit.abbreviatedOid = try json.lenientString()
            case .committedDate: commit.committedDate = try json.lenientDate()
            case .messageHeadline: commit.messageHeadline = try json.lenientString()
            case .author:
                guard json.nextKind() == .object else { return try json.skip() }
                try json.readObject(authorFields) { json, field in
                    switch field {
                    case .name: commit.authorName = try json.lenientString()
                    case .date: commit.authorDate = try json.lenientDate()
                    case .user:
                        guard json.nextKind() == .object else { return try json.skip() }
                        try json.readObject(userFields) { json, _ in commit.authorLogin = try json.lenientString() }
                    }
                }
            }
        }
        return commit.oid.isEmpty ? nil : commit
    }
}

/// GraphQL's `errors`: each one's `type` and `message` (an entry of another kind says nothing).
struct GraphQLErrors: JSONReadable {
    private enum Field: String, CaseIterable, Sendable { case type, message }
    private static let fields = JSONFields(Field.self)

    var entries: [(type: String?, message: String?)] = []

    init() {}

    init(json: inout JSONCursor) throws {
        var entries: [(type: String?, message: String?)] = []
        try json.lenientArray { json in
            guard json.nextKind() == .object else { return try json.skip() }
            var type: String?, message: String?
            try json.readObject(Self.fields) { json, field in
                switch field {
                case .type: type = try json.lenientString()
                case .message: message = try json.lenientString()
                }
            }
            entries.append((type, message))
        }
        self.entries = entries
    }

    /// The error these say, or nil when there are none: `NOT_FOUND` is `.notFound` with its
    /// message; anything else GitHub's refusal with every message.
    var refusal: GitHubError? {
        guard !entries.isEmpty else { return nil }
        if let notFound = entries.first(where: { $0.type == "NOT_FOUND" }) {
            return .notFound(message: Self.safe(notFound.message ?? "not found"))
        }
        return .invalidQuery(message: "GitHub's GraphQL API refused the request",
                             details: entries.prefix(5).compactMap { ($0.message ?? $0.type).map(Self.safe) })
    }

    /// A message from GitHub as one safe line of at most 200 characters.
    private static func safe(_ text: String) -> String {
        String(TextSanitizer.singleLine(text).prefix(200))
    }
}
