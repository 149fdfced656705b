/// GitHub's GraphQL endpoint for an API base: `https://api.github.com/graphql`; on GitHub
/// Enterprise Server, whose REST base is `https://HOST/api/v3`, `https://HOST/api/graphql`. Always
/// on the base's own host and port, so the token goes nowhere else.
public enum GraphQLEndpoint {
    /// The endpoint for `base` (trailing slashes ignored).
    public static func url(base: String) -> String {
        var trimmed = Substring(base)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix("/api/v3") { return String(trimmed.dropLast("/v3".count)) + "/graphql" }
        return String(trimmed) + "/graphql"
    }

    /// The path a GraphQL request names (what the rate gate reads as GraphQL's budget).
    public static let path = "/graphql"
}
