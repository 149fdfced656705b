import Entities
import Interactors
import PresentationKit
import RepositoryBrowsing
import TextCells
import Usecases

/// Runs `ghbrowse blame`: the blame (GraphQL, which needs a token: without one, a sentence and no
/// request), then the file at the same ref, each line printed with its commit: tab-separated
/// piped, aligned on a terminal, or JSON. Every text from GitHub is sanitized.
@MainActor
final class BlameCommandRunner {
    private let blameUsecase: BlameUsecase
    private let fileUsecase: FileContentsUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(blameUsecase: BlameUsecase, fileUsecase: FileContentsUsecase, repositoryUsecase: RepositoryUsecase,
         freshness: AnswerFreshness, context: CommandLineContext) {
        self.blameUsecase = blameUsecase
        self.fileUsecase = fileUsecase
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    /// The sentence without a token.
    static let tokenNeeded = "ghbrowse: blame needs a token (GitHub's GraphQL API): run gh auth login, or set GH_TOKEN"

    func run(fullName: String, path: String, ref: String?, json: JSONOutputRequest?,
             completion: @escaping @MainActor (Int32) -> Void) {
        guard context.hasToken else {
            context.output.writeError(Self.tokenNeeded)
            completion(CommandLineContext.failureStatus)
            return
        }
        // GraphQL's name for the default branch's tip.
        let blameRef = ref ?? "HEAD"
        blameUsecase.fetchBlame(fullName: fullName, path: path, ref: blameRef, freshness: freshness) { [self] result in
            switch result {
            case .failure(.notFound(let message)):
                context.output.writeError("ghbrowse: no blame for \(TextSanitizer.singleLine(path)) in "
                                          + "\(TextSanitizer.singleLine(fullName)): \(TextSanitizer.singleLine(message))")
                completion(CommandLineContext.failureStatus)
            case .failure(let error):
                completion(context.fail(error, about: "the blame"))
            case .success(let answer):
                fetchFile(fullName: fullName, path: path, ref: ref, blame: context.value(of: answer), json: json,
                          completion: completion)
            }
        }
    }

    private func fetchFile(fullName: String, path: String, ref: String?, blame: Blame, json: JSONOutputRequest?,
                           completion: @escaping @MainActor (Int32) -> Void) {
        FileBytesFetch(usecase: fileUsecase, repositoryUsecase: repositoryUsecase, freshness: freshness, context: context)
            .fetch(fullName: fullName, path: path, ref: ref, completion: completion) { [self] bytes in
                guard !BinaryDetection.isBinary(bytes) else {
                    context.output.writeError("ghbrowse: \(TextSanitizer.singleLine(path)) is a binary file: no lines to blame")
                    completion(CommandLineContext.failureStatus)
                    return
                }
                completion(report(BlameLineItem.items(blame: blame, bytes: bytes), json: json))
            }
    }

    private func report(_ items: [BlameLineItem], json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(items, table: RepositoryCommandJSON.blameFields, only: json.fields),
                                     json)
        }
        var text = ""
        let numberWidth = String(items.count).count
        for item in items {
            let number = String(item.line)
            if context.output.isTerminal {
                let group = item.group
                let author = TextLayout.pad(TextLayout.truncate(group?.author ?? "", toWidth: 16), toWidth: 16)
                text += TextLayout.truncate(TextLayout.pad(group?.shortSHA ?? "", toWidth: 7) + "  " + author + "  "
                                            + TextLayout.pad(group?.date.map(DateText.day) ?? "", toWidth: 10) + "  "
                                            + String(repeating: " ", count: numberWidth - number.count) + number + "  "
                                            + TextSanitizer.singleLine(TabExpansion.expand(item.text)),
                                            toWidth: context.output.width) + "\n"
            } else {
                text += [TextSanitizer.singleLine(item.group?.oid ?? ""), item.group?.author ?? "",
                         item.group?.date.map(ISO8601Text.string) ?? "", number, TextSanitizer.singleLine(item.text)]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return 0
    }
}

/// One line of a blamed file, as `ghbrowse blame` prints it: its number (from 1), its text, and
/// the commit that last changed it (nil when no range names it).
struct BlameLineItem: Sendable {
    var line: Int
    var text: String
    var group: BlameLines.Group?

    /// Every line of `bytes` (split at `\n`, a `\r` before it dropped) with its commit.
    static func items(blame: Blame, bytes: [UInt8]) -> [BlameLineItem] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { lines.removeLast() }
        let laidOut = BlameLines(blame, lineCount: lines.count)
        return lines.enumerated().map { index, line in
            let text = line.last == 0x0D ? line.dropLast() : line
            return BlameLineItem(line: index + 1, text: String(decoding: text, as: UTF8.self),
                                 group: laidOut.group(ofLine: index))
        }
    }
}
