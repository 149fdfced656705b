/// The large trees the benchmarks open (`Benchmarks/inside.sh`, `files-benchmark`, issue 30):
/// tldr-pages/tldr's recorded 30,077-entry tree, and the same tree doubled (60,154 entries and a
/// `2` directory) served for `bench/large-tree-2x`; the `large-trees` search lists both.
public enum LargeTree {
    /// The repository whose recursive tree is the recorded large one.
    public static let fullName = "tldr-pages/tldr"
    /// The repository whose recursive tree is that tree doubled (`doubled(_:)`).
    public static let doubledFullName = "bench/large-tree-2x"
    /// A search query containing this lists `fullName` and `doubledFullName`.
    public static let searchQuery = "large-trees"

    /// The tree twice, as GitHub would write it: its entries, then each again under `2/` (after a
    /// `2` directory), the bytes otherwise as they came; nil when `json` has no `"tree":[…],"truncated"`.
    public static func doubled(_ json: [UInt8]) -> [UInt8]? {
        let open = Array(#""tree":["#.utf8)
        let close = Array(#"],"truncated""#.utf8)
        guard json.count >= open.count + close.count,
              let first = (0...(json.count - open.count)).first(where: { json[$0..<($0 + open.count)].elementsEqual(open) })
                .map({ $0 + open.count }),
              first <= json.count - close.count,
              let last = stride(from: json.count - close.count, through: first, by: -1)
                .first(where: { json[$0..<($0 + close.count)].elementsEqual(close) }) else { return nil }
        let entries = String(decoding: json[first..<last], as: UTF8.self)
        let moved = entries.replacing(#"{"path":""#, with: #"{"path":"2/"#)
        let directory = #"{"path":"2","mode":"040000","type":"tree","sha":"0000000000000000000000000000000000000002"},"#
        return Array(json[..<first]) + Array((entries + "," + directory + moved).utf8) + Array(json[last...])
    }
}
