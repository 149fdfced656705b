import XCTest

final class InteractorTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
