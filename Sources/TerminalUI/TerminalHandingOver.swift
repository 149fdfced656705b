/// A terminal that can be given to another program for a while (an editor, a pager) and
/// taken back exactly as it was.
@MainActor
public protocol TerminalHandingOver: AnyObject {
    /// Gives the terminal back (endwin: the normal screen, cooked keys), runs `work`, then takes
    /// it again and repaints every cell.
    func handOver(during work: () -> Void)
}
