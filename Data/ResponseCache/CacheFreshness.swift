/// How much a caller trusts a cached answer for one request.
public enum CacheFreshness: Equatable, Sendable {
    /// HTTP semantics (the default): a fresh entry is used with no request; a stale one, or one
    /// that says `no-cache`, is revalidated with a conditional request.
    case useFresh
    /// Always ask GitHub, conditionally when there is an entry (the `r` key).
    case revalidate
    /// Use an entry up to this many seconds old with no request, whatever its `max-age`
    /// (`--cache DURATION`), unless it says `must-revalidate` and is stale; older: conditional.
    case acceptAge(seconds: Double)
    /// Ask GitHub unconditionally and ignore stored entries; a successful answer is still stored.
    case networkOnly
}

/// What to do about a request given its stored entry.
public enum CacheDecision: Equatable, Sendable {
    /// Answer from the entry; no request.
    case useStored
    /// Send the request with these conditional headers (`If-None-Match`, `If-Modified-Since`).
    case conditional([CachedHeader])
    /// Send the request as it is.
    case unconditional

    /// The decision for an entry (`nil`: none) of age `age` seconds under `freshness`.
    public static func make(entry: CachedResponse?, age: Double, freshness: CacheFreshness) -> CacheDecision {
        guard let entry, freshness != .networkOnly else { return .unconditional }
        let control = entry.cacheControl
        // What a commit SHA names never changes: not even `r` asks again.
        if control.isImmutable && !control.noStore { return .useStored }
        switch freshness {
        case .useFresh:
            if isFresh(control, age: age) { return .useStored }
        case .acceptAge(let seconds):
            let staleAndMustRevalidate = control.mustRevalidate && !isFresh(control, age: age)
            if age <= seconds && !staleAndMustRevalidate { return .useStored }
        case .revalidate, .networkOnly:
            break
        }
        let validators = conditionalHeaders(for: entry)
        return validators.isEmpty ? .unconditional : .conditional(validators)
    }

    /// Immutable, or within `max-age` and not `no-cache`.
    public static func isFresh(_ control: CacheControl, age: Double) -> Bool {
        if control.isImmutable && !control.noStore { return true }
        guard !control.noCache, let maxAge = control.maxAge else { return false }
        return age < Double(maxAge)
    }

    /// `If-None-Match` from the entry's `ETag`, `If-Modified-Since` from its `Last-Modified`;
    /// a validator that cannot be sent back (`HeaderValueRule`) is left out.
    public static func conditionalHeaders(for entry: CachedResponse) -> [CachedHeader] {
        var headers: [CachedHeader] = []
        if let etag = entry[header: "etag"], HeaderValueRule.isSendableValidator(etag) {
            headers.append(CachedHeader(name: "If-None-Match", value: etag))
        }
        if let modified = entry[header: "last-modified"], HeaderValueRule.isSendableValidator(modified) {
            headers.append(CachedHeader(name: "If-Modified-Since", value: modified))
        }
        return headers
    }
}
