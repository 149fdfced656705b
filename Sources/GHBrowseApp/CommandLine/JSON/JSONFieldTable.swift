/// One command's JSON fields, each a name and how to compute it from one item: the list
/// `--json` prints in full, narrows to the names asked for, and names when asked for one it lacks.
///
/// The naming rule, the same for every command (README, "For scripts"): lowerCamelCase; the
/// GitHub CLI's name where gh prints the same thing (`gh search repos` for repositories,
/// `gh release view` for releases and their assets); else GitHub's REST name in lowerCamelCase
/// (`download_count` → `downloadCount`), with `url` for the page on github.com (`html_url`) and
/// `is…` for a yes-or-no (`draft` → `isDraft`).
struct JSONFieldTable<Item>: Sendable {
    struct Field: Sendable {
        var name: String
        var value: @Sendable (Item) -> JSONValue
    }

    let fields: [Field]

    init(_ fields: [(String, @Sendable (Item) -> JSONValue)]) {
        self.fields = fields.map { Field(name: $0.0, value: $0.1) }
    }

    /// `base`'s fields, then `more`.
    init(_ base: [Field], adding more: [(String, @Sendable (Item) -> JSONValue)]) {
        fields = base + more.map { Field(name: $0.0, value: $0.1) }
    }

    /// Every name, sorted (what an unknown name's message lists).
    var names: [String] { fields.map(\.name).sorted() }

    /// The item as an object of the fields in `selection` (all of them when nil); only the
    /// fields asked for are computed.
    func object(_ item: Item, only selection: [String]?) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for field in fields where selection?.contains(field.name) ?? true {
            members[field.name] = field.value(item)
        }
        return .object(members)
    }

    /// The same table over another item type (`stars` reads the repository inside a star).
    func pulledBack<Other>(_ transform: @escaping @Sendable (Other) -> Item) -> [JSONFieldTable<Other>.Field] {
        fields.map { field in JSONFieldTable<Other>.Field(name: field.name, value: { field.value(transform($0)) }) }
    }
}

/// Every command's field names, for the command line's readers (which word after `--json` is a
/// field list) and for each command's check of the names it was given.
enum JSONFieldNames {
    static func of(command: String) -> [String]? {
        switch command {
        case "search", "repos": return RepositoryJSON.fields.names
        case "stars": return RepositoryJSON.starFields.names
        case "view": return RepositoryJSON.viewFields.names
        case "tree": return RepositoryCommandJSON.entryFields.names
        case "log": return RepositoryCommandJSON.commitFields.names
        case "blame": return RepositoryCommandJSON.blameFields.names
        case "releases": return RepositoryCommandJSON.releaseFields.names
        case "issues", "issue": return ConversationJSON.issueFields.names
        case "prs": return ConversationJSON.pullRequestFields.names
        case "pr": return ConversationJSON.singlePullRequestFields.names
        case "checks": return ConversationJSON.checkFields.names
        case "runs": return ActionsJSON.runFields.names
        case "run": return ActionsJSON.runWithJobsFields.names
        case "notifications": return InboxJSON.notificationFields.names
        case "inbox": return InboxJSON.issueFields.names
        case "code": return CodeSearchJSON.fields.names
        default: return nil
        }
    }
}
