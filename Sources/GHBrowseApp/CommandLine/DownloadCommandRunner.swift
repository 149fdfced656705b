#if canImport(Glibc)
import Glibc
#endif
import Entities
import RepositoryBrowsing
import TextCells
import Usecases

/// Runs `ghbrowse download`: the release by its tag, then each asset matching the glob saved in
/// turn under its safe name (`SafeFileName`) in the directory, with a progress line on standard
/// error when it is a terminal; prints each saved path. Any asset not saved makes the status 1.
@MainActor
final class DownloadCommandRunner {
    private let releases: ReleasesUsecase
    private let saving: FileSavingUsecase
    private let context: CommandLineContext
    private let showsProgress: Bool

    init(releases: ReleasesUsecase, saving: FileSavingUsecase, context: CommandLineContext, showsProgress: Bool) {
        self.releases = releases
        self.saving = saving
        self.context = context
        self.showsProgress = showsProgress
    }

    func run(fullName: String, tag: String, pattern: String?, directory: String, overwrite: Bool,
             completion: @escaping @MainActor (Int32) -> Void) {
        guard saving.isDirectory(directory) else {
            context.output.writeError("ghbrowse: \(TextSanitizer.singleLine(directory)) is not a directory")
            return completion(CommandLineContext.failureStatus)
        }
        releases.fetchRelease(fullName: fullName, tag: tag, freshness: .latest) { [self] result in
            switch result {
            case .failure(let error):
                completion(context.fail(error, repository: fullName))
            case .success(let answer):
                let assets = context.value(of: answer).assets.filter { asset in
                    pattern.map { Self.matches(asset.name, glob: $0) } ?? true
                }
                guard !assets.isEmpty else {
                    context.output.writeError("ghbrowse: no asset of \(TextSanitizer.singleLine(tag))"
                                              + (pattern.map { " matches \(TextSanitizer.singleLine($0))" } ?? " to save"))
                    return completion(CommandLineContext.failureStatus)
                }
                save(assets[...], directory: directory, overwrite: overwrite, failed: false, completion: completion)
            }
        }
    }

    /// True when `name` matches the shell glob `glob` (`fnmatch`, no special meaning for `/`).
    static func matches(_ name: String, glob: String) -> Bool {
        fnmatch(glob, name, 0) == 0
    }

    private func save(_ assets: ArraySlice<ReleaseAsset>, directory: String, overwrite: Bool, failed: Bool,
                      completion: @escaping @MainActor (Int32) -> Void) {
        guard let asset = assets.first else {
            return completion(failed ? CommandLineContext.failureStatus : 0)
        }
        let rest = assets.dropFirst()
        guard let name = SafeFileName.from(asset.name), let url = asset.downloadURL else {
            context.output.writeError("ghbrowse: " + (asset.downloadURL == nil
                ? "\(TextSanitizer.singleLine(asset.name)) has no download address" : SaveSentence.refusedName(asset.name)))
            return save(rest, directory: directory, overwrite: overwrite, failed: true, completion: completion)
        }
        let target = (directory.hasSuffix("/") ? directory : directory + "/") + name
        let showsProgress = self.showsProgress
        let output = context.output
        _ = saving.save(.releaseAsset(url: url), to: target, overwrite: overwrite, progress: { step in
            guard showsProgress else { return }
            output.writeProgress(TextLayout.truncate("\(name)  " + TransferProgressText.line(step),
                                                     toWidth: max(output.width - 1, 10)))
        }, completion: { [self] outcome in
            if showsProgress { output.writeProgress(nil) }
            if case .saved(let path, _) = outcome {
                output.write(TextSanitizer.singleLine(path) + "\n")
            } else {
                output.writeError("ghbrowse: \(name): "
                                  + SaveSentence.outcome(outcome, now: context.clock.now, hasToken: context.hasToken))
            }
            let ok: Bool
            if case .saved = outcome { ok = true } else { ok = false }
            save(rest, directory: directory, overwrite: overwrite, failed: failed || !ok, completion: completion)
        })
    }
}
