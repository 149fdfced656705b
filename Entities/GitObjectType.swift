/// What a tree entry points at. An unknown type reads as a file.
public enum GitObjectType: String, CaseIterable, Equatable, Sendable {
    /// A file.
    case blob
    /// A directory.
    case tree
    /// A submodule: a commit of another repository.
    case commit
}
