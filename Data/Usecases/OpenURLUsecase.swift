/// What came of asking for a URL to be opened in the browser.
public enum OpenURLOutcome: Equatable, Sendable {
    /// The browser command started (it may still fail later, which arrives as `.failed`).
    case launched(command: String)
    case failed(reason: String)
}

/// Opens web addresses in the person's browser.
///
/// Answers come back on the UI thread, possibly twice: `.launched`, then `.failed` if the
/// command soon exits with an error.
@MainActor
public protocol OpenURLUsecase: AnyObject {
    func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void)
}
