/// The reactions on an issue or a comment: the total and each kind's count.
public struct Reactions: Equatable, Sendable {
    public var totalCount: Int
    /// 👍 (`+1`)
    public var plusOne: Int
    /// 👎 (`-1`)
    public var minusOne: Int
    public var laugh: Int
    public var hooray: Int
    public var confused: Int
    public var heart: Int
    public var rocket: Int
    public var eyes: Int

    public init(totalCount: Int = 0, plusOne: Int = 0, minusOne: Int = 0, laugh: Int = 0, hooray: Int = 0,
                confused: Int = 0, heart: Int = 0, rocket: Int = 0, eyes: Int = 0) {
        self.totalCount = totalCount
        self.plusOne = plusOne
        self.minusOne = minusOne
        self.laugh = laugh
        self.hooray = hooray
        self.confused = confused
        self.heart = heart
        self.rocket = rocket
        self.eyes = eyes
    }
}
