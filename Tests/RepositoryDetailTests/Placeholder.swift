import XCTest

final class RepositoryDetailTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
