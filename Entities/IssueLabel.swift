/// A label on an issue or a pull request, as GitHub lists it.
public struct IssueLabel: Equatable, Sendable {
    public var name: String
    /// GitHub's colour as given (six hex digits without `#`, when GitHub keeps to its form); nil when absent.
    public var color: String?
    public var description: String?

    public init(name: String, color: String? = nil, description: String? = nil) {
        self.name = name
        self.color = color
        self.description = description
    }
}
