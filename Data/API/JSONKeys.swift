/// The keys a reader looks for in one kind of object, as bytes, in a fixed order.
struct JSONKeys: Sendable {
    let keys: [[UInt8]]

    init(_ keys: [String]) {
        self.keys = keys.map { Array($0.utf8) }
    }
}
