#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Who wrote or committed a commit, as git recorded it.
public struct GitSignature: Decodable, Equatable, Sendable {
    public var name: String?
    public var email: String?
    public var date: Date?

    public init(name: String? = nil, email: String? = nil, date: Date? = nil) {
        self.name = name
        self.email = email
        self.date = date
    }

    enum CodingKeys: String, CodingKey {
        case name, email, date
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try? container.decodeIfPresent(String.self, forKey: .name)
        email = try? container.decodeIfPresent(String.self, forKey: .email)
        date = try? container.decodeIfPresent(Date.self, forKey: .date)
    }
}
