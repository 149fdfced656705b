import XCTest

final class TextCellsTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
