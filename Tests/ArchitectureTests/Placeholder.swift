import XCTest

final class ArchitectureTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
