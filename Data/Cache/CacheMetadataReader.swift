/// Reads a cache entry's metadata JSON as `JSONEncoder` writes it (`CacheFileFormat`) without
/// `JSONDecoder`, whose set-up and generic decoding cost about a million instructions on the way
/// to every cached answer, the browser's first rows among them. It knows exactly the format's
/// members; anything else (another member, a missing one, a number or an escape it does not
/// read) gives nil and the caller decodes with `JSONDecoder` as before.
enum CacheMetadataReader {
    /// What the metadata holds.
    struct Fields: Equatable {
        var key: CacheKey
        var status: Int
        var fetchedAt: Double
        var headers: [CachedHeader]
    }

    static func read(_ bytes: ArraySlice<UInt8>) -> Fields? {
        var reader = Reader(bytes: bytes)
        guard let fields = reader.metadata(), reader.atEnd() else { return nil }
        return fields
    }

    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var index: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        mutating func atEnd() -> Bool {
            skipSpace()
            return index == bytes.endIndex
        }

        private mutating func skipSpace() {
            while index < bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D
                    || bytes[index] == 0x09 {
                index += 1
            }
        }

        private mutating func consume(_ byte: UInt8) -> Bool {
            skipSpace()
            guard index < bytes.endIndex, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        /// The members of an object, each handed to `member` with its key; false on anything else.
        private mutating func object(_ member: (inout Reader, String) -> Bool) -> Bool {
            guard consume(UInt8(ascii: "{")) else { return false }
            if consume(UInt8(ascii: "}")) { return true }
            repeat {
                guard let key = string(), consume(UInt8(ascii: ":")), member(&self, key) else { return false }
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "}"))
        }

        mutating func metadata() -> Fields? {
            var key: CacheKey?, status: Int?, fetchedAt: Double?, headers: [CachedHeader]?
            let read = object { reader, name in
                switch name {
                case "key" where key == nil: key = reader.cacheKey(); return key != nil
                case "status" where status == nil: status = reader.number().flatMap { Int($0) }; return status != nil
                case "fetchedAt" where fetchedAt == nil: fetchedAt = reader.number().flatMap { Double($0) }
                    return fetchedAt != nil
                case "headers" where headers == nil: headers = reader.headerList(); return headers != nil
                default: return false
                }
            }
            guard read, let key, let status, let fetchedAt, let headers else { return nil }
            return Fields(key: key, status: status, fetchedAt: fetchedAt, headers: headers)
        }

        private mutating func cacheKey() -> CacheKey? {
            var method: String?, url: String?, accept: String?, credential: String?
            let read = object { reader, name in
                switch name {
                case "method" where method == nil: method = reader.string(); return method != nil
                case "url" where url == nil: url = reader.string(); return url != nil
                case "accept" where accept == nil: accept = reader.string(); return accept != nil
                case "credential" where credential == nil: credential = reader.string(); return credential != nil
                default: return false
                }
            }
            guard read, let method, let url, let accept, let credential else { return nil }
            return CacheKey(method: method, url: url, accept: accept, credential: credential)
        }

        private mutating func headerList() -> [CachedHeader]? {
            guard consume(UInt8(ascii: "[")) else { return nil }
            var headers: [CachedHeader] = []
            if consume(UInt8(ascii: "]")) { return headers }
            repeat {
                var name: String?, value: String?
                let read = object { reader, member in
                    switch member {
                    case "name" where name == nil: name = reader.string(); return name != nil
                    case "value" where value == nil: value = reader.string(); return value != nil
                    default: return false
                    }
                }
                guard read, let name, let value else { return nil }
                headers.append(CachedHeader(name: name, value: value))
            } while consume(UInt8(ascii: ","))
            return consume(UInt8(ascii: "]")) ? headers : nil
        }

        /// The text of a JSON number (digits, sign, point, exponent); the caller converts it.
        private mutating func number() -> String? {
            skipSpace()
            let start = index
            while index < bytes.endIndex {
                switch bytes[index] {
                case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
                     UInt8(ascii: "E"):
                    index += 1
                default:
                    return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
                }
            }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }

        /// A string with the escapes `JSONEncoder` writes for these fields (`\"`, `\\`, `\/`);
        /// nil for any other escape, a control character or invalid UTF-8.
        private mutating func string() -> String? {
            guard consume(UInt8(ascii: "\"")) else { return nil }
            var output: [UInt8] = []
            while index < bytes.endIndex {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: output, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.endIndex else { return nil }
                    let escaped = bytes[index]
                    index += 1
                    guard escaped == UInt8(ascii: "\"") || escaped == UInt8(ascii: "\\") || escaped == UInt8(ascii: "/")
                    else { return nil }
                    output.append(escaped)
                default:
                    guard byte >= 0x20 else { return nil }
                    output.append(byte)
                }
            }
            return nil
        }
    }
}
