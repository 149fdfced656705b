import APIClient
import Entities
import Store
import Usecases

/// One save, run on the calling thread to its end: the request for the source, streamed into a
/// temporary file beside `target`, renamed into place when complete (never over an existing
/// file unless `overwrite`), or removed. What `d` runs off the UI thread and `ghbrowse download`
/// runs for each asset.
public struct FileDownloadJob: Sendable {
    private let downloader: GitHubDownloader

    public init(downloader: GitHubDownloader) {
        self.downloader = downloader
    }

    /// Saves `source` at `target` (a path taken as the person typed it).
    public func run(_ source: SaveSource, to target: String, overwrite: Bool, cancellation: CancellationToken,
                    progress: @escaping (SaveProgress) -> Void) -> SaveOutcome {
        if PosixFiles.isDirectory(target) { return .failed(.file("\(target) is a directory")) }
        if !overwrite, PosixFiles.exists(target) { return .exists(path: target) }
        let request: HTTPRequest
        switch source {
        case .releaseAsset(let url):
            request = downloader.assetRequest(url: url)
        case .repositoryFile(let fullName, let path, let ref):
            let parts = fullName.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return .failed(.file("\(fullName) is not OWNER/REPO")) }
            switch downloader.fileRequest(owner: String(parts[0]), name: String(parts[1]), filePath: path, ref: ref) {
            case .success(let made): request = made
            case .failure(let error): return .failed(.github(error))
            }
        }
        let file: PartialFile
        do {
            file = try PartialFile(target: target)
        } catch {
            return .failed(.file(error.reason))
        }
        let sink = PartialFileSink(file: file, cancellation: cancellation, progress: progress)
        switch downloader.download(request, into: sink, cancellation: cancellation) {
        case .failure(let error):
            file.discard()
            if cancellation.isCancelled { return .cancelled }
            if let failure = file.failure { return .failed(.file(failure.reason)) }
            return .failed(.github(error))
        case .success:
            if cancellation.isCancelled {
                file.discard()
                return .cancelled
            }
            let bytes = file.writtenBytes
            do {
                try file.finish(overwrite: overwrite)
            } catch {
                switch error {
                case .exists: return .exists(path: target)
                case .failed(let reason): return .failed(.file(reason.reason))
                }
            }
            progress(SaveProgress(bytes: bytes, total: bytes, bytesPerSecond: sink.current().bytesPerSecond))
            return .saved(path: target, bytes: bytes)
        }
    }
}
