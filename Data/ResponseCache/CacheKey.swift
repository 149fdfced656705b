/// What identifies one cached answer: method, full URL, `Accept`, and who asked.
///
/// The credential is a one-way hash of the token (`CredentialIdentity`), so answers fetched
/// with one token are never served to a run with another token or with none, and the token
/// itself never reaches a file.
public struct CacheKey: Hashable, Sendable, Encodable {
    public var method: String
    public var url: String
    public var accept: String
    /// `CredentialIdentity.of(token:)`: "anonymous" or "sha256:<hex>".
    public var credential: String

    public init(method: String = "GET", url: String, accept: String, credential: String) {
        self.method = method
        self.url = url
        self.accept = accept
        self.credential = credential
    }

    /// The key as one string; every part is on its own line (URLs and media types hold no newlines).
    public var canonical: String {
        "ghbrowse-cache-key-1\n\(method)\n\(url)\n\(accept)\n\(credential)"
    }

    /// The entry's file name: the SHA-256 of `canonical` in hexadecimal (64 characters).
    public var fileName: String {
        SHA256.hexDigest(canonical)
    }
}

/// The identity of the credentials a request is sent with, safe to write to disk.
public enum CredentialIdentity {
    /// "anonymous" without a token; otherwise "sha256:" and the token's SHA-256 in hexadecimal.
    public static func of(token: String?) -> String {
        guard let token, !token.isEmpty else { return "anonymous" }
        return "sha256:" + SHA256.hexDigest(token)
    }
}
