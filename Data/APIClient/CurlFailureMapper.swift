import CCurl
import Entities
import Glibc

/// Turns a failed libcurl transfer into the typed `TransportFailure` the app explains to people.
enum CurlFailureMapper {
    static func failure(code: CURLcode, osErrno: Int, receivedBodyBytes: Int, detail: String,
                        url: String) -> TransportFailure {
        failure(rawCode: code.rawValue, osErrno: osErrno, receivedBodyBytes: receivedBodyBytes, detail: detail, url: url)
    }

    /// The same, from the numeric `CURLcode` (what tests can name without importing curl).
    static func failure(rawCode: UInt32, osErrno: Int, receivedBodyBytes: Int, detail: String,
                        url: String) -> TransportFailure {
        switch CURLcode(rawValue: rawCode) {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .cannotResolveHost(host(of: url))
        case CURLE_COULDNT_CONNECT:
            if osErrno == Int(ECONNREFUSED) || osErrno == 0 { return .connectionRefused }
            return .other(detail)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_PARTIAL_FILE:
            return .cutOff
        case CURLE_RECV_ERROR where receivedBodyBytes > 0:
            return .cutOff
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
            return .closedBeforeAnswer
        case CURLE_TOO_MANY_REDIRECTS:
            return .tooManyRedirects
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        default:
            if tlsCodes.contains(rawCode) { return .tlsFailure(detail) }
            return .other(detail)
        }
    }

    private static let tlsCodes: Set<UInt32> = [
        CURLE_SSL_CONNECT_ERROR, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
        CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_PEER_FAILED_VERIFICATION,
        CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED,
        CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
        CURLE_SSL_INVALIDCERTSTATUS, CURLE_USE_SSL_FAILED,
    ].reduce(into: Set<UInt32>()) { $0.insert($1.rawValue) }

    /// The host part of an absolute URL (`https://user@host:443/x` → `host`).
    static func host(of url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
        if let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            return String(rest[rest.index(after: rest.startIndex)..<close])
        }
        if let colon = rest.firstIndex(of: ":") { rest = rest[..<colon] }
        return String(rest)
    }
}
