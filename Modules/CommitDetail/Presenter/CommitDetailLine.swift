import RepositoryBrowsing

/// A line of the commit screen: the shared diff view's line.
public typealias CommitDetailLine = DiffTextLine
/// The commit screen's lines: the shared diff view's lines.
public typealias CommitDetailLines = DiffTextLines
