import TerminalUI

public extension KeyRequest {
    /// Star or unstar the repository shown or selected (`*`).
    static let toggleStar = KeyRequest("toggle-star")
    /// A chooser of your own listings: your stars, your repositories (`m`).
    static let showYourLists = KeyRequest("your-lists")
}
