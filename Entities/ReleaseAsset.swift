/// A file attached to a release.
public struct ReleaseAsset: Equatable, Sendable {
    public var name: String
    /// Bytes.
    public var size: Int
    public var downloadCount: Int
    /// The address a browser downloads it from (`browser_download_url`): github.com answers it
    /// for a public repository's asset only.
    public var browserDownloadURL: String?
    /// The asset's API address (`url`): asked with `Accept: application/octet-stream` (and the
    /// token, when it is on the API's origin) it answers with the bytes or a redirect to them, for
    /// a private repository's asset too.
    public var apiURL: String?
    public var contentType: String?

    public init(name: String, size: Int = 0, downloadCount: Int = 0, browserDownloadURL: String? = nil,
                apiURL: String? = nil, contentType: String? = nil) {
        self.name = name
        self.size = size
        self.downloadCount = downloadCount
        self.browserDownloadURL = browserDownloadURL
        self.apiURL = apiURL
        self.contentType = contentType
    }

    /// Where ghbrowse downloads it from: the API address when GitHub gave one (as `gh release
    /// download` does; the token reaches it only on the API's own origin, never after a redirect
    /// elsewhere), else the browser's.
    public var downloadURL: String? { apiURL ?? browserDownloadURL }
}
