import Usecases

/// A `FileSavingUsecase` that records what it was asked and answers when told.
@MainActor
public final class FileSavingUsecaseMock: FileSavingUsecase {
    public struct SaveCall {
        public var source: SaveSource
        public var path: String
        public var overwrite: Bool
        public var progress: @MainActor (SaveProgress) -> Void
        public var completion: @MainActor (SaveOutcome) -> Void
        public var cancellable: CancellableSpy
    }

    public var existing: Set<String> = []
    public var directories: Set<String> = []
    public var completions: [String: [String]] = [:]
    public private(set) var saves: [SaveCall] = []

    public init() {}

    public func exists(_ path: String) -> Bool { existing.contains(path) || directories.contains(path) }
    public func isDirectory(_ path: String) -> Bool { directories.contains(path) }
    public func directoryCompletions(of typed: String) -> [String] { completions[typed] ?? [] }

    public func save(_ source: SaveSource, to path: String, overwrite: Bool, progress: @escaping @MainActor (SaveProgress) -> Void,
                     completion: @escaping @MainActor (SaveOutcome) -> Void) -> Cancellable {
        let cancellable = CancellableSpy()
        saves.append(SaveCall(source: source, path: path, overwrite: overwrite, progress: progress, completion: completion,
                              cancellable: cancellable))
        return cancellable
    }
}
