/// A terminal that can be sent a control string that draws nothing (OSC 52), outside the frame.
@MainActor
public protocol TerminalControlWriting: AnyObject {
    /// Sends `bytes` to the terminal as they are; false when they could not be written.
    func writeControlString(_ bytes: [UInt8]) -> Bool
}
