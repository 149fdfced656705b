import Entities
import Synchronization

/// `ReadmeContentDecoder.content(of:)` for the answers of one fetch, decoding an envelope's base64
/// once: the stored copy is decoded first for the screen, and the 304 that then confirms it
/// carries the same envelope, whose content (a third of a megabyte of base64 for a 250 KB README)
/// would otherwise be decoded again off the UI thread while the screen parses and draws the start.
/// Only the same encoding and content, compared whole, take the bytes decoded before.
final class ReadmeContentMemo: Sendable {
    /// The last envelope decoded to bytes: its encoding, its content, and those bytes.
    private let last = Mutex<(encoding: String?, content: String, bytes: [UInt8])?>(nil)

    init() {}

    /// The content of `readme`, as `ReadmeContentDecoder.content(of:)` answers it.
    func content(of readme: Readme) -> ReadmeContentDecoder.Content {
        if let last = last.withLock({ $0 }), last.encoding == readme.encoding, last.content == readme.content {
            return .bytes(last.bytes)
        }
        let content = ReadmeContentDecoder.content(of: readme)
        if case .bytes(let bytes) = content {
            last.withLock { $0 = (readme.encoding, readme.content, bytes) }
        }
        return content
    }
}
