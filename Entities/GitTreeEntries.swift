/// A git tree's entries packed: every path's UTF-8 bytes one after another in one buffer, and
/// each entry in 40 bytes (where its path starts, its SHA as 20 raw bytes, its size, type and
/// mode), so a 30,000-entry tree is about 2 MB instead of two heap strings an entry (issue 30).
///
/// Read as a collection of `GitTreeEntry` (each made when read, its path a new `String`); the
/// hot paths (the files screen's index and finder, `tree` piped) read the bytes instead:
/// `pathBytes` with `pathRange(at:)`, and `type(at:)`, `size(at:)`.
public struct GitTreeEntries: RandomAccessCollection, Equatable, Sendable {
    /// One entry's fields other than its path's bytes.
    private struct Record: Sendable {
        /// Where the path starts in `pathBytes`; it ends where the next entry's starts.
        var pathStart: Int
        /// The size when `hasSize`.
        var size: Int
        /// A SHA of 40 lowercase hex digits, as 20 bytes; else, for `ShaForm.other`, the index of
        /// its text in `others` in `high`.
        var sha: PackedSHA
        var type: GitObjectType
        var mode: UInt8
        var shaForm: ShaForm
        var hasSize: Bool
    }

    private enum ShaForm: UInt8, Sendable {
        case none, hex, other
    }

    /// 20 bytes.
    private struct PackedSHA: Equatable, Sendable {
        var high: UInt64 = 0
        var middle: UInt64 = 0
        var low: UInt32 = 0
    }

    /// The modes git writes, by their code in a record less one (0 is none; `otherMode` another,
    /// in `otherModes`).
    private static let modes = ["100644", "100755", "040000", "160000", "120000"]
    private static let otherMode = UInt8(modes.count + 1)

    /// Every entry's path, one after another.
    public private(set) var pathBytes: [UInt8] = []
    private var records: [Record] = []
    /// The SHAs that are not 40 lowercase hex digits, as they came.
    private var others: [String] = []
    /// The modes that are not git's, by entry.
    private var otherModes: [Int: String] = [:]

    public init() {}

    public init(_ entries: some Sequence<GitTreeEntry>) {
        for entry in entries { append(entry) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    public subscript(position: Int) -> GitTreeEntry {
        let record = records[position]
        return GitTreeEntry(path: path(at: position), mode: mode(of: record, at: position), type: record.type,
                            sha: sha(of: record), size: record.hasSize ? record.size : nil)
    }

    /// Room for `count` more entries and `pathBytes` more bytes of paths.
    public mutating func reserveCapacity(_ count: Int, pathBytes byteCount: Int) {
        records.reserveCapacity(records.count + count)
        pathBytes.reserveCapacity(pathBytes.count + byteCount)
    }

    public mutating func append(_ entry: GitTreeEntry) {
        pathBytes.append(contentsOf: entry.path.utf8)
        appendRecord(pathStart: pathBytes.count - entry.path.utf8.count, mode: entry.mode, type: entry.type,
                     size: entry.size, sha: entry.sha)
    }

    /// An entry whose path is `path` (valid UTF-8), its SHA's text given as
    /// its bytes when it has no escape (`shaBytes`) or else as a string (`sha`).
    public mutating func append(path: UnsafeRawBufferPointer, mode: String?, type: GitObjectType, sha: String?,
                                shaBytes: UnsafeRawBufferPointer? = nil, size: Int?) {
        let start = pathBytes.count
        pathBytes.append(contentsOf: path)
        if let shaBytes, let packed = Self.packed(hex: shaBytes) {
            appendRecord(pathStart: start, mode: mode, type: type, size: size, packed: packed)
        } else {
            let text = sha ?? shaBytes.map { String(decoding: $0, as: UTF8.self) }
            appendRecord(pathStart: start, mode: mode, type: type, size: size, sha: text)
        }
    }

    /// Entry `index` of `other` appended, its path after `prefix` (a directory's own entries
    /// rooted at it).
    public mutating func append(_ index: Int, of other: GitTreeEntries, prefix: [UInt8]) {
        let record = other.records[index]
        let start = pathBytes.count
        pathBytes.append(contentsOf: prefix)
        pathBytes.append(contentsOf: other.pathBytes[other.pathRange(at: index)])
        var copied = record
        copied.pathStart = start
        if record.shaForm == .other {
            copied.sha.high = UInt64(others.count)
            others.append(other.others[Int(record.sha.high)])
        }
        copied.mode = modeCode(other.mode(of: record, at: index))
        records.append(copied)
    }

    // MARK: Reading

    /// Where entry `index`'s path lies in `pathBytes`.
    public func pathRange(at index: Int) -> Range<Int> {
        let start = records[index].pathStart
        let end = index + 1 < records.count ? records[index + 1].pathStart : pathBytes.count
        return start..<end
    }

    /// Entry `index`'s path.
    public func path(at index: Int) -> String {
        let range = pathRange(at: index)
        return pathBytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    public func type(at index: Int) -> GitObjectType { records[index].type }

    public func size(at index: Int) -> Int? { records[index].hasSize ? records[index].size : nil }

    /// Entry `index`'s mode as it came (git's modes are the same five strings), or nil.
    public func mode(at index: Int) -> String? { mode(of: records[index], at: index) }

    /// Calls `body` with entry `index`'s SHA as the UTF-8 bytes of its text (a packed one written
    /// back as 40 lowercase hex digits into a buffer on the stack, no `String` made), or with nil
    /// when it has none: what `tree --json` copies into its output.
    public func withSHA<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>?) throws -> Result) rethrows -> Result {
        let record = records[index]
        switch record.shaForm {
        case .none:
            return try body(nil)
        case .other:
            var text = others[Int(record.sha.high)]
            return try text.withUTF8 { try body($0) }
        case .hex:
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
                Self.writeHex(record.sha, into: buffer)
                return try body(UnsafeBufferPointer(buffer))
            }
        }
    }

    public static func == (left: GitTreeEntries, right: GitTreeEntries) -> Bool {
        left.count == right.count && left.indices.allSatisfy { left[$0] == right[$0] }
    }

    // MARK: Packing

    private mutating func appendRecord(pathStart: Int, mode: String?, type: GitObjectType, size: Int?, sha: String?) {
        if let sha {
            var text = sha
            let packed = text.withUTF8 { Self.packed(hex: UnsafeRawBufferPointer($0)) }
            if let packed {
                appendRecord(pathStart: pathStart, mode: mode, type: type, size: size, packed: packed)
                return
            }
            let record = Record(pathStart: pathStart, size: size ?? 0, sha: PackedSHA(high: UInt64(others.count)),
                                type: type, mode: modeCode(mode), shaForm: .other, hasSize: size != nil)
            others.append(sha)
            records.append(record)
        } else {
            records.append(Record(pathStart: pathStart, size: size ?? 0, sha: PackedSHA(), type: type,
                                  mode: modeCode(mode), shaForm: .none, hasSize: size != nil))
        }
    }

    private mutating func appendRecord(pathStart: Int, mode: String?, type: GitObjectType, size: Int?, packed: PackedSHA) {
        records.append(Record(pathStart: pathStart, size: size ?? 0, sha: packed, type: type, mode: modeCode(mode),
                              shaForm: .hex, hasSize: size != nil))
    }

    /// The code of the mode of the entry about to be appended: one of git's modes by number,
    /// another kept in `otherModes`.
    private mutating func modeCode(_ mode: String?) -> UInt8 {
        guard let mode else { return 0 }
        if let known = Self.modes.firstIndex(of: mode) { return UInt8(known + 1) }
        otherModes[records.count] = mode
        return Self.otherMode
    }

    private func mode(of record: Record, at position: Int) -> String? {
        let code = Int(record.mode)
        if code == 0 { return nil }
        if code <= Self.modes.count { return Self.modes[code - 1] }
        return otherModes[position]
    }

    private func sha(of record: Record) -> String? {
        switch record.shaForm {
        case .none: return nil
        case .other: return others[Int(record.sha.high)]
        case .hex:
            return String(unsafeUninitializedCapacity: 40) { output in
                Self.writeHex(record.sha, into: output)
                return 40
            }
        }
    }

    /// A packed SHA as its 40 lowercase hex digits, into the first 40 bytes of `output`.
    private static func writeHex(_ sha: PackedSHA, into output: UnsafeMutableBufferPointer<UInt8>) {
        let words = (sha.high, sha.middle, UInt64(sha.low) << 32)
        var place = 0
        while place < 40 {
            let word = place < 16 ? words.0 : place < 32 ? words.1 : words.2
            let digit = UInt8(truncatingIfNeeded: word >> UInt64(60 - (place & 15) * 4)) & 0xF
            output[place] = digit < 10 ? 0x30 + digit : 0x57 + digit
            place += 1
        }
    }

    /// 40 lowercase hex digits as 20 bytes; nil for any other text (kept as it came).
    ///
    /// Branch-free by byte (a table look-up and an OR): which of a SHA's digits are letters is
    /// random, and a test per byte was mispredicted about half the time (a fifth of the files
    /// screen's read of a 60,000-entry tree, issue 30).
    private static func packed(hex: UnsafeRawBufferPointer) -> PackedSHA? {
        guard hex.count == 40 else { return nil }
        return hexValues.withUnsafeBufferPointer { table -> PackedSHA? in
            var invalid: UInt8 = 0
            func word(_ range: Range<Int>) -> UInt64 {
                var word: UInt64 = 0
                for offset in range {
                    let value = table[Int(hex[offset])]
                    invalid |= value
                    word = word << 4 | UInt64(value & 0xF)
                }
                return word
            }
            let high = word(0..<16), middle = word(16..<32), low = word(32..<40)
            guard invalid & 0x10 == 0 else { return nil }
            return PackedSHA(high: high, middle: middle, low: UInt32(truncatingIfNeeded: low))
        }
    }

    /// Each byte's value as a lowercase hex digit (0–15), or 0x10 for any other byte.
    private static let hexValues: [UInt8] = (0...255).map { byte in
        switch byte {
        case 0x30...0x39: UInt8(byte - 0x30)
        case 0x61...0x66: UInt8(byte - 0x61 + 10)
        default: 0x10
        }
    }
}
