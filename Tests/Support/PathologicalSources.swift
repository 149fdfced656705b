/// Sources that are cheap to hold and costly to highlight (issue 31): KSyntaxHighlighting pays, at
/// each context switch, for every context already open.
public enum PathologicalSources {
    /// 200,000 `<a>` on line 1 (600 KB: minutes of KSyntaxHighlighting), then 1,000 CDATA lines.
    public static let nestedXML: [UInt8] = {
        var bytes = [UInt8]()
        bytes.reserveCapacity(630_000)
        for _ in 0..<200_000 { bytes += [UInt8(ascii: "<"), UInt8(ascii: "a"), UInt8(ascii: ">")] }
        bytes.append(UInt8(ascii: "\n"))
        for index in 0..<1_000 { bytes += Array("<![CDATA[ line \(index) ]]>\n".utf8) }
        return bytes
    }()
}
