#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// One of the account's starred repositories (`GET /user/starred` with the star+json media type).
extension StarredRepository: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case starredAt = "starred_at", repository = "repo"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var starredAt: Date?, repository: Repository?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .starredAt: starredAt = try json.lenientDate()
            case .repository: repository = try Repository(json: &json)
            }
        }
        guard let repository else { throw JSONError.missing(Field.repository.rawValue) }
        self.init(starredAt: starredAt, repository: repository)
    }
}
