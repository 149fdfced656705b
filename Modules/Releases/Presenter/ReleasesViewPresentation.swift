import PresentationKit

/// What happens on the releases screen, told to its Presenter by the View.
@MainActor
public protocol ReleasesViewPresentation: RowListEvents where Command == ReleasesCommand {}
