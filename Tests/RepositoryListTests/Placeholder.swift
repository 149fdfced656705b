import XCTest

final class RepositoryListTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
