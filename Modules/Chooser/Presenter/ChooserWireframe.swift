/// Where a chooser leads: the picked option's screen. Closing is the navigation stack's (Esc).
@MainActor
public protocol ChooserWireframe: AnyObject {
    /// Opens what option `index` stands for, in place of the chooser.
    func open(optionAt index: Int)
}
