import APIClient
import Usecases

/// The HTTP layer's token is the handle every Interactor returns.
extension CancellationToken: Cancellable {}
