/// Something `--json` can print: it writes itself into a `JSONWriter` (a `JSONValue`, or a
/// command's items under its field table, `JSONFieldRows`, written without building values).
protocol JSONWritable {
    func write(to writer: inout JSONWriter)
}

extension JSONWritable {
    /// Pretty-printed, two spaces a level, keys sorted, ending with a line break; DEL, the C1
    /// controls and the bidirectional controls written as `\uXXXX` (`JSONStringEscaper`).
    var textBytes: [UInt8] {
        var writer = JSONWriter(pretty: true)
        write(to: &writer)
        writer.finishLine()
        return writer.bytes
    }

    /// On one line, no line break after it (what `--jq` reads).
    var compactBytes: [UInt8] {
        var writer = JSONWriter(pretty: false)
        write(to: &writer)
        return writer.bytes
    }
}
