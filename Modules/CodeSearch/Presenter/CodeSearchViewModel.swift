import PresentationKit

/// Everything the code search screen draws: its breadcrumb, the files found each followed by its
/// matching lines, a sentence instead of them, the status line.
public typealias CodeSearchViewModel = ListViewModel<CodeSearchRow>
