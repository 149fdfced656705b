public extension Array {
    /// The element at `index`, nil when there is none (a row the View names that a new list lacks).
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
