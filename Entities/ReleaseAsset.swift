/// A file attached to a release.
public struct ReleaseAsset: Decodable, Equatable, Sendable {
    public var name: String
    /// Bytes.
    public var size: Int
    public var downloadCount: Int
    public var browserDownloadURL: String?
    public var contentType: String?

    public init(name: String, size: Int = 0, downloadCount: Int = 0, browserDownloadURL: String? = nil,
                contentType: String? = nil) {
        self.name = name
        self.size = size
        self.downloadCount = downloadCount
        self.browserDownloadURL = browserDownloadURL
        self.contentType = contentType
    }

    enum CodingKeys: String, CodingKey {
        case name, size
        case downloadCount = "download_count"
        case browserDownloadURL = "browser_download_url"
        case contentType = "content_type"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        size = container.decodeCount(forKey: .size) ?? 0
        downloadCount = container.decodeCount(forKey: .downloadCount) ?? 0
        browserDownloadURL = try? container.decodeIfPresent(String.self, forKey: .browserDownloadURL)
        contentType = try? container.decodeIfPresent(String.self, forKey: .contentType)
    }
}
