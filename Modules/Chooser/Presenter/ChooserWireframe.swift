import Routes

/// Navigation out of a chooser: the picked option's route, in place of the chooser. The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias ChooserWireframe = RouteWireframe
