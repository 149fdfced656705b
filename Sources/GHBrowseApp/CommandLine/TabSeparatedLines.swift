import TextCells

/// Tab-separated lines written straight into UTF-8 bytes (`ghbrowse tree` piped: 30,077 lines,
/// issue 30): a text field made safe for one line (`TextSanitizer.singleLine`, whose tabs are
/// spaces, so fields stay apart) only when its bytes are not plain already, numbers as digits.
struct TabSeparatedLines {
    /// The lines so far.
    private(set) var bytes: [UInt8] = []
    /// Whether the next field is the line's first (no tab before it).
    private var atLineStart = true

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// A text field: as it is when plain (printable, no control, no tab), else `singleLine`'s text.
    mutating func field(_ text: String) {
        separate()
        var text = text
        let plain = text.withUTF8 { utf8 in
            guard TextSanitizer.isPlain(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if !plain { bytes.append(contentsOf: TabSeparated.field(TextSanitizer.singleLine(text)).utf8) }
    }

    /// A text field given as its UTF-8 bytes (a tree's packed path): as `field(_:)` writes it.
    mutating func field(utf8: UnsafeBufferPointer<UInt8>) {
        guard TextSanitizer.isPlain(utf8) else {
            field(String(decoding: utf8, as: UTF8.self))
            return
        }
        separate()
        bytes.append(contentsOf: utf8)
    }

    /// A number field, or `placeholder` when there is none (`-` for a directory's size).
    mutating func field(_ number: Int?, placeholder: StaticString = "-") {
        separate()
        if let number {
            DecimalDigits.append(number, to: &bytes)
        } else {
            bytes.append(contentsOf: UnsafeBufferPointer(start: placeholder.utf8Start, count: placeholder.utf8CodeUnitCount))
        }
    }

    /// Ends the line.
    mutating func endLine() {
        bytes.append(0x0A)
        atLineStart = true
    }

    private mutating func separate() {
        if !atLineStart { bytes.append(0x09) }
        atLineStart = false
    }
}
