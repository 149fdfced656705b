/// The `commit` object of a branch or tag: only its SHA is used.
struct RefTarget: Decodable {
    var sha: String?
}
