import Entities
import JSONReading

/// The README's envelope (`GET /repos/OWNER/REPO/readme`): its 300 KB `content` unescaped in
/// one pass.
extension Readme: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case name, path, content, htmlURL = "html_url", downloadURL = "download_url", encoding, size
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var name: String?, path: String?, content: String?
        var htmlURL: String?, downloadURL: String?, encoding: String?, size: Int?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .name: name = try json.string()
            case .path: path = try json.string()
            case .content: content = try json.string()
            case .htmlURL: htmlURL = try json.optionalString()
            case .downloadURL: downloadURL = try json.optionalString()
            case .encoding: encoding = try json.optionalString()
            case .size: size = try json.optionalInt()
            }
        }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        guard let path else { throw JSONError.missing(Field.path.rawValue) }
        guard let content else { throw JSONError.missing(Field.content.rawValue) }
        self.init(name: name, path: path, htmlURL: htmlURL, downloadURL: downloadURL, encoding: encoding,
                  content: content, size: size)
    }
}
