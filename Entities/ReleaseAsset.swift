/// A file attached to a release.
public struct ReleaseAsset: Equatable, Sendable {
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
}
