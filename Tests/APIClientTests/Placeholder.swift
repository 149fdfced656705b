import XCTest

final class APIClientTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
