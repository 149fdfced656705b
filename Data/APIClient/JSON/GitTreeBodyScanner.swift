import Entities
import JSONReading

/// A git tree's answer read while it arrives (issue 30): each time libcurl adds bytes, the
/// entries of the top-level `tree` array that are whole by then are read onto `entries`, so when
/// the last byte comes only the last few entries are left to read.
///
/// What it read is only taken over by `GitTree(json:scanned:)` when the whole document, read as
/// usual, has its `tree` array exactly where this scanner read one (the same bytes, so the same
/// entries); anything else it met (another shape, bad JSON, an entry never ending) stops it, and
/// the document is then read whole as before, with the same answer or the same error.
public final class GitTreeBodyScanner: HTTPBodyReading, @unchecked Sendable {
    private enum Phase {
        /// Looking for `"tree": [` among the top-level members.
        case members
        /// Reading the array's elements; `first`: none read yet.
        case elements(first: Bool)
        /// The array's `]` was read: `array` is set.
        case done
        /// The shape was not the one looked for: the document is read whole.
        case stopped
    }

    /// The entries read, in order.
    public private(set) var entries = GitTreeEntries()
    /// Where the `tree` array's `[` is and where its `]` ends, once read to its end.
    public private(set) var array: Range<Int>?
    private var phase = Phase.members
    /// Where reading goes on.
    private var offset = 0
    private var arrayStart = 0
    /// An element, or the members before the array, this long and still not readable stops the
    /// scan (a real tree's entry is a few hundred bytes).
    private static let patience = 1 << 20

    public init() {}

    public func bodyDidGrow(_ body: UnsafeRawBufferPointer) {
        while true {
            switch phase {
            case .members:
                guard findArray(in: body) else { return }
            case .elements(let first):
                guard readElement(in: body, first: first) else { return }
            case .done, .stopped:
                return
            }
        }
    }

    /// The next element (or the array's end) read, if whole; false when more bytes are needed or
    /// the scan stopped.
    private func readElement(in body: UnsafeRawBufferPointer, first: Bool) -> Bool {
        var at = Self.skipSpace(body, from: offset)
        guard at < body.count else { return false }
        if body[at] == UInt8(ascii: "]") {
            array = arrayStart..<(at + 1)
            phase = .done
            return true
        }
        if !first {
            guard body[at] == UInt8(ascii: ",") else { return stop() }
            at = Self.skipSpace(body, from: at + 1)
            guard at < body.count else { return false }
        }
        var cursor = JSONCursor(UnsafeRawBufferPointer(rebasing: body[at...]))
        do {
            try GitTreeEntry.read(json: &cursor, into: &entries)
        } catch {
            // Cut short by the bytes still on their way, or not an entry at all.
            return body.count - at > Self.patience ? stop() : false
        }
        offset = at + cursor.offset
        phase = .elements(first: false)
        return true
    }

    /// The top-level members before `tree` skipped (GitHub sends `sha` and `url` first); true once
    /// the array's `[` is found.
    private func findArray(in body: UnsafeRawBufferPointer) -> Bool {
        guard body.count <= Self.patience else { return stop() }
        var at = Self.skipSpace(body, from: 0)
        guard at < body.count else { return false }
        guard body[at] == UInt8(ascii: "{") else { return stop() }
        at += 1
        while true {
            at = Self.skipSpace(body, from: at)
            guard let key = Self.string(in: body, at: at) else { return at >= body.count ? false : stop() }
            guard let afterKey = key.end else { return false }
            at = Self.skipSpace(body, from: afterKey)
            guard at < body.count else { return false }
            guard body[at] == UInt8(ascii: ":") else { return stop() }
            at = Self.skipSpace(body, from: at + 1)
            guard at < body.count else { return false }
            if key.isTree {
                guard body[at] == UInt8(ascii: "[") else { return stop() }
                arrayStart = at
                offset = at + 1
                phase = .elements(first: true)
                return true
            }
            // Another member's value: a string or a plain scalar (else the scan stops).
            if let value = Self.string(in: body, at: at) {
                guard let end = value.end else { return false }
                at = end
            } else {
                while at < body.count, !Self.endsScalar(body[at]) { at += 1 }
                guard at < body.count else { return false }
            }
            at = Self.skipSpace(body, from: at)
            guard at < body.count else { return false }
            guard body[at] == UInt8(ascii: ",") else { return stop() }
            at += 1
        }
    }

    private func stop() -> Bool {
        phase = .stopped
        return false
    }

    /// The string starting at `at`: nil when no string starts there; `end` (after its closing
    /// quote) nil when it is not whole yet; `isTree` when it is `"tree"` as written.
    private static func string(in body: UnsafeRawBufferPointer, at: Int) -> (end: Int?, isTree: Bool)? {
        guard at < body.count, body[at] == UInt8(ascii: "\"") else { return nil }
        var index = at + 1
        while index < body.count {
            switch body[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                let isTree = index - at == 5 && body[at + 1] == UInt8(ascii: "t") && body[at + 2] == UInt8(ascii: "r")
                    && body[at + 3] == UInt8(ascii: "e") && body[at + 4] == UInt8(ascii: "e")
                return (index + 1, isTree)
            default: index += 1
            }
        }
        return (nil, false)
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "]")
    }

    private static func skipSpace(_ body: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        while index < body.count, body[index] == 0x20 || body[index] == 0x0A || body[index] == 0x0D || body[index] == 0x09 {
            index += 1
        }
        return index
    }
}
