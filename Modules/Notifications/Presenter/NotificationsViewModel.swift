import PresentationKit

/// Everything the notifications screen draws: its breadcrumb, the threads, a sentence instead of
/// them, the status line.
public typealias NotificationsViewModel = ListViewModel<NotificationRow>
