#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The one JSON reader: forward-only over a document's bytes, for every `JSONReadable`.
/// Values are read where they are wanted and everything else is skipped byte by byte, with no
/// tree built. Anything unexpected (malformed JSON, a value of another kind, a number out of
/// range, invalid UTF-8, a repeated member, nesting deeper than 512) throws a `JSONError` that
/// says where; a skipped value is checked only as far as finding its end needs.
public struct JSONCursor {
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var index = 0
    /// Nesting skipped; a document deeper than this is an error.
    @usableFromInline static let maximumDepth = 512

    /// A cursor at the start of `bytes`, which must outlive it.
    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// True when only whitespace is left.
    public var isAtEnd: Bool {
        mutating get {
            skipSpace()
            return index == bytes.count
        }
    }

    /// Where the next value starts (whitespace skipped), as a byte offset into the document: with
    /// `resume(after:)`, how a value read while the document was still arriving is taken over.
    public var offset: Int {
        mutating get {
            skipSpace()
            return index
        }
    }

    /// Moves on to `end`, the end of a value read elsewhere from these same bytes that starts here;
    /// false (the cursor unmoved) for an offset behind the cursor or past the document.
    public mutating func resume(after end: Int) -> Bool {
        guard end >= index, end <= bytes.count else { return false }
        index = end
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The next non-space byte, not consumed.
    @inline(__always) @usableFromInline mutating func peek() -> UInt8? {
        // Most values follow their `:` or `,` at once: no space to skip.
        if index < bytes.count, bytes[index] > 0x20 { return bytes[index] }
        skipSpace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Consumes `byte` if it comes next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        for offset in 0..<count where bytes[index + offset] != literal.utf8Start[offset] { return false }
        index += count
        return true
    }

    // MARK: Objects and arrays

    /// `nextField`'s answers that are not a name's position.
    @usableFromInline static let unknownKey = -1, endOfObject = -2, invalidMember = -3

    /// Consumes the `{` opening an object; false when something else comes.
    @usableFromInline mutating func beginObject() -> Bool {
        consume(UInt8(ascii: "{"))
    }

    /// The next member's key, its `:` consumed and the value next: its position in `table`'s
    /// names, or `unknownKey` (its bytes at `key`); else `endOfObject`, or `invalidMember` for
    /// what is not a well-formed member or a key with escapes (GitHub's have none). `first` is
    /// true before the first member and is cleared. The name at `expected` (the one after the
    /// last found: GitHub sends its members in one order) is checked in place first.
    @usableFromInline mutating func nextField(first: inout Bool, expected: Int, in table: KeyTable,
                                              key: inout Range<Int>) -> Int {
        // The bytes are looked at directly (GitHub sends no spaces, so `skipSpace` returns at once).
        skipSpace()
        let count = bytes.count
        guard index < count, let base = bytes.baseAddress else { return Self.invalidMember }
        if first {
            first = false
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return Self.endOfObject
            }
        } else {
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                skipSpace()
            case UInt8(ascii: "}"):
                index += 1
                return Self.endOfObject
            default:
                return Self.invalidMember
            }
        }
        guard index < count, bytes[index] == UInt8(ascii: "\"") else { return Self.invalidMember }
        let start = index + 1
        var position = Self.unknownKey
        var end = start
        if expected < table.entries.count {
            let entry = table.entries[expected]
            if entry.length >= 0, entry.length < count - start,
               keyMatches(entry, table.nameBytes, at: start, base: base) {
                position = expected
                end = start + entry.length
            }
        }
        if position < 0 {
            end = firstSpecialByte(from: start)
            guard end < count, bytes[end] == UInt8(ascii: "\"") else { return Self.invalidMember }
            position = self.position(ofKey: start..<end, in: table) ?? Self.unknownKey
        }
        index = end + 1
        if index < count, bytes[index] == UInt8(ascii: ":") {
            index += 1
        } else {
            guard consume(UInt8(ascii: ":")) else { return Self.invalidMember }
        }
        if position < 0 { key = start..<end }
        return position
    }

    /// True when the key at `start` is the name `entry` stands for, its closing quote included
    /// (`entry.length` < the bytes left after `start`).
    @inline(__always)
    private func keyMatches(_ entry: KeyTable.Entry, _ nameBytes: [UInt8], at start: Int, base: UnsafeRawPointer) -> Bool {
        let key = base + start
        let words = KeyPrefix.words(key, length: entry.length, canLoadWord: start + 8 <= bytes.count)
        guard words.head == entry.head, words.tail == entry.tail else { return false }
        // Past 16 bytes, those between the two words.
        var offset = 8
        while offset < entry.length + 1 - 8 {
            guard key.load(fromByteOffset: offset, as: UInt8.self) == nameBytes[entry.offset + offset] else { return false }
            offset += 1
        }
        return true
    }

    /// The position in `table`'s names of the key whose bytes are at `range` (its closing quote
    /// after them), or nil for another key.
    @usableFromInline func position(ofKey range: Range<Int>, in table: KeyTable) -> Int? {
        let length = range.count
        guard length <= table.longest, range.upperBound < bytes.count, let base = bytes.baseAddress else { return nil }
        let words = KeyPrefix.words(base + range.lowerBound, length: length, canLoadWord: range.lowerBound + 8 <= bytes.count)
        let mask = table.slots.count - 1
        var slot = KeyTable.slot(words.head, words.tail, shift: table.shift)
        while true {
            let stored = Int(table.slots[slot])
            if stored == 0 { return nil }
            let entry = table.entries[stored - 1]
            if entry.length == length, keyMatches(entry, table.nameBytes, at: range.lowerBound, base: base) {
                return stored - 1
            }
            slot = (slot + 1) & mask
        }
    }

    /// The position of the first `"`, `\\` or control character at or after `start`, or the
    /// end: 8 bytes at a time (SWAR), as keys and strings are scanned for their end.
    @usableFromInline func firstSpecialByte(from start: Int) -> Int {
        var highBits: UInt64 = 0
        return firstSpecialByte(from: start, highBits: &highBits)
    }

    /// `firstSpecialByte(from:)`, gathering into `highBits` the bytes before it (an 0x80 bit
    /// is set where one is not ASCII).
    @inline(__always)
    private func firstSpecialByte(from start: Int, highBits: inout UInt64) -> Int {
        let count = bytes.count
        var position = start
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            while position + 8 <= count {
                let word = UInt64(littleEndian: (base + position).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
                // A byte's high bit is set where it is 0 after the XOR, or below 0x20; the lowest
                // such byte is exact (the tricks' borrows only reach bytes above a true one).
                let found = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) & ~word)
                    & (ones &* 0x80)
                if found != 0 {
                    // The bytes below the lowest found one (the found one is ASCII).
                    highBits |= word & ((found & (0 &- found)) &- 1)
                    return position + found.trailingZeroBitCount / 8
                }
                highBits |= word
                position += 8
            }
        }
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return position }
            highBits |= UInt64(byte)
            position += 1
        }
        return count
    }

    /// Consumes the `[` opening an array; false when something else comes.
    @usableFromInline mutating func beginArray() -> Bool {
        consume(UInt8(ascii: "["))
    }

    /// True when an element comes next, false at the array's end, nil when neither does.
    @usableFromInline mutating func nextElement(first: inout Bool) -> Bool? {
        if first {
            first = false
            return consume(UInt8(ascii: "]")) ? false : true
        }
        if consume(UInt8(ascii: ",")) { return true }
        return consume(UInt8(ascii: "]")) ? false : nil
    }

    /// True (and consumed) when the next value is `null`.
    public mutating func null() -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        return consumeLiteral("null")
    }

    // MARK: Scalars

    @usableFromInline mutating func scanBool() -> Bool? {
        switch peek() {
        case UInt8(ascii: "t"): return consumeLiteral("true") ? true : nil
        case UInt8(ascii: "f"): return consumeLiteral("false") ? false : nil
        default: return nil
        }
    }

    /// A whole number written without fraction or exponent that fits an `Int`.
    @usableFromInline mutating func scanInt() -> Int? {
        guard let first = peek() else { return nil }
        var position = index
        let negative = first == UInt8(ascii: "-")
        if negative { position += 1 }
        var value = 0
        let start = position
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            let digit = Int(bytes[position] - 0x30)
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = negative ? times10.subtractingReportingOverflow(digit)
                                            : times10.addingReportingOverflow(digit)
            guard !overflow1, !overflow2 else { return nil }
            value = sum
            position += 1
        }
        guard position > start, !(bytes[start] == 0x30 && position - start > 1) else { return nil }
        if position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
            default: break
            }
        }
        index = position
        return value
    }

    /// A string, unescaped (a lone surrogate as U+FFFD); nil for invalid UTF-8, a raw control
    /// character or an unknown escape.
    @usableFromInline mutating func scanString() -> String? {
        guard peek() == UInt8(ascii: "\""), let base = bytes.baseAddress else { return nil }
        let start = index + 1
        var highBits: UInt64 = 0
        let position = firstSpecialByte(from: start, highBits: &highBits)
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            let utf8 = UnsafeBufferPointer(start: (base + start).assumingMemoryBound(to: UInt8.self), count: position - start)
            // ASCII (seen in the scan) is valid UTF-8 as it is: made without the general validation.
            if highBits & 0x8080_8080_8080_8080 == 0 {
                index = position + 1
                return String(decoding: utf8, as: UTF8.self)
            }
            // The cursor stays at the string when it is not UTF-8 (the caller says so or skips it).
            guard let text = String(validating: utf8, as: UTF8.self) else { return nil }
            index = position + 1
            return text
        case UInt8(ascii: "\\"):
            return escapedString(from: start)
        default:
            return nil
        }
    }

    /// The next value when it is a string of ASCII with no escape: its bytes (inside the
    /// document, valid as long as it is), consumed; nil, with nothing consumed, for anything else
    /// (read it then with `string()` or `lenientString()`). A 30,000-entry tree's paths and SHAs
    /// are copied from here without a `String` each.
    public mutating func plainASCIIString() -> UnsafeRawBufferPointer? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var highBits: UInt64 = 0
        let position = firstSpecialByte(from: start, highBits: &highBits)
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\""),
              highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        index = position + 1
        return UnsafeRawBufferPointer(rebasing: bytes[start..<position])
    }

    /// The string from `start` (past its opening quote), which has an escape: its end is found
    /// first, which bounds its unescaped length.
    private mutating func escapedString(from start: Int) -> String? {
        guard let base = bytes.baseAddress, let end = closingQuote(from: start) else { return nil }
        guard PlainText.isPrintableASCII(base + start, count: end - start) else {
            return escapedTextString(from: start, capacity: end - start)
        }
        // Printable ASCII (the common case, a README's base64 with its `\n`s): unescaped straight
        // into the string's own storage, the runs between backslashes found with `memchr`.
        do {
            let text = try String(unsafeUninitializedCapacity: end - start) { output throws(EscapeError) in
                try unescapePrintable(start..<end, base: base, into: output)
            }
            index = end + 1
            return text
        } catch {
            return nil
        }
    }

    /// Why `unescapePrintable` stopped: an unknown escape, or (never, by the bound) no room.
    private struct EscapeError: Error {}

    /// Unescapes `range` (printable ASCII, its closing quote at `range.upperBound`) into
    /// `output`, at least `range.count` long; the count written.
    private func unescapePrintable(_ range: Range<Int>, base: UnsafeRawPointer,
                                   into output: UnsafeMutableBufferPointer<UInt8>) throws(EscapeError) -> Int {
        guard let out = output.baseAddress else { throw EscapeError() }
        var position = range.lowerBound
        var written = 0
        while true {
            let runEnd = memchr(base + position, Int32(UInt8(ascii: "\\")), range.upperBound - position)
                .map { base.distance(to: UnsafeRawPointer($0)) } ?? range.upperBound
            let length = runEnd - position
            guard written + length <= output.count else { throw EscapeError() }
            UnsafeMutableRawPointer(out + written).copyMemory(from: base + position, byteCount: length)
            written += length
            position = runEnd
            if position == range.upperBound { return written }
            // A backslash: its escape ends before the closing quote (an escaped quote is not it).
            guard position + 1 < range.upperBound else { throw EscapeError() }
            let escape = bytes[position + 1]
            position += 2
            let byte: UInt8
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte = escape
            case UInt8(ascii: "b"): byte = 0x08
            case UInt8(ascii: "f"): byte = 0x0C
            case UInt8(ascii: "n"): byte = 0x0A
            case UInt8(ascii: "r"): byte = 0x0D
            case UInt8(ascii: "t"): byte = 0x09
            case UInt8(ascii: "u"):
                guard let scalar = unicodeEscape(at: &position) else { throw EscapeError() }
                let encoded = UTF8.encode(scalar) ?? UTF8.encode("\u{FFFD}")!
                guard written + encoded.count <= output.count else { throw EscapeError() }
                for unit in encoded {
                    out[written] = unit
                    written += 1
                }
                continue
            default:
                throw EscapeError()
            }
            guard written < output.count else { throw EscapeError() }
            out[written] = byte
            written += 1
        }
    }

    /// The scalar a `\u` escape's 4 hex digits at `position` write (with the low half that
    /// follows a high surrogate), `position` moved past them; a lone surrogate as U+FFFD; nil
    /// when the digits are not hex.
    private func unicodeEscape(at position: inout Int) -> Unicode.Scalar? {
        guard var scalar = hex4(at: position) else { return nil }
        position += 4
        if (0xD800...0xDBFF).contains(scalar), position + 6 <= bytes.count,
           bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
           let low = hex4(at: position + 2), (0xDC00...0xDFFF).contains(low) {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            position += 6
        }
        // A lone surrogate is no scalar: U+FFFD stands for it.
        return Unicode.Scalar(scalar) ?? "\u{FFFD}"
    }

    /// An escaped string with control characters or non-ASCII bytes: unescaped into an array
    /// (`capacity` bounds it), which is then validated as UTF-8.
    private mutating func escapedTextString(from start: Int, capacity: Int) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(capacity)
        var position = start
        while position < bytes.count {
            // The run up to the next quote, backslash or control character, copied at once.
            let end = firstSpecialByte(from: position)
            if end > position {
                output.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[position..<end]))
                position = end
                continue
            }
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: output, as: UTF8.self) else { return nil }
                index = position + 1
                return text
            case UInt8(ascii: "\\"):
                guard position + 1 < bytes.count else { return nil }
                let escape = bytes[position + 1]
                position += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
                case UInt8(ascii: "b"): output.append(0x08)
                case UInt8(ascii: "f"): output.append(0x0C)
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "u"):
                    guard let unicode = unicodeEscape(at: &position) else { return nil }
                    output.append(contentsOf: UTF8.encode(unicode)!)
                default:
                    return nil
                }
            default:
                guard byte >= 0x20 else { return nil }
                output.append(byte)
                position += 1
            }
        }
        return nil
    }

    private func hex4(at position: Int) -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: Skipping

    /// Skips one value of any kind, checking only what it must to find its end.
    @usableFromInline mutating func skipValue() -> Bool {
        guard let first = peek() else { return false }
        switch first {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    guard depth <= Self.maximumDepth else { return false }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default:
                    break
                }
                index += 1
            }
            return false
        case UInt8(ascii: "t"): return consumeLiteral("true")
        case UInt8(ascii: "f"): return consumeLiteral("false")
        case UInt8(ascii: "n"): return consumeLiteral("null")
        default:
            let start = index
            while index < bytes.count {
                switch bytes[index] {
                case 0x30...0x39, UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
                     UInt8(ascii: "E"):
                    index += 1
                default:
                    return index > start
                }
            }
            return index > start
        }
    }

    /// Skips the string at `index` (its opening quote).
    private mutating func skipString() -> Bool {
        guard let quote = closingQuote(from: index + 1) else { return false }
        index = quote + 1
        return true
    }

    /// The closing quote of the string whose text starts at `start`: the first quote after it
    /// that an odd run of backslashes does not escape, found with `memchr` rather than byte by
    /// byte; nil when there is none.
    private func closingQuote(from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = start
        while position < bytes.count {
            guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), bytes.count - position) else {
                return nil
            }
            let quote = base.distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return quote }
            position = quote + 1
        }
        return nil
    }

    // MARK: Reading, for `JSONReadable`

    /// Reads an object: each member `fields` names is handed to `member` with the cursor at its
    /// value (which `member` must read); the others are skipped. A named member twice is an
    /// error, and an error inside a member says which.
    @inlinable
    public mutating func readObject<Field>(_ fields: JSONFields<Field>,
                                           _ member: (inout JSONCursor, Field) throws -> Void) throws {
        guard beginObject() else { throw unexpected("an object") }
        var seen = KeysSeen()
        var first = true
        var expected = 0
        var key = 0..<0
        while true {
            let position = nextField(first: &first, expected: expected, in: fields.table, key: &key)
            guard position >= 0 else {
                switch position {
                case Self.endOfObject:
                    return
                case Self.unknownKey:
                    guard skipValue() else {
                        throw JSONError("a malformed value, or nesting deeper than \(Self.maximumDepth)",
                                        path: String(decoding: UnsafeRawBufferPointer(rebasing: bytes[key]), as: UTF8.self))
                    }
                    continue
                default:
                    throw JSONError("expected a member name in quotes (GitHub's have no escapes) or the object's end")
                }
            }
            expected = position + 1
            let field = fields.fields[position]
            guard seen.first(position) else { throw JSONError("the member appears twice", path: field.rawValue) }
            do {
                try member(&self, field)
            } catch let error as JSONError {
                throw error.inside(member: field.rawValue)
            }
        }
    }

    /// Reads an array, handing `element` the cursor at each element (which it must read).
    @inlinable
    public mutating func readArray(_ element: (inout JSONCursor) throws -> Void) throws {
        guard beginArray() else { throw unexpected("an array") }
        var first = true
        var count = 0
        while true {
            guard let more = nextElement(first: &first) else {
                throw JSONError("expected `,` or `]`", path: count == 0 ? "" : "[\(count - 1)]")
            }
            if !more { return }
            do {
                try element(&self)
            } catch let error as JSONError {
                throw error.inside(element: count)
            }
            count += 1
        }
    }

    /// A whole number (no fraction or exponent) that fits an `Int`.
    @inlinable
    public mutating func int() throws -> Int {
        guard let value = scanInt() else { throw unexpected("a whole number that fits in 64 bits") }
        return value
    }

    /// A string, unescaped.
    @inlinable
    public mutating func string() throws -> String {
        guard let value = scanString() else {
            guard peek() == UInt8(ascii: "\"") else { throw unexpected("a string") }
            throw JSONError("a string with invalid UTF-8, a raw control character or an unknown escape")
        }
        return value
    }

    /// A number, as `Double(_:)` reads its text (a finite one: `1e999` is an error).
    public mutating func double() throws -> Double {
        guard let first = peek(), first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
            throw unexpected("a number")
        }
        let start = index
        try skip()
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw JSONError("a number Swift cannot read as a finite Double")
        }
        return value
    }

    /// `true` or `false`.
    @inlinable
    public mutating func bool() throws -> Bool {
        guard let value = scanBool() else { throw unexpected("true or false") }
        return value
    }

    /// A whole number, or nil for `null`.
    @inlinable
    public mutating func optionalInt() throws -> Int? {
        null() ? nil : try int()
    }

    /// A string, or nil for `null`.
    @inlinable
    public mutating func optionalString() throws -> String? {
        null() ? nil : try string()
    }

    /// `true` or `false`, or nil for `null`.
    @inlinable
    public mutating func optionalBool() throws -> Bool? {
        null() ? nil : try bool()
    }

    /// A value, or nil for `null`.
    @inlinable
    public mutating func optional<Value: JSONReadable>(_ type: Value.Type = Value.self) throws -> Value? {
        null() ? nil : try Value(json: &self)
    }

    /// A string, or nil for anything else (skipped): for members a wrong kind must not spoil.
    @inlinable
    public mutating func lenientString() throws -> String? {
        if let value = scanString() { return value }
        try skip()
        return nil
    }

    /// `true` or `false`, or nil for anything else (skipped).
    @inlinable
    public mutating func lenientBool() throws -> Bool? {
        if let value = scanBool() { return value }
        try skip()
        return nil
    }

    /// A date as GitHub writes it (`2014-01-27T17:39:32Z`, or with an offset), or nil for null,
    /// another form or another kind: a bad date never spoils its entity.
    @inlinable
    public mutating func lenientDate() throws -> Date? {
        // GitHub's dates are plain ASCII: read from the document's bytes, no `String` made.
        if let ascii = plainASCIIString() { return InternetDate.parse(ascii: ascii) }
        guard let text = try lenientString() else { return nil }
        return InternetDate.parse(text)
    }

    /// A count: a whole number, saturated when it does not fit, a fraction truncated; nil for
    /// null or another kind: a strange number never fails its answer.
    public mutating func lenientCount() throws -> Int? {
        if let exact = scanInt() { return exact }
        guard let first = peek(), first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else {
            try skip()
            return nil
        }
        let start = index
        try skip()
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let real = Double(text), !real.isNaN else { return nil }
        if real >= 9.223_372_036_854_775e18 { return Int.max }
        if real <= -9.223_372_036_854_775e18 { return Int.min }
        return Int(real)
    }

    /// Skips one value of any kind.
    @inlinable
    public mutating func skip() throws {
        guard skipValue() else { throw JSONError("a malformed value, or nesting deeper than \(Self.maximumDepth)") }
    }

    /// "expected `what`, found …", naming what comes next.
    @usableFromInline mutating func unexpected(_ what: String) -> JSONError {
        let found: String
        guard let next = peek() else { return JSONError("expected \(what), found the end of the input") }
        switch next {
        case UInt8(ascii: "{"): found = "an object"
        case UInt8(ascii: "["): found = "an array"
        case UInt8(ascii: "\""): found = "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): found = "true or false"
        case UInt8(ascii: "n"): found = "null"
        case UInt8(ascii: "-"), 0x30...0x39: found = "a number"
        default: found = "something that is not JSON"
        }
        return JSONError("expected \(what), found \(found)")
    }
}
