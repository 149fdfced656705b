import APIClient

/// What the server does for conditional requests, as GitHub does: every 200 carries an `ETag`
/// (the handler's own, else a hash of the body), and a matching `If-None-Match` gets
/// `304 Not Modified` with no body and the same `ETag`, cache and rate-limit headers.
enum Revalidation {
    /// Headers a 304 repeats from the 200 it stands for.
    private static func keptOn304(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["etag", "cache-control", "vary", "last-modified", "date"].contains(lowered)
            || lowered.hasPrefix("x-ratelimit-")
    }

    static func answer(_ request: ReceivedRequest, with response: FixtureResponse) -> FixtureResponse {
        guard response.status == 200 else { return response }
        let tag = HTTPHeaders(response.headers)["etag"] ?? entityTag(of: response.body)
        let tagged = response.settingHeader("etag", tag)
        guard let condition = request.header("if-none-match"), matches(condition, tag: tag) else { return tagged }
        var notModified = FixtureResponse(status: 304, headers: tagged.headers.filter { keptOn304($0.name) })
        notModified.delay = response.delay
        return notModified
    }

    /// `"<16 hex digits>"`: FNV-1a over the body, the same bytes always giving the same tag.
    static func entityTag(of body: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in body {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// `If-None-Match: *`, or a list of tags one of which equals `tag` (weak comparison: `W/` ignored).
    private static func matches(_ condition: String, tag: String) -> Bool {
        let wanted = strippingWeakness(tag)
        return condition.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingSpaces()
            return trimmed == "*" || strippingWeakness(trimmed) == wanted
        }
    }

    private static func strippingWeakness(_ tag: String) -> String {
        tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
    }
}

private extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
