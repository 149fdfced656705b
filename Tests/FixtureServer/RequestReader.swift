import APIClient
import Glibc

/// A request line and headers, as read off the wire.
struct RequestHead {
    var method: String
    var target: String
    var version: String
    var headers: [FixtureHeader]
    /// The body that came with it (a GraphQL query), at most `maximumBodySize` bytes kept.
    var body: [UInt8] = []
}

/// Reads HTTP/1.1 requests one after another from a connection (keep-alive), each with its body
/// (a `content-length` one; up to 1 MiB kept, the rest read and dropped).
final class RequestReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private static let maximumHeadSize = 64 * 1024
    private static let maximumBodySize = 1024 * 1024

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next request, or nil when the peer closed the connection or sent something unreadable.
    func nextRequest() -> RequestHead? {
        var searchFrom = 0
        while true {
            if let end = Self.endOfHead(in: buffer, from: searchFrom) {
                let headBytes = buffer[..<end]
                buffer.removeFirst(end + 4)
                guard var head = Self.parse(headBytes) else { return nil }
                let bodyLength = HTTPHeaders(head.headers)["content-length"].flatMap { Int($0) } ?? 0
                guard let body = readBody(length: max(bodyLength, 0)) else { return nil }
                head.body = body
                return head
            }
            guard buffer.count < Self.maximumHeadSize else { return nil }
            searchFrom = max(0, buffer.count - 3)
            guard receive() else { return nil }
        }
    }

    private func receive() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    private func readBody(length: Int) -> [UInt8]? {
        var kept: [UInt8] = []
        var left = length
        while left > 0 {
            if buffer.isEmpty, !receive() { return nil }
            let taken = min(left, buffer.count)
            if kept.count < Self.maximumBodySize { kept += buffer.prefix(min(taken, Self.maximumBodySize - kept.count)) }
            buffer.removeFirst(taken)
            left -= taken
        }
        return kept
    }

    private static func endOfHead(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = start
        while index + 3 < bytes.count {
            if bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func parse(_ bytes: ArraySlice<UInt8>) -> RequestHead? {
        let text = String(decoding: bytes, as: UTF8.self)
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        guard let requestLine = lines.popFirst() else { return nil }
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3 else { return nil }
        var headers: [FixtureHeader] = []
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            var value = line[line.index(after: colon)...]
            while value.first == " " || value.first == "\t" { value = value.dropFirst() }
            while value.last == " " || value.last == "\t" { value = value.dropLast() }
            headers.append(FixtureHeader(name: String(line[..<colon]), value: String(value)))
        }
        return RequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]),
                           headers: headers)
    }
}

/// Writes a `FixtureResponse` to a connection, applying its faults.
enum ResponseWriter {
    /// Returns whether the connection may carry another request.
    static func write(_ response: FixtureResponse, to descriptor: Int32, headOnly: Bool) -> Bool {
        if response.fault == .closeWithoutAnswer { return false }
        let body = response.gzipEncoded ? Gzip.encode(response.body) : response.body
        var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
        let managed: Set<String> = ["content-length", "transfer-encoding", "connection", "content-encoding"]
        for header in response.headers where !managed.contains(header.name.lowercased()) {
            head += "\(header.name): \(header.value)\r\n"
        }
        if response.gzipEncoded { head += "content-encoding: gzip\r\n" }
        if response.fault == .endlessBody {
            return writeEndlessly(head: head + "connection: close\r\n\r\n", body: body, to: descriptor)
        }
        head += "content-length: \(body.count)\r\n\r\n"
        if let pacing = response.pacing, !headOnly, response.fault == nil {
            return writePaced(head: head, body: body, pacing: pacing, to: descriptor)
        }
        var bytes = Array(head.utf8)
        if !headOnly {
            if response.fault == .cutOffMidBody {
                bytes.append(contentsOf: body.prefix(max(1, body.count / 2)))
            } else {
                bytes.append(contentsOf: body)
            }
        }
        guard sendAll(bytes, to: descriptor) else { return false }
        return response.fault == nil
    }

    /// The head, then `body` (or 64 KiB of `a`) over and over until the client stops reading or
    /// 256 MiB have gone; the connection then closes.
    private static func writeEndlessly(head: String, body: [UInt8], to descriptor: Int32) -> Bool {
        guard sendAll(Array(head.utf8), to: descriptor) else { return false }
        let chunk = body.isEmpty ? [UInt8](repeating: UInt8(ascii: "a"), count: 64 << 10) : body
        var sent = 0
        while sent < 256 << 20, sendAll(chunk, to: descriptor) { sent += chunk.count }
        return false
    }

    /// The head, then `pacing.pacedChunks` chunks of the body with a pause after each, then (once
    /// `pacing.mayGoOn` says so, or not at all when the client has gone) the rest at once.
    private static func writePaced(head: String, body: [UInt8], pacing: BodyPacing, to descriptor: Int32) -> Bool {
        guard sendAll(Array(head.utf8), to: descriptor) else { return false }
        var offset = 0
        for _ in 0..<max(0, pacing.pacedChunks) where offset < body.count {
            let end = min(body.count, offset + max(1, pacing.chunkSize))
            guard sendAll(Array(body[offset..<end]), to: descriptor) else { return false }
            offset = end
            usleep(pacing.pauseMicroseconds)
        }
        while !pacing.mayGoOn() {
            guard !peerHasClosed(descriptor) else { return false }
            usleep(10_000)
        }
        return sendAll(Array(body[offset...]), to: descriptor)
    }

    /// True when the client has closed its end (a read would answer end of file or an error).
    private static func peerHasClosed(_ descriptor: Int32) -> Bool {
        var byte: UInt8 = 0
        let received = recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return received == 0 || (received < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    private static func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }
}
