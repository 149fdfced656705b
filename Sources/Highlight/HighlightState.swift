/// What the highlighter carries from the end of one line to the next (open comments, strings,
/// nested contexts). Immutable; freed with its last reference.
public final class HighlightState: @unchecked Sendable {
    // @unchecked: immutable once made; the C++ state is a shared, copy-on-write value.
    private let library: HighlightLibrary
    let handle: OpaquePointer?

    init(library: HighlightLibrary, handle: OpaquePointer?) {
        self.library = library
        self.handle = handle
    }

    deinit {
        library.freeState(handle)
    }
}
