/// A TOML 1.0 parser for `config.toml`: one pass over the bytes, time linear in their length,
/// no recursion deeper than `maximumNesting`, and every malformed input a `TOMLError` with its line
/// (never a trap or an abort: toml++, which TOMLKit wraps, asserted on inputs the fuzzer found).
public struct TOMLParser {
    /// Arrays and inline tables nested deeper than this are an error, not a deep recursion.
    public static let maximumNesting = 32

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var root = TOMLTable()
    /// Where `key = value` lines go: the path of the last table header.
    private var current: [String] = []
    /// Tables a header or a dotted key made, which a later header may not define again.
    private var defined: Set<[String]> = []
    /// Tables written inline (`a = { … }`) or as values: closed to later keys and headers.
    private var closed: Set<[String]> = []

    /// Parses `text`; the tables in the order they were written.
    public static func parse(_ text: String) -> Result<TOMLTable, TOMLError> {
        var parser = TOMLParser(bytes: Array(text.utf8))
        do {
            try parser.document()
            return .success(parser.root)
        } catch let error as TOMLError {
            return .failure(error)
        } catch {
            return .failure(TOMLError(line: parser.line, message: "unreadable"))
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 } // a byte-order mark
    }

    // MARK: Lines

    private mutating func document() throws {
        while true {
            skipSpaces()
            guard let byte = peek else { return }
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"):
                try endOfLine()
            case UInt8(ascii: "["):
                try header()
                try endOfLine()
            default:
                let (path, value) = try keyValue(depth: 0)
                try assign(value, at: current, path)
                try endOfLine()
            }
        }
    }

    /// `[a.b]` or `[[a.b]]`.
    private mutating func header() throws {
        index += 1
        let isArray = peek == UInt8(ascii: "[")
        if isArray { index += 1 }
        skipSpaces()
        let path = try key()
        skipSpaces()
        try expect("]")
        if isArray { try expect("]") }
        if isArray {
            try appendTable(at: path)
        } else {
            let identity = try self.identity(of: path)
            guard !defined.contains(identity), !closed.contains(identity) else {
                throw error("the table [\(path.joined(separator: "."))] is defined twice")
            }
            try makeTable(at: path)
            defined.insert(identity)
        }
        current = path
    }

    /// Spaces, then a comment or nothing, then the end of the line (or of the text).
    private mutating func endOfLine() throws {
        skipSpaces()
        if peek == UInt8(ascii: "#") {
            while let byte = peek, byte != UInt8(ascii: "\n") { index += 1 }
        }
        if peek == UInt8(ascii: "\r") { index += 1 }
        guard let byte = peek else { return }
        guard byte == UInt8(ascii: "\n") else { throw error("unexpected text after a value") }
        index += 1
        line += 1
    }

    // MARK: Keys and tables

    /// `key = value`; the key's path (dotted keys: several parts) and the value.
    private mutating func keyValue(depth: Int) throws -> ([String], TOMLValue) {
        let path = try key()
        skipSpaces()
        try expect("=")
        skipSpaces()
        return (path, try value(depth: depth))
    }

    /// A dotted key: bare, basic or literal parts between dots.
    private mutating func key() throws -> [String] {
        var parts: [String] = []
        while true {
            skipSpaces()
            switch peek {
            case UInt8(ascii: "\""):
                parts.append(try basicString())
            case UInt8(ascii: "'"):
                parts.append(try literalString())
            default:
                let start = index
                while let byte = peek, Self.isBareKey(byte) { index += 1 }
                guard index > start else { throw error("a key is missing") }
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            skipSpaces()
            guard peek == UInt8(ascii: ".") else { return parts }
            index += 1
            guard parts.count < Self.maximumNesting else { throw error("a key of more than \(Self.maximumNesting) parts") }
        }
    }

    private static func isBareKey(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }

    /// Puts `value` at `base + path`, making the tables a dotted key names.
    private mutating func assign(_ value: TOMLValue, at base: [String], _ path: [String]) throws {
        guard let last = path.last else { return }
        let parent = base + path.dropLast()
        try makeTable(at: parent)
        for length in base.count..<parent.count {
            defined.insert(try identity(of: Array(parent.prefix(length + 1))))
        }
        let full = parent + [last]
        let twice = error("the key \(full.joined(separator: ".")) is set twice")
        try update(at: parent) { table in
            guard table[last] == nil else { throw twice }
            table[last] = value
        }
        if case .table = value { closed.insert(try identity(of: full)) }
    }

    /// The path with, after each array of tables on it, which element it is in: the same header
    /// under another `[[…]]` element names another table.
    private func identity(of path: [String]) throws -> [String] {
        var identity: [String] = []
        var table: TOMLTable? = root
        for name in path {
            identity.append(name)
            switch table?[name] {
            case .table(let inner)?:
                table = inner
            case .array(let elements)? where elements.last?.table != nil:
                identity.append("#\(elements.count)")
                table = elements.last?.table
            default:
                table = nil
            }
        }
        return identity
    }

    /// Makes sure a table exists at `path` (the last element of an array of tables, where one
    /// stands on the way), failing where a value that is not a table, or a closed table, is.
    private mutating func makeTable(at path: [String]) throws {
        for length in 0..<path.count {
            let prefix = Array(path.prefix(length))
            let name = path[length]
            if closed.contains(try identity(of: prefix + [name])) {
                throw error("\((prefix + [name]).joined(separator: ".")) is already complete")
            }
            let notATable = error("\((prefix + [name]).joined(separator: ".")) is not a table")
            try update(at: prefix) { table in
                switch table[name] {
                case nil: table[name] = .table(TOMLTable())
                case .table?: break
                case .array(let elements)? where elements.last?.table != nil: break
                default: throw notATable
                }
            }
        }
    }

    /// `[[path]]`: a new table at the end of the array at `path`.
    private mutating func appendTable(at path: [String]) throws {
        guard let last = path.last else { return }
        let parent = Array(path.dropLast())
        try makeTable(at: parent)
        if closed.contains(try identity(of: path)) { throw error("\(path.joined(separator: ".")) is already complete") }
        let notAnArray = error("\(path.joined(separator: ".")) is not an array of tables")
        try update(at: parent) { table in
            try table.update(last) { slot in
                switch slot {
                case nil:
                    slot = .array([.table(TOMLTable())])
                case .array(var elements)? where elements.allSatisfy({ $0.table != nil }) && !elements.isEmpty:
                    slot = nil
                    elements.append(.table(TOMLTable()))
                    slot = .array(elements)
                default:
                    throw notAnArray
                }
            }
        }
    }

    /// Runs `change` on the table at `path` (through the last element of each array of tables),
    /// in place.
    private mutating func update(at path: [String], _ change: (inout TOMLTable) throws -> Void) throws {
        let problem = error("a value that is not a table")
        func descend(_ table: inout TOMLTable, _ rest: ArraySlice<String>) throws {
            guard let name = rest.first else { return try change(&table) }
            try table.update(name) { slot in
                switch slot {
                case .table(var inner)?:
                    slot = nil
                    defer { slot = .table(inner) }
                    try descend(&inner, rest.dropFirst())
                case .array(var elements)?:
                    guard case .table(var inner)? = elements.last else { throw problem }
                    slot = nil
                    elements[elements.count - 1] = .table(TOMLTable()) // so `inner` is the only reference
                    defer {
                        elements[elements.count - 1] = .table(inner)
                        slot = .array(elements)
                    }
                    try descend(&inner, rest.dropFirst())
                default:
                    throw problem
                }
            }
        }
        try descend(&root, path[...])
    }

    // MARK: Values

    private mutating func value(depth: Int) throws -> TOMLValue {
        guard depth < Self.maximumNesting else { throw error("arrays or tables nested more than \(Self.maximumNesting) deep") }
        guard let byte = peek else { throw error("a value is missing") }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(starts("\"\"\"") ? try multilineBasicString() : try basicString())
        case UInt8(ascii: "'"):
            return .string(starts("'''") ? try multilineLiteralString() : try literalString())
        case UInt8(ascii: "["):
            return try array(depth: depth + 1)
        case UInt8(ascii: "{"):
            return try inlineTable(depth: depth + 1)
        case UInt8(ascii: "t") where starts("true"):
            index += 4
            return .boolean(true)
        case UInt8(ascii: "f") where starts("false"):
            index += 5
            return .boolean(false)
        default:
            return try numberOrDate()
        }
    }

    private mutating func array(depth: Int) throws -> TOMLValue {
        index += 1
        var elements: [TOMLValue] = []
        while true {
            try skipBlank()
            if peek == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            elements.append(try value(depth: depth))
            try skipBlank()
            if peek == UInt8(ascii: ",") {
                index += 1
            } else {
                try skipBlank()
                try expect("]")
                return .array(elements)
            }
        }
    }

    private mutating func inlineTable(depth: Int) throws -> TOMLValue {
        index += 1
        var table = TOMLTable()
        skipSpaces()
        if peek == UInt8(ascii: "}") {
            index += 1
            return .table(table)
        }
        while true {
            skipSpaces()
            let (path, value) = try keyValue(depth: depth)
            try Self.put(value, at: path[...], in: &table, line: line)
            skipSpaces()
            if peek == UInt8(ascii: ",") {
                index += 1
            } else {
                try expect("}")
                return .table(table)
            }
        }
    }

    /// A dotted key's value inside an inline table.
    private static func put(_ value: TOMLValue, at path: ArraySlice<String>, in table: inout TOMLTable, line: Int) throws {
        guard let name = path.first else { return }
        if path.count == 1 {
            guard table[name] == nil else { throw TOMLError(line: line, message: "the key \(name) is set twice") }
            table[name] = value
            return
        }
        var inner: TOMLTable
        switch table[name] {
        case nil: inner = TOMLTable()
        case .table(let existing): inner = existing
        default: throw TOMLError(line: line, message: "\(name) is not a table")
        }
        try put(value, at: path.dropFirst(), in: &inner, line: line)
        table[name] = .table(inner)
    }

    /// An integer, a float, or a date-time (kept as written).
    private mutating func numberOrDate() throws -> TOMLValue {
        let start = index
        while let byte = peek, Self.isValueCharacter(byte) || (byte == UInt8(ascii: " ") && isDateTimeSpace(from: start)) {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty else { throw error("a value is missing") }
        if let number = Self.integer(text) { return .integer(number) }
        if let number = Self.float(text) { return .float(number) }
        if Self.isDateTime(text) { return .dateTime(text) }
        throw error("“\(text.prefix(20))” is not a value")
    }

    private static func isValueCharacter(_ byte: UInt8) -> Bool {
        isBareKey(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    /// A space between a date and a time (`1979-05-27 07:32:00`).
    private func isDateTimeSpace(from start: Int) -> Bool {
        index - start == 10 && index + 1 < bytes.count && (0x30...0x39).contains(bytes[index + 1])
            && bytes[start + 4] == UInt8(ascii: "-")
    }

    private static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        var negative = false
        if digits.first == "+" || digits.first == "-" {
            negative = digits.first == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.count > 2, digits.first == "0", let marker = digits.dropFirst().first, "xob".contains(marker) {
            guard text.first != "+" && text.first != "-" else { return nil }
            radix = marker == "x" ? 16 : marker == "o" ? 8 : 2
            digits = digits.dropFirst(2)
        } else if digits.count > 1, digits.first == "0" {
            return nil // no leading zeros
        }
        guard !digits.isEmpty, digits.first != "_", digits.last != "_", !digits.contains("__") else { return nil }
        let plain = digits.filter { $0 != "_" }
        guard let magnitude = UInt64(plain, radix: radix) else { return nil }
        if negative { return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    private static func float(_ text: String) -> Double? {
        let unsigned = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        if unsigned == "inf" { return text.first == "-" ? -.infinity : .infinity }
        if unsigned == "nan" { return .nan }
        guard unsigned.first?.isNumber == true, !unsigned.contains("__"), !unsigned.hasSuffix("_"),
              unsigned.contains(".") || unsigned.contains("e") || unsigned.contains("E"),
              !unsigned.hasPrefix("0") || unsigned.count == 1 || unsigned.dropFirst().first == "."
                || unsigned.dropFirst().first == "e" || unsigned.dropFirst().first == "E" else { return nil }
        if let dot = unsigned.firstIndex(of: ".") {
            // A digit on both sides of the point.
            guard dot > unsigned.startIndex, unsigned[unsigned.index(before: dot)].isNumber,
                  unsigned.index(after: dot) < unsigned.endIndex, unsigned[unsigned.index(after: dot)].isNumber else {
                return nil
            }
        }
        return Double(text.filter { $0 != "_" })
    }

    private static func isDateTime(_ text: String) -> Bool {
        let scalars = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= scalars.count && scalars[range].allSatisfy { (0x30...0x39).contains($0) }
        }
        let isDate = digits(0..<4) && scalars.count >= 10 && scalars[4] == UInt8(ascii: "-") && digits(5..<7)
            && scalars[7] == UInt8(ascii: "-") && digits(8..<10)
        let isTime = digits(0..<2) && scalars.count >= 8 && scalars[2] == UInt8(ascii: ":") && digits(3..<5)
            && scalars[5] == UInt8(ascii: ":") && digits(6..<8)
        return isDate || isTime
    }

    // MARK: Strings

    private mutating func basicString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var start = index
        while true {
            guard let byte = peek, byte != UInt8(ascii: "\n") else { throw error("a string is not closed") }
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
                index += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
                index += 1
                scalars.append(try escape())
                start = index
                continue
            }
            index += 1
        }
    }

    /// The escape after a backslash.
    private mutating func escape() throws -> Unicode.Scalar {
        guard let letter = peek else { throw error("a string is not closed") }
        index += 1
        switch letter {
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "e"): return "\u{1B}"
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = letter == UInt8(ascii: "u") ? 4 : 8
            guard index + count <= bytes.count,
                  let value = UInt32(String(decoding: bytes[index..<index + count], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(value) else { throw error("a \\u escape that is not a character") }
            index += count
            return scalar
        default:
            throw error("an unknown escape \\\(Unicode.Scalar(letter))")
        }
    }

    private mutating func literalString() throws -> String {
        index += 1
        let start = index
        while let byte = peek, byte != UInt8(ascii: "'") {
            guard byte != UInt8(ascii: "\n") else { throw error("a string is not closed") }
            index += 1
        }
        guard peek != nil else { throw error("a string is not closed") }
        defer { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func multilineBasicString() throws -> String {
        index += 3
        skipFirstNewline()
        var scalars = String.UnicodeScalarView()
        var start = index
        while true {
            guard let byte = peek else { throw error("a string is not closed") }
            if starts("\"\"\"") {
                // Up to two quotes may end the string's text.
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: "\""), end - index < 5 { end += 1 }
                scalars.append(contentsOf: String(decoding: bytes[start..<end - 3], as: UTF8.self).unicodeScalars)
                index = end
                return String(scalars)
            }
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
                index += 1
                if skipLineEndingBackslash() {
                    start = index
                    continue
                }
                scalars.append(try escape())
                start = index
                continue
            }
            index += 1
        }
    }

    private mutating func multilineLiteralString() throws -> String {
        index += 3
        skipFirstNewline()
        let start = index
        while peek != nil {
            if starts("'''") {
                var end = index + 3
                while end < bytes.count, bytes[end] == UInt8(ascii: "'"), end - index < 5 { end += 1 }
                let text = String(decoding: bytes[start..<end - 3], as: UTF8.self)
                index = end
                return text
            }
            if peek == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        throw error("a string is not closed")
    }

    private mutating func skipFirstNewline() {
        if starts("\r\n") { index += 2; line += 1 } else if peek == UInt8(ascii: "\n") { index += 1; line += 1 }
    }

    /// After a backslash: when only spaces follow to the end of the line, skips them and every
    /// blank up to the next text.
    private mutating func skipLineEndingBackslash() -> Bool {
        var probe = index
        while probe < bytes.count, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
        guard probe < bytes.count, bytes[probe] == UInt8(ascii: "\n") || bytes[probe] == UInt8(ascii: "\r") else {
            return false
        }
        index = probe
        while let byte = peek, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) {
            if byte == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        return true
    }

    // MARK: Bytes

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    private mutating func skipSpaces() {
        while let byte = peek, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { index += 1 }
    }

    /// Spaces, newlines and comments (inside an array).
    private mutating func skipBlank() throws {
        while let byte = peek {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "\n") {
                index += 1
                line += 1
            } else if byte == UInt8(ascii: "#") {
                while let byte = peek, byte != UInt8(ascii: "\n") { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws {
        guard peek == UInt8(ascii: character) else {
            throw error(peek == nil ? "the text ends where “\(character)” was expected" : "“\(character)” was expected")
        }
        index += 1
    }

    private func error(_ message: String) -> TOMLError {
        TOMLError(line: line, message: message)
    }
}

/// Why a TOML text could not be read, and on which line.
public struct TOMLError: Error, Equatable, Sendable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
