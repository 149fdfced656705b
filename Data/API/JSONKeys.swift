/// The keys a reader looks for in one kind of object, as bytes, in a fixed order.
struct JSONKeys: Sendable {
    let keys: [[UInt8]]
    /// For each byte length, the positions of the keys that long: a member's key is compared
    /// with those alone.
    let positionsByLength: [[Int]]

    init(_ keys: [String]) {
        self.keys = keys.map { Array($0.utf8) }
        var positions = [[Int]](repeating: [], count: (self.keys.map(\.count).max() ?? 0) + 1)
        for (position, key) in self.keys.enumerated() { positions[key.count].append(position) }
        positionsByLength = positions
    }
}
