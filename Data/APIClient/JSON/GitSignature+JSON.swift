#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// Who wrote or committed a commit, as git recorded it: a member of another kind is nil.
extension GitSignature: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case name, email, date
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var name: String?, email: String?, date: Date?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .name: name = try json.lenientString()
            case .email: email = try json.lenientString()
            case .date: date = try json.lenientDate()
            }
        }
        self.init(name: name, email: email, date: date)
    }
}
