import Entities
import JSONReading

/// A file attached to a release: only `name` must be there and be a string; counts saturate
/// (0 when of another kind).
extension ReleaseAsset: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case name, size, downloadCount = "download_count", browserDownloadURL = "browser_download_url"
        case apiURL = "url", contentType = "content_type"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var name: String?, size: Int?, downloadCount: Int?, browserDownloadURL: String?, apiURL: String?,
            contentType: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .name: name = try json.string()
            case .size: size = try json.lenientCount()
            case .downloadCount: downloadCount = try json.lenientCount()
            case .browserDownloadURL: browserDownloadURL = try json.lenientString()
            case .apiURL: apiURL = try json.lenientString()
            case .contentType: contentType = try json.lenientString()
            }
        }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        self.init(name: name, size: size ?? 0, downloadCount: downloadCount ?? 0,
                  browserDownloadURL: browserDownloadURL, apiURL: apiURL, contentType: contentType)
    }
}
