public extension StatusLine {
    /// Appends the core rate budget left, when known: kept even on narrow screens when it runs
    /// low, else the first part to give way.
    mutating func append(budget: RateBudget?) {
        if let budget { append(budget.text, budget.isLow ? .essential : .rateBudget) }
    }
}
