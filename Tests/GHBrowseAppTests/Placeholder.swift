import XCTest

final class GHBrowseAppTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
