import Entities
import JSONReading

/// The `reactions` summary: counts that never trap (a strange number saturates, a missing one is 0).
extension Reactions: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case totalCount = "total_count", plusOne = "+1", minusOne = "-1", laugh, hooray, confused, heart, rocket, eyes
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var reactions = Reactions()
        try json.readObject(Self.fields) { json, field in
            let count = try json.lenientCount() ?? 0
            switch field {
            case .totalCount: reactions.totalCount = count
            case .plusOne: reactions.plusOne = count
            case .minusOne: reactions.minusOne = count
            case .laugh: reactions.laugh = count
            case .hooray: reactions.hooray = count
            case .confused: reactions.confused = count
            case .heart: reactions.heart = count
            case .rocket: reactions.rocket = count
            case .eyes: reactions.eyes = count
            }
        }
        self = reactions
    }
}
