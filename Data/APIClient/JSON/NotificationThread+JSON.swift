import Entities
import JSONReading

/// A notification thread: its repository's `full_name` and its subject read from their objects.
extension NotificationThread: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, unread, reason, updatedAt = "updated_at", lastReadAt = "last_read_at", subject, repository
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var thread = NotificationThread(id: "")
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: thread.id = try json.lenientString() ?? ""
            case .unread: thread.unread = try json.lenientBool() ?? false
            case .reason: thread.reason = try json.lenientString() ?? ""
            case .updatedAt: thread.updatedAt = try json.lenientDate()
            case .lastReadAt: thread.lastReadAt = try json.lenientDate()
            case .subject:
                let subject = try json.lenientObject(NotificationSubject.self)
                thread.subjectType = subject?.type ?? ""
                thread.subjectTitle = subject?.title ?? ""
                thread.subjectURL = subject?.url
            case .repository: thread.repositoryFullName = try json.lenientObject(NamedRepository.self)?.fullName ?? ""
            }
        }
        self = thread
    }
}

/// A thread's `subject`: its kind, title and API address.
private struct NotificationSubject: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case title, url, type
    }

    private static let fields = JSONFields(Field.self)

    var title: String?
    var url: String?
    var type: String?

    init(json: inout JSONCursor) throws {
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .title: title = try json.lenientString()
            case .url: url = try json.lenientString()
            case .type: type = try json.lenientString()
            }
        }
    }
}
