/// A setup problem that must fail the test (never skip it), with a sentence saying what to do.
struct EndToEndFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
