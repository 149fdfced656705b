#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CCurl
import Entities

/// The real `HTTPClient`, on libcurl.
///
/// Every transfer runs in a curl multi handle taken from a pool and waits in
/// `curl_multi_poll`, so a `CancellationToken` can wake it (`curl_multi_wakeup`) and stop it
/// at once. Idle handles keep their connections open: the next request to the same host
/// reuses one (keep-alive). TLS verification stays on; proxies come from the environment
/// (libcurl's default). Safe to call from many threads at once.
public final class CurlHTTPClient: HTTPClient, HTTPDownloading {
    public static let defaultConnectTimeout: Duration = .seconds(10)
    public static let defaultTotalTimeout: Duration = .seconds(30)
    public static let maximumRedirects = 5
    /// A download that moves no byte for this long fails (it has no total time limit).
    public static let downloadStallSeconds = 30

    private let connectTimeoutMilliseconds: Int
    private let totalTimeoutMilliseconds: Int
    private let userAgent: String
    private let maximumBodySize: Int
    private let pool: CurlMultiPool?

    /// - Parameters:
    ///   - connectTimeout: how long establishing a connection may take.
    ///   - totalTimeout: how long a whole request may take, redirects included.
    ///   - userAgent: sent unless the request carries its own `User-Agent` header.
    ///   - maximumBodySize: a larger body aborts the transfer (protects memory).
    public init(connectTimeout: Duration = CurlHTTPClient.defaultConnectTimeout,
                totalTimeout: Duration = CurlHTTPClient.defaultTotalTimeout,
                userAgent: String = "ghbrowse/\(GHBrowseVersion.current)",
                maximumBodySize: Int = 64 << 20) {
        connectTimeoutMilliseconds = Self.milliseconds(connectTimeout)
        totalTimeoutMilliseconds = Self.milliseconds(totalTimeout)
        self.userAgent = userAgent
        self.maximumBodySize = maximumBodySize
        pool = CurlShare().map { CurlMultiPool(share: $0) }
    }

    public func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure> {
        perform(request, sink: nil, cancellation: cancellation)
    }

    public func download(_ request: HTTPRequest, into sink: any HTTPBodySink, cancellation: CancellationToken?)
        -> Result<HTTPResponse, TransportFailure> {
        var unredirected = request
        unredirected.followsRedirects = false
        return perform(unredirected, sink: sink, cancellation: cancellation)
    }

    /// One transfer: the body kept in memory, or a 2xx body streamed to `sink` (then with no total
    /// time limit, only a stall limit, and a larger receive buffer).
    private func perform(_ request: HTTPRequest, sink: (any HTTPBodySink)?, cancellation: CancellationToken?)
        -> Result<HTTPResponse, TransportFailure> {
        if cancellation?.isCancelled == true { return .failure(.cancelled) }
        guard let pool else { return .failure(.other("libcurl could not be initialised")) }
        for field in request.headers where Self.containsLineBreak(field.name) || Self.containsLineBreak(field.value) {
            return .failure(.other("invalid request header \(field.name)"))
        }
        guard let easy = curl_easy_init() else { return .failure(.other("libcurl could not start a transfer")) }
        defer { curl_easy_cleanup(easy) }
        guard let multi = pool.checkOut() else { return .failure(.other("libcurl could not start a transfer")) }
        defer { pool.checkIn(multi) }

        var headerList: UnsafeMutablePointer<curl_slist>?
        for field in request.headers {
            headerList = curl_slist_append(headerList, "\(field.name): \(field.value)")
        }
        defer { curl_slist_free_all(headerList) }

        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer { errorBuffer.deallocate() }

        let state = CurlTransferState(maximumBodySize: request.maximumBodyBytes ?? maximumBodySize, sink: sink,
                                      reader: request.bodyReader?.reader)
        return withExtendedLifetime(state) {
            var configured = configure(easy, request: request, headers: headerList, errorBuffer: errorBuffer,
                                       state: Unmanaged.passUnretained(state).toOpaque(), share: multi.share)
            if configured == CURLE_OK, sink != nil { configured = configureStreaming(easy) }
            guard configured == CURLE_OK else {
                return .failure(.other(String(cString: curl_easy_strerror(configured))))
            }
            guard curl_multi_add_handle(multi.handle, easy) == CURLM_OK else {
                return .failure(.other("libcurl could not start a transfer"))
            }
            defer { _ = curl_multi_remove_handle(multi.handle, easy) }
            cancellation?.onCancel { multi.wakeUp() }

            switch drive(multi, cancellation: cancellation) {
            case .cancelled:
                return .failure(.cancelled)
            case .multiFailed(let message):
                return .failure(.other(message))
            case .finished(let code):
                if state.sinkRefused {
                    return .failure(cancellation?.isCancelled == true ? .cancelled : .other("the download could not be written"))
                }
                return outcome(of: easy, code: code, state: state, errorBuffer: errorBuffer, url: request.url)
            }
        }
    }

    private enum DriveOutcome {
        case finished(CURLcode)
        case cancelled
        case multiFailed(String)
    }

    /// Runs the multi handle until its one transfer is done or the token is cancelled.
    private func drive(_ multi: CurlMulti, cancellation: CancellationToken?) -> DriveOutcome {
        var running: Int32 = 0
        while true {
            if cancellation?.isCancelled == true { return .cancelled }
            let performed = curl_multi_perform(multi.handle, &running)
            guard performed == CURLM_OK else {
                return .multiFailed(String(cString: curl_multi_strerror(performed)))
            }
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi.handle, &queued) {
                if message.pointee.msg == CURLMSG_DONE {
                    return .finished(ghb_multi_message_result(message))
                }
            }
            if running == 0 { return .multiFailed("the transfer ended without a result") }
            // Waits for socket activity, libcurl's own next timeout, or a wake-up from `cancel`.
            let polled = curl_multi_poll(multi.handle, nil, 0, 1000, nil)
            guard polled == CURLM_OK else {
                return .multiFailed(String(cString: curl_multi_strerror(polled)))
            }
        }
    }

    private func configure(_ easy: UnsafeMutableRawPointer, request: HTTPRequest,
                           headers: UnsafeMutablePointer<curl_slist>?, errorBuffer: UnsafeMutablePointer<CChar>,
                           state: UnsafeMutableRawPointer, share: CurlShare) -> CURLcode {
        let steps: [() -> CURLcode] = [
            { ghb_easy_setopt_string(easy, CURLOPT_URL, request.url) },
            // The path as it is: libcurl never folds `.` and `..` segments into a request elsewhere
            // (GitHubClient refuses such paths already; this holds for any URL given here).
            { ghb_easy_setopt_long(easy, CURLOPT_PATH_AS_IS, 1) },
            { ghb_easy_restrict_to_http(easy) },
            { ghb_easy_setopt_long(easy, CURLOPT_HTTPGET, 1) },
            // PUT and DELETE without a body: the verb only (the caller sends `Content-Length: 0`).
            { request.method == "GET" || request.body != nil
                ? CURLE_OK : ghb_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, request.method) },
            // A body (a GraphQL query): a POST of exactly these bytes, copied by libcurl now.
            { request.body.map { ghb_easy_setopt_long(easy, CURLOPT_POSTFIELDSIZE, $0.count) } ?? CURLE_OK },
            { request.body.map { body in
                body.withUnsafeBytes { ghb_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
            } ?? CURLE_OK },
            { ghb_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headers) },
            { ghb_easy_setopt_string(easy, CURLOPT_USERAGENT, self.userAgent) },
            { ghb_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "") },
            { ghb_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, request.followsRedirects ? 1 : 0) },
            // A custom `Authorization` header goes to the first host and port only, never to
            // where a redirect points (libcurl's default, said here so it never changes).
            { ghb_easy_setopt_long(easy, CURLOPT_UNRESTRICTED_AUTH, 0) },
            { ghb_easy_setopt_long(easy, CURLOPT_MAXREDIRS, CurlHTTPClient.maximumRedirects) },
            { ghb_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, self.connectTimeoutMilliseconds) },
            { ghb_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, self.totalTimeoutMilliseconds) },
            { ghb_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1) },
            { ghb_easy_setopt_long(easy, CURLOPT_TCP_KEEPALIVE, 1) },
            { ghb_easy_allow_quick_exit(easy) },
            { ghb_easy_setopt_share(easy, share.handle) },
            { ghb_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer) },
            { ghb_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION, Self.headerCallback) },
            { ghb_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, state) },
            { ghb_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION, Self.bodyCallback) },
            { ghb_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, state) },
        ]
        for step in steps {
            let code = step()
            if code != CURLE_OK { return code }
        }
        return CURLE_OK
    }

    /// A streamed download: no total time limit but a stall limit, and 256 KB reads.
    private func configureStreaming(_ easy: UnsafeMutableRawPointer) -> CURLcode {
        let steps: [() -> CURLcode] = [
            { ghb_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, 0) },
            { ghb_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1) },
            { ghb_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, CurlHTTPClient.downloadStallSeconds) },
            { ghb_easy_setopt_long(easy, CURLOPT_BUFFERSIZE, 256 * 1024) },
        ]
        for step in steps {
            let code = step()
            if code != CURLE_OK { return code }
        }
        return CURLE_OK
    }

    private func outcome(of easy: UnsafeMutableRawPointer, code: CURLcode, state: CurlTransferState,
                         errorBuffer: UnsafeMutablePointer<CChar>, url: String) -> Result<HTTPResponse, TransportFailure> {
        guard code == CURLE_OK else {
            if state.bodyTooLarge { return .failure(.bodyTooLarge(limit: state.maximumBodySize)) }
            var osErrno = 0
            _ = ghb_easy_getinfo_long(easy, CURLINFO_OS_ERRNO, &osErrno)
            let detail = errorBuffer.pointee == 0
                ? String(cString: curl_easy_strerror(code)) : String(cString: errorBuffer)
            return .failure(CurlFailureMapper.failure(code: code, osErrno: osErrno,
                                                      receivedBodyBytes: state.body.count, detail: detail, url: url))
        }
        var status = 0
        var newConnections = 0
        _ = ghb_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        _ = ghb_easy_getinfo_long(easy, CURLINFO_NUM_CONNECTS, &newConnections)
        return .success(HTTPResponse(status: status, headers: HTTPHeaders(state.headers), body: state.body,
                                     reusedConnection: newConnections == 0))
    }

    private static let headerCallback: curl_write_callback = { buffer, size, count, userData in
        let length = size * count
        guard let buffer, let userData else { return length }
        let state = Unmanaged<CurlTransferState>.fromOpaque(userData).takeUnretainedValue()
        state.receiveHeaderLine(UnsafeRawBufferPointer(start: buffer, count: length))
        return length
    }

    private static let bodyCallback: curl_write_callback = { buffer, size, count, userData in
        let length = size * count
        guard let buffer, let userData else { return length }
        let state = Unmanaged<CurlTransferState>.fromOpaque(userData).takeUnretainedValue()
        // Returning less than `length` makes libcurl abort the transfer.
        return state.receiveBody(UnsafeRawBufferPointer(start: buffer, count: length)) ? length : 0
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
    }

    private static func containsLineBreak(_ text: String) -> Bool {
        text.utf8.contains { $0 == 10 || $0 == 13 || $0 == 0 }
    }
}
