/// Why code cannot be highlighted; the file is then shown plain.
public enum HighlightError: Error, Equatable, Sendable {
    /// libGHBHighlight could not be opened (the loader's words).
    case libraryMissing(String)
    /// The library lacks a function (an older or foreign build).
    case symbolMissing(String)
    /// The library speaks another interface version.
    case versionMismatch(Int)
    /// The process is exiting: the library was closed (`HighlightLibrary.closeForExit()`).
    case closed
}
