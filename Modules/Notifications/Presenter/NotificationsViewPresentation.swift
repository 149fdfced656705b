import PresentationKit

/// What happens on the notifications screen, told to its Presenter by the View: the selection and
/// the commands (`RowListEvents`).
@MainActor
public protocol NotificationsViewPresentation: RowListEvents where Command == NotificationsCommand {}
