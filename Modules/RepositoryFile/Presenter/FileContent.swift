import Markdown
import RepositoryBrowsing
import TextCells
import Usecases

/// What the file screen's body holds, and how it is drawn.
enum FileContent {
    case loading
    case failed(String)
    case tooLarge(Int?)
    case binary(Int)
    case text(bytes: [UInt8], lines: CodeLines, markdown: MarkdownDocument?)

    /// The body for the file at `path`: a sentence while it loads, failed, is too large or binary;
    /// else its lines, or its rendered Markdown when `showsRendered`.
    func body(path: String, showsRendered: Bool) -> RepositoryFileBody {
        switch self {
        case .loading:
            return .message("Loading \(TextSanitizer.singleLine(path))…", tone: .busy)
        case .failed(let sentence):
            return .message("Could not load the file: \(sentence)", tone: .warning)
        case .tooLarge(let size):
            let limit = ByteCount.text(FileContentsLimit.shownBytes)
            return .message((size.map { "\(ByteCount.text($0)) is too large to show here (over \(limit))" }
                                ?? "This file is too large to show here (over \(limit))") + ": o opens it on github.com",
                            tone: .normal)
        case .binary(let size):
            return .message("Binary file (\(ByteCount.text(size))) not shown: o opens it on github.com",
                            tone: .normal)
        case .text(_, let lines, let markdown):
            if let markdown, showsRendered { return .markdown(markdown) }
            return .code(lines)
        }
    }
}
