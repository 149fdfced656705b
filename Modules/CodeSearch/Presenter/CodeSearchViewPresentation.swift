import PresentationKit

/// What happens on the code search screen, told to its Presenter by the View: the selection, the
/// commands, and the query submitted in its field (`RowListEvents`).
@MainActor
public protocol CodeSearchViewPresentation: RowListEvents where Command == CodeSearchCommand {}
