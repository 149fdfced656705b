/// How a body is sent when it must be seen arriving (a download's progress bar): the first
/// `pacedChunks` chunks of `chunkSize` bytes with `pauseMicroseconds` after each, then nothing
/// until `mayGoOn` answers true (asked every 10 ms; given up when the client closes), then the rest
/// at once. A test waits for what the client shows of the first part, then lets the rest go.
public struct BodyPacing: Sendable {
    public var chunkSize: Int
    public var pauseMicroseconds: UInt32
    public var pacedChunks: Int
    public var mayGoOn: @Sendable () -> Bool

    public init(chunkSize: Int, pauseMicroseconds: UInt32, pacedChunks: Int, mayGoOn: @escaping @Sendable () -> Bool) {
        self.chunkSize = chunkSize
        self.pauseMicroseconds = pauseMicroseconds
        self.pacedChunks = pacedChunks
        self.mayGoOn = mayGoOn
    }
}
