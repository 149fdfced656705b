/// The `Cache-Control` directives a private client cache acts on.
public struct CacheControl: Equatable, Sendable {
    /// Seconds the answer stays fresh; nil when not given (then it is stale at once).
    public var maxAge: Int?
    /// Always revalidate before use (GitHub says this on search answers).
    public var noCache: Bool
    /// Never store.
    public var noStore: Bool
    /// For one user only: a private cache like this one may store it.
    public var isPrivate: Bool
    /// Once stale, never use without revalidating, whatever the caller accepts.
    public var mustRevalidate: Bool
    /// The answer never changes (RFC 8246): ghbrowse marks what a commit SHA names (a commit, a
    /// tree or a file at a SHA) so it is stored once and never asked for again.
    public var isImmutable: Bool

    public init(maxAge: Int? = nil, noCache: Bool = false, noStore: Bool = false,
                isPrivate: Bool = false, mustRevalidate: Bool = false, isImmutable: Bool = false) {
        self.maxAge = maxAge
        self.noCache = noCache
        self.noStore = noStore
        self.isPrivate = isPrivate
        self.mustRevalidate = mustRevalidate
        self.isImmutable = isImmutable
    }

    /// Reads a header value such as `private, max-age=60, s-maxage=60`; unknown directives are
    /// ignored, names compare case-insensitively, `max-age="60"` is accepted, a malformed
    /// `max-age` counts as 0 (stale), as RFC 9111 asks.
    public init(parsing header: String?) {
        self.init()
        guard let header else { return }
        for directive in header.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1)
            let name = parts.first.map { Self.trimmed($0).lowercased() } ?? ""
            switch name {
            case "max-age":
                var value = parts.count == 2 ? Self.trimmed(parts[1]) : ""
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                    value = String(value.dropFirst().dropLast())
                }
                maxAge = Int(value).map { max(0, $0) } ?? 0
            case "no-cache": noCache = true
            case "no-store": noStore = true
            case "private": isPrivate = true
            case "must-revalidate": mustRevalidate = true
            case "immutable": isImmutable = true
            default: break
            }
        }
    }

    /// `text` without leading and trailing spaces and tabs (by scalars: no grapheme breaking).
    private static func trimmed(_ text: Substring) -> String {
        let scalars = text.unicodeScalars
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(scalars[first...last])
    }
}

extension CacheControl {
    /// The `Cache-Control` an immutable answer is stored with, whatever GitHub sent.
    public static let immutableHeaderValue = "private, immutable"

    /// `headers` with their `Cache-Control` replaced by `immutableHeaderValue`; unchanged when
    /// it says `no-store` (then nothing is stored).
    public static func markingImmutable(_ headers: [CachedHeader]) -> [CachedHeader] {
        let current = headers.first { $0.name.lowercased() == "cache-control" }?.value
        guard !CacheControl(parsing: current).noStore else { return headers }
        return headers.filter { $0.name.lowercased() != "cache-control" }
            + [CachedHeader(name: "cache-control", value: immutableHeaderValue)]
    }
}
