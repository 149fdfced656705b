import TerminalUI

public extension KeyRequest {
    /// `o`: what the screen shows, on github.com.
    static let openInBrowser = KeyRequest("open-in-browser")
    /// Select the next / previous link of a document (Tab, Shift-Tab).
    static let nextLink = KeyRequest("next-link")
    static let previousLink = KeyRequest("previous-link")
}
