import PresentationKit
import TerminalUI

public extension TextStyle {
    /// The style a status line of this tone is drawn in (shared by both screens).
    init(statusTone: StatusTone) {
        switch statusTone {
        case .normal: self = .dim
        case .busy: self = .accent
        case .warning: self = .warning
        case .error: self = .error
        }
    }
}
