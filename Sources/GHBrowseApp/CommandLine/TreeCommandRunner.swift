import Usecases
import Entities
import Interactors
import RepositoryBrowsing
import TextCells

/// Runs `ghbrowse tree`: the tree at a ref in one request, its entries below a path as lines,
/// an aligned table on a terminal, or JSON.
@MainActor
final class TreeCommandRunner {
    /// The ref when none is given: the default branch.
    static let defaultRef = "HEAD"

    private let usecase: RepositoryTreeUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(usecase: RepositoryTreeUsecase, repositoryUsecase: RepositoryUsecase, freshness: AnswerFreshness,
         context: CommandLineContext) {
        self.usecase = usecase
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, path: String?, ref: String?, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        usecase.fetchTree(fullName: fullName, ref: ref ?? Self.defaultRef, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                context.failInside(error, fullName: fullName, ref: ref, usecase: repositoryUsecase, inside: { _ in
                    ref.map { NotFoundSentence.ref($0, in: fullName) }
                }, completion: completion)
            case .success(let answer):
                completion(report(context.value(of: answer).tree, fullName: fullName, path: path, ref: ref, json: json))
            }
        }
    }

    private func report(_ tree: GitTree, fullName: String, path: String?, ref: String?, json: JSONOutputRequest?) -> Int32 {
        let directory = (path ?? "").split(separator: "/").joined(separator: "/")
        let all = tree.entries
        let selected: [Int] = directory.isEmpty ? Array(all.indices) : all.indices.filter {
            let path = all.path(at: $0)
            return path == directory || path.hasPrefix(directory + "/")
        }
        if tree.truncated {
            context.output.writeError("ghbrowse: GitHub cut the tree short (over 100,000 entries or 7 MB); "
                                      + "these are the entries it sent")
        }
        guard !selected.isEmpty || directory.isEmpty else {
            context.output.writeError("ghbrowse: \(fullName) has no \(directory) at \(ref ?? "its default branch")")
            return CommandLineContext.failureStatus
        }
        if let json {
            return context.printJSON(writing: GitTreeJSONRows(all, selected: selected, only: json.fields), json)
        } else if context.output.isTerminal {
            let entries = selected.map { all[$0] }
            let sizes = entries.map { $0.size.map(ByteCount.text) ?? "-" }
            let sizeWidth = sizes.map(\.count).max() ?? 1
            var text = ""
            for (entry, size) in zip(entries, sizes) {
                text += TextLayout.pad(entry.type.rawValue, toWidth: 7)
                    + String(repeating: " ", count: sizeWidth - size.count) + size + "  "
                    + TextSanitizer.singleLine(entry.path) + "\n"
            }
            context.output.write(text)
        } else {
            // About 50 bytes a line (GitHub's paths average 35): one allocation for most trees.
            var lines = TabSeparatedLines(capacity: selected.count * 64)
            all.pathBytes.withUnsafeBufferPointer { paths in
                for entry in selected {
                    lines.field(all.type(at: entry).rawValue)
                    lines.field(all.size(at: entry))
                    lines.field(utf8: UnsafeBufferPointer(rebasing: paths[all.pathRange(at: entry)]))
                    lines.endLine()
                }
            }
            context.output.write(bytes: lines.bytes)
        }
        return 0
    }
}
