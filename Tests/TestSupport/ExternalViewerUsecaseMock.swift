import Usecases

/// Answers every open with `outcome` and records what was opened, and in which program.
@MainActor
public final class ExternalViewerUsecaseMock: ExternalViewerUsecase {
    public var outcome = ExternalViewerOutcome.finished(command: "vi", status: 0)
    public private(set) var opened: [(bytes: [UInt8], fileName: String, viewer: ExternalViewer)] = []

    public init() {}

    public func open(_ bytes: [UInt8], fileName: String, in viewer: ExternalViewer,
                     completion: @escaping @MainActor (ExternalViewerOutcome) -> Void) {
        opened.append((bytes, fileName, viewer))
        completion(outcome)
    }
}
