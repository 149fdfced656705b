#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TextCells

/// What libcurl's callbacks collect during one transfer: the final response's headers and the body.
///
/// Touched only by the thread driving the transfer (libcurl calls back on it).
final class CurlTransferState {
    private(set) var headers: [HTTPHeaders.Field] = []
    /// The body as it arrives, in the `Data` the response hands on (no copy at the end: a 7 MB
    /// tree was briefly held twice).
    private(set) var body = Data()
    private(set) var bodyTooLarge = false
    let maximumBodySize: Int
    /// Where a successful (2xx) body goes instead of memory; nil: kept in `body`.
    private let sink: (any HTTPBodySink)?
    /// The status of the response whose headers are being read (the last status line seen).
    private(set) var status = 0
    private var sinkStarted = false
    /// True when the sink stopped the transfer (it could not take the bytes).
    private(set) var sinkRefused = false
    /// What reads a 2xx body kept in memory as it grows.
    private let reader: (any HTTPBodyReading)?
    private var bodyStarted = false

    init(maximumBodySize: Int, sink: (any HTTPBodySink)? = nil, reader: (any HTTPBodyReading)? = nil) {
        self.maximumBodySize = maximumBodySize
        self.sink = sink
        self.reader = reader
    }

    /// Takes one header line as libcurl hands it over (with its CRLF). A status line starts a
    /// new response (after a redirect), so only the final response's headers are kept.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        // Trimmed as bytes: decoded, "\r\n" is one Character and would not match "\r" or "\n".
        var end = bytes.count
        while end > 0, bytes[end - 1] == 13 || bytes[end - 1] == 10 { end -= 1 }
        if end == 0 { return }
        let line = Substring(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self))
        if line.hasPrefix("HTTP/") {
            headers.removeAll(keepingCapacity: true)
            let words = line.split(separator: " ", maxSplits: 2)
            status = words.count > 1 ? Int(words[1]) ?? 0 : 0
            return
        }
        if let first = line.first, first == " " || first == "\t", !headers.isEmpty {
            // An obsolete folded continuation line.
            headers[headers.count - 1].value += " " + String(line.trimmingWhitespace)
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = String(line[..<colon].trimmingWhitespace)
        let value = String(line[line.index(after: colon)...].trimmingWhitespace)
        headers.append(HTTPHeaders.Field(name: name, value: value))
    }

    /// Appends body bytes; false when the body grew past the limit (the transfer is then aborted).
    /// A 2xx body goes to the sink when there is one (told the status and headers first).
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if let sink, (200...299).contains(status) {
            if !sinkStarted {
                sinkStarted = true
                if !sink.begin(status: status, headers: HTTPHeaders(headers)) {
                    sinkRefused = true
                    return false
                }
            }
            if sink.write(bytes) { return true }
            sinkRefused = true
            return false
        }
        guard body.count + bytes.count <= maximumBodySize else {
            bodyTooLarge = true
            return false
        }
        if !bodyStarted {
            bodyStarted = true
            reserveAnnouncedLength()
        }
        body.append(bytes.assumingMemoryBound(to: UInt8.self))
        if let reader, (200...299).contains(status) { body.withUnsafeBytes { reader.bodyDidGrow($0) } }
        return true
    }

    /// Room for the body `content-length` announces (up to the limit, and 64 MiB), so a large
    /// body is not copied as it grows.
    private func reserveAnnouncedLength() {
        guard let announced = headers.last(where: { $0.name.lowercased() == "content-length" }).flatMap({ Int($0.value) }),
              announced > 0 else { return }
        body.reserveCapacity(min(announced, maximumBodySize, 64 << 20))
    }
}
