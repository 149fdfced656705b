import Usecases

/// Answers every copy with `outcome` and records the texts copied.
@MainActor
public final class ClipboardUsecaseMock: ClipboardUsecase {
    public var outcome = ClipboardOutcome.copied
    public private(set) var copiedTexts: [String] = []

    public init() {}

    public func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {
        copiedTexts.append(text)
        completion(outcome)
    }
}
