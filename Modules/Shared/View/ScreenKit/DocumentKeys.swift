import TerminalUI

public extension KeyRequest {
    /// Select the next / previous link of a document (Tab, Shift-Tab): the detail's README, a
    /// release's notes.
    static let nextLink = KeyRequest("next-link")
    static let previousLink = KeyRequest("previous-link")
}
