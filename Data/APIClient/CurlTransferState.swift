import TextCells

/// What libcurl's callbacks collect during one transfer: the final response's headers and the body.
///
/// Touched only by the thread driving the transfer (libcurl calls back on it).
final class CurlTransferState {
    private(set) var headers: [HTTPHeaders.Field] = []
    private(set) var body: [UInt8] = []
    private(set) var bodyTooLarge = false
    let maximumBodySize: Int

    init(maximumBodySize: Int) {
        self.maximumBodySize = maximumBodySize
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
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= maximumBodySize else {
            bodyTooLarge = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }
}
