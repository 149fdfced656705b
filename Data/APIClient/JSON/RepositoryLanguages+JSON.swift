import Entities
import JSONReading

/// GitHub's languages object (`{"Python": 127266, "Shell": 673}`) as a list, largest first, ties
/// by name: every screen and the command line show shares sorted by size, so the object's own
/// order is not kept. Each value must be a number (saturated when it does not fit).
extension RepositoryLanguages: JSONReadable {
    public init(json: inout JSONCursor) throws {
        var bytes: [String: Int] = [:]
        try json.readMembers { json, name in bytes[name] = try json.count() }
        self.init(bytes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { LanguageBytes(name: $0.key, bytes: $0.value) })
    }
}
