/// Which stored header values may go back to GitHub in a request header.
///
/// An `ETag` or `Last-Modified` is sent back as `If-None-Match` / `If-Modified-Since`. One that
/// carries a CR, LF or another control character would make every later request for it fail
/// locally (or split the header), and one of many kilobytes would earn a `431`: such a value is
/// never stored and never sent.
public enum HeaderValueRule {
    /// The longest validator kept, in bytes. GitHub's are under 100 (a quoted SHA-256 with `W/`).
    public static let maximumValidatorBytes = 256

    /// True when `value` is at most `maximumValidatorBytes` bytes of visible characters, spaces
    /// and tabs: no CR, LF, NUL, DEL or other control, and not empty.
    public static func isSendableValidator(_ value: String) -> Bool {
        let bytes = value.utf8
        guard !bytes.isEmpty, bytes.count <= maximumValidatorBytes else { return false }
        return bytes.allSatisfy(isFieldByte)
    }

    /// True for a byte a header value may hold (RFC 9110 `field-vchar`, space or tab, or `obs-text`).
    public static func isFieldByte(_ byte: UInt8) -> Bool {
        byte == 0x09 || (byte >= 0x20 && byte != 0x7F)
    }

    /// True for the response headers sent back as validators (`ETag`, `Last-Modified`).
    public static func isValidator(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered == "etag" || lowered == "last-modified"
    }

    /// True unless `header` is a validator that may not be sent back.
    public static func isStorable(_ header: CachedHeader) -> Bool {
        !isValidator(header.name) || isSendableValidator(header.value)
    }
}
