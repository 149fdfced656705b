/// Sources that are cheap to hold and costly to highlight (issue 31): KSyntaxHighlighting pays, at
/// each context switch, for every context already open.
public enum PathologicalSources {
    /// 200,000 `<a>` on line 1 (600 KB: minutes of KSyntaxHighlighting), then 1,000 CDATA lines.
    public static let nestedXML: [UInt8] = Array((String(repeating: "<a>", count: 200_000) + "\n"
        + (0..<1_000).map { "<![CDATA[ line \($0) ]]>\n" }.joined()).utf8)
}
