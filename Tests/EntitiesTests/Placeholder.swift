import XCTest

final class EntitiesTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
