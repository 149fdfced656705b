/// The GitHub instance ghbrowse talks to: its host name (as gh names it, the key in `hosts.yml`)
/// and the base of its REST API.
public struct GitHubHost: Equatable, Sendable {
    /// Where the host came from, in the order they are tried.
    public enum Origin: Equatable, Sendable {
        /// `GITHUB_API_URL` (GitHub Actions, a local stand-in in tests).
        case apiURLVariable
        /// `GH_HOST`.
        case ghHostVariable
        /// The only host `hosts.yml` knows.
        case onlyHostInHostsFile
        /// github.com, when nothing says otherwise.
        case defaultHost
    }

    /// The host name, lower case (`github.com`, `ghe.example`, `127.0.0.1:8080`).
    public var name: String
    /// The API base without a trailing slash (`https://api.github.com`, `https://ghe.example/api/v3`).
    public var apiBaseURL: String
    public var origin: Origin

    public init(name: String, apiBaseURL: String, origin: Origin) {
        self.name = name
        self.apiBaseURL = apiBaseURL
        self.origin = origin
    }

    /// Whether gh treats the host as GitHub Enterprise (its tokens are `GH_ENTERPRISE_TOKEN`,
    /// `GITHUB_ENTERPRISE_TOKEN`): anything but github.com, github.localhost and `*.ghe.com`.
    public var isEnterprise: Bool {
        GitHubHostNames.isEnterprise(name)
    }
}

/// go-gh's host-name rules: normalization, which hosts are Enterprise, and where their API is.
public enum GitHubHostNames {
    public static let github = "github.com"
    static let localhost = "github.localhost"
    static let tenancySuffix = ".ghe.com"

    /// Lower case; `api.github.com` and any `*.github.com` become `github.com`.
    public static func normalized(_ host: String) -> String {
        let lowered = host.lowercased()
        if lowered == github || lowered.hasSuffix("." + github) { return github }
        if lowered == localhost || lowered.hasSuffix("." + localhost) { return localhost }
        return lowered
    }

    /// Whether `host` is a DNS host name, optionally with a port (`ghe.example.com`,
    /// `ghe.local:8443`, `127.0.0.1:8080`): dot-separated labels of 1 to 63 letters, digits and
    /// hyphens, not starting or ending with a hyphen, 253 bytes at most; a port of 1 to 65535.
    /// Nothing else (no `/`, `?`, `#`, `@`, spaces or controls) can reach the API's address.
    public static func isHostName(_ host: String) -> Bool {
        var name = Substring(host)
        if let colon = name.lastIndex(of: ":") {
            let port = name[name.index(after: colon)...]
            guard (1...5).contains(port.utf8.count), port.utf8.allSatisfy({ (48...57).contains($0) }),
                  let number = Int(port), (1...65_535).contains(number) else { return false }
            name = name[..<colon]
        }
        if name.hasSuffix(".") { name = name.dropLast() }
        guard (1...253).contains(name.utf8.count) else { return false }
        return name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
            (1...63).contains(label.count) && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { byte in
                    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                        || byte == UInt8(ascii: "-")
                }
        }
    }

    public static func isEnterprise(_ host: String) -> Bool {
        let name = normalized(host)
        return name != github && name != localhost && !name.hasSuffix(tenancySuffix)
    }

    /// `https://api.github.com` for github.com, `https://api.HOST` for `*.ghe.com`, else `https://HOST/api/v3`.
    public static func apiBaseURL(for host: String) -> String {
        let name = normalized(host)
        if name == github { return "https://api.github.com" }
        if name == localhost { return "http://api.github.localhost" }
        if name.hasSuffix(tenancySuffix) { return "https://api.\(name)" }
        return "https://\(name)/api/v3"
    }

    /// The host part of an API URL (`https://ghe.example/api/v3` → `ghe.example`, the port kept),
    /// normalized; nil when there is none.
    public static func host(ofAPIURL url: String) -> String? {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<slash] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        guard !rest.isEmpty else { return nil }
        return normalized(String(rest))
    }
}
