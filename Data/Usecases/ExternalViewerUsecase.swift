/// The person's own programs a text can be opened in.
public enum ExternalViewer: Equatable, Sendable {
    /// `$VISUAL`, else `$EDITOR`, else `vi`.
    case editor
    /// `$PAGER`, else `less -R`.
    case pager
}

/// What came of opening a text in the person's editor or pager.
public enum ExternalViewerOutcome: Equatable, Sendable {
    /// The program ran and ended (`status` 0 or not); `command` is the program's name.
    case finished(command: String, status: Int32)
    /// It could not be run: why.
    case failed(reason: String)
}

/// Opens bytes ghbrowse holds (a file's contents) in the person's editor or pager, from a
/// temporary file named like the original, with the terminal handed over while it runs.
@MainActor
public protocol ExternalViewerUsecase: AnyObject {
    /// `fileName` is the original's last path component (its extension picks the editor's syntax);
    /// the program gets a temporary path ending in it, removed when the program ends.
    func open(_ bytes: [UInt8], fileName: String, in viewer: ExternalViewer,
              completion: @escaping @MainActor (ExternalViewerOutcome) -> Void)
}
