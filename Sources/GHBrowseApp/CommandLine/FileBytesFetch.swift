import Usecases
import Entities
import RepositoryBrowsing
import TextCells

/// One file's bytes for a command (`cat`, `blame`): fetched at a ref, or why not said on standard
/// error ("nope.py: no such file in o/r at develop", which repository or ref is missing, or that
/// it is too large) with the failure status.
@MainActor
struct FileBytesFetch {
    let usecase: FileContentsUsecase
    let repositoryUsecase: RepositoryUsecase
    let freshness: AnswerFreshness
    let context: CommandLineContext

    /// `bytes` gets the file's bytes; `completion` the exit status when there are none.
    func fetch(fullName: String, path: String, ref: String?, completion: @escaping @MainActor (Int32) -> Void,
               bytes: @escaping @MainActor ([UInt8]) -> Void) {
        let context = self.context
        let repositoryUsecase = self.repositoryUsecase
        usecase.fetchFile(fullName: fullName, path: path, ref: ref, knownSize: nil, freshness: freshness) { result in
            switch result {
            case .failure(let error):
                context.failInside(error, fullName: fullName, ref: ref, usecase: repositoryUsecase, inside: { repository in
                    NotFoundSentence.file(path, in: fullName, at: ref ?? repository.defaultBranch ?? "its default branch")
                }, completion: completion)
            case .success(let answer):
                switch context.value(of: answer) {
                case .tooLarge(let size):
                    context.output.writeError(Self.tooLargeSentence(path: path, size: size,
                                                                    onTerminal: context.output.isTerminal))
                    completion(CommandLineContext.failureStatus)
                case .file(let file):
                    bytes(file)
                }
            }
        }
    }

    /// "ghbrowse: big.bin is 12.0 MB, too large to show here; pipe it to a file to save it".
    static func tooLargeSentence(path: String, size: Int?, onTerminal: Bool) -> String {
        let what = size.map { "is \(ByteCount.text($0))" }
            ?? "is larger than \(ByteCount.text(onTerminal ? FileContentsLimit.shownBytes : FileContentsLimit.servedBytes))"
        return "ghbrowse: \(TextSanitizer.singleLine(path)) \(what), too large to "
            + (onTerminal ? "show here; pipe it to a file to save it" : "fetch (GitHub serves files up to 100 MB)")
    }
}
