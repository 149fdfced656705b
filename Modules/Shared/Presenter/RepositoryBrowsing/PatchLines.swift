/// A patch's lines, read only when asked for: building it finds where each line starts (one pass
/// over the bytes), and `self[i]` classifies and cuts line `i` then. A 20,000-line patch on a
/// 50-row screen lays out the 50 lines drawn, not 20,000 (issue 30). The commit screen reads its
/// patches through it, and so will a pull request's files: one diff view.
///
/// Lines are unnumbered (`oldNumber` and `newNumber` nil); `DiffLine.lines(of:)` numbers a whole patch.
public struct PatchLines: RandomAccessCollection, Equatable, Sendable {
    /// The patch.
    private let patch: String
    /// Where each line starts in the patch's UTF-8, then one past the last line's end.
    private let starts: [Int]

    public init(_ patch: String) {
        var patch = patch
        let starts = patch.withUTF8 { Self.lineStarts($0) }
        self.patch = patch
        self.starts = starts
    }

    /// Where each line of `bytes` starts, then where one after the last would (a final `\n` ends
    /// the last line rather than starting an empty one).
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var count = bytes.count
        if count > 0, bytes[count - 1] == UInt8(ascii: "\n") { count -= 1 }
        var starts = [0]
        starts.reserveCapacity(count / 32 + 2)
        var index = 0
        while index < count {
            if bytes[index] == UInt8(ascii: "\n") { starts.append(index + 1) }
            index += 1
        }
        starts.append(count + 1)
        return starts
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { starts.count - 1 }

    /// Line `position`, classified and cut from the patch now (`DiffLine(line:)`).
    public subscript(position: Int) -> DiffLine {
        let start = starts[position]
        let end = starts[position + 1] - 1
        var patch = patch
        return patch.withUTF8 { DiffLine(line: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}
