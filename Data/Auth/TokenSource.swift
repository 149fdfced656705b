/// Where the token came from, as `ghbrowse auth status` names it.
public enum TokenSource: Equatable, Sendable {
    case environment(variable: String)
    case hostsFile
    case ghAuthToken
    case none

    /// `GH_TOKEN`, `hosts.yml`, `gh auth token`, or `none`.
    public var label: String {
        switch self {
        case .environment(let variable): return variable
        case .hostsFile: return "hosts.yml"
        case .ghAuthToken: return "gh auth token"
        case .none: return "none"
        }
    }
}
