/// Writes JSON straight into UTF-8 bytes as it goes, pretty-printed (two spaces a level) or on
/// one line: what `--json` prints, without a tree of values, a dictionary per object or a second
/// pass over the text. Strings are escaped as they are copied: `"`, `\`, every C0 control (`\n`,
/// `\r`, `\t`, `\b`, `\f`, else `\u00XX`), and the characters `JSONInvisibles` names (DEL, the
/// C1 controls, the bidirectional controls, U+2028 and U+2029) as `\uXXXX` in lower-case hex.
///
/// The caller says where containers begin and end and which key comes next; the writer puts the
/// commas, line breaks and indentation where `JSONValue.text` always put them (an empty array
/// or object stays `[]` / `{}` on its line).
struct JSONWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// Line breaks and indentation (`text`), or everything on one line (`compactText`, jq's input).
    let isPretty: Bool
    /// For each open container, how many members it has so far.
    private var counts: [Int] = []
    /// A key was just written: the value that follows needs no separator.
    private var afterKey = false

    init(pretty: Bool, capacity: Int = 0) {
        isPretty = pretty
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        counts.append(0)
    }

    mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        counts.append(0)
    }

    mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    /// The next member's key (inside an object); its value is the next thing written.
    mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        if isPretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    // MARK: Values

    mutating func null() {
        separate()
        bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])  // null
    }

    mutating func bool(_ value: Bool) {
        separate()
        if value {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65])  // true
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65])  // false
        }
    }

    mutating func int(_ value: Int) {
        separate()
        DecimalDigits.append(value, to: &bytes)
    }

    mutating func string(_ text: String) {
        separate()
        appendString(text)
    }

    /// A string given as its UTF-8 bytes (valid UTF-8), escaped as `string(_:)` escapes a
    /// `String`'s: what `tree --json` copies from a packed tree's paths and SHAs.
    mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        JSONStringEscaper.append(utf8, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A line break after the document (what `text` ends with).
    mutating func finishLine() {
        bytes.append(0x0A)
    }

    // MARK: Layout

    /// Before a value or a key: a comma after the container's previous member, then its line.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = counts.indices.last else { return }
        if counts[last] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[last] += 1
        newline(depth: counts.count)
    }

    private mutating func close(_ bracket: UInt8) {
        let members = counts.removeLast()
        if members > 0 { newline(depth: counts.count) }
        bytes.append(bracket)
    }

    private mutating func newline(depth: Int) {
        guard isPretty else { return }
        bytes.append(0x0A)
        for _ in 0..<depth { bytes.append(contentsOf: [0x20, 0x20]) }
    }

    // MARK: Strings

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in JSONStringEscaper.append(utf8, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }
}
