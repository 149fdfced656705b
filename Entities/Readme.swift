/// A repository's README as `GET /repos/OWNER/REPO/readme` describes it: where the file is and
/// its bytes in the envelope's `encoding` (GitHub sends base64 broken into lines).
///
/// Decoding `content` into bytes is the Data layer's job; this is the envelope as received.
public struct Readme: Equatable, Sendable {
    /// The file name, e.g. `README.md` or `README.rst`.
    public var name: String
    /// The path in the repository, e.g. `docs/README.md`.
    public var path: String
    /// The file's page on github.com (`https://github.com/OWNER/REPO/blob/BRANCH/README.md`);
    /// relative links in the README resolve against it.
    public var htmlURL: String?
    public var downloadURL: String?
    /// `base64` normally; `none` (with empty `content`) for a file too large for the envelope.
    public var encoding: String?
    public var content: String
    /// The file's size in bytes.
    public var size: Int?

    public init(name: String, path: String, htmlURL: String? = nil, downloadURL: String? = nil,
                encoding: String? = "base64", content: String, size: Int? = nil) {
        self.name = name
        self.path = path
        self.htmlURL = htmlURL
        self.downloadURL = downloadURL
        self.encoding = encoding
        self.content = content
        self.size = size
    }
}
