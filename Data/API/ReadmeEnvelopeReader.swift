#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities

/// Reads the README envelope (`GET /repos/OWNER/REPO/readme`) the same way: its few fields,
/// the 300 KB `content` unescaped in one pass; nil when not sure, and `JSONDecoder` then reads it.
enum ReadmeEnvelopeReader {
    private static let keys = JSONKeys(["name", "path", "content", "html_url", "download_url", "encoding", "size"])

    static func readme(_ body: Data) -> Readme? {
        body.withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            guard let readme = readme(&cursor), cursor.isAtEnd else { return nil }
            return readme
        }
    }

    private static func readme(_ cursor: inout JSONCursor) -> Readme? {
        var name: String?, path: String?, content: String?
        var htmlURL: String?, downloadURL: String?, encoding: String?, size: Int?
        var seen = KeysSeen()
        guard cursor.beginObject() else { return nil }
        var first = true
        while true {
            switch cursor.nextMember(first: &first) {
            case .invalid: return nil
            case .end:
                guard let name, let path, let content else { return nil }
                return Readme(name: name, path: path, htmlURL: htmlURL, downloadURL: downloadURL, encoding: encoding,
                              content: content, size: size)
            case .key(let key):
                var ok = true
                switch cursor.index(ofKey: key, in: keys) {
                case 0: ok = seen.first(0) && store(&name, cursor.string())
                case 1: ok = seen.first(1) && store(&path, cursor.string())
                case 2: ok = seen.first(2) && store(&content, cursor.string())
                case 3: ok = seen.first(3) && (cursor.null() || store(&htmlURL, cursor.string()))
                case 4: ok = seen.first(4) && (cursor.null() || store(&downloadURL, cursor.string()))
                case 5: ok = seen.first(5) && (cursor.null() || store(&encoding, cursor.string()))
                case 6: ok = seen.first(6) && (cursor.null() || store(&size, cursor.int()))
                default: ok = cursor.skipValue()
                }
                guard ok else { return nil }
            }
        }
    }

    private static func store<Value>(_ slot: inout Value?, _ value: Value?) -> Bool {
        guard let value else { return false }
        slot = value
        return true
    }
}
