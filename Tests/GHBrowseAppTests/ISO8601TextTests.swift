import Foundation
@testable import GHBrowseApp
import XCTest

/// The command line's dates written by hand exactly as Foundation's `.iso8601` format style writes them.
final class ISO8601TextTests: XCTestCase {
    func testDatesAreWrittenAsFoundationWritesThem() {
        var state: UInt64 = 8601
        var intervals: [Double] = [0, -1, 1, 86_399, 86_400, 951_782_400, 1_390_844_372, -62_135_596_800,
                                   253_402_300_799, 4_107_542_400, -2_208_988_800, -12_219_292_800, -12_219_292_801, 1.5, -0.25, 253_402_300_800]
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            intervals.append(Double(Int64(bitPattern: state >> 1) % 315_537_897_600) - 62_135_596_800)
        }
        for interval in intervals {
            let date = Date(timeIntervalSince1970: interval)
            XCTAssertEqual(ISO8601Text.string(date), date.formatted(.iso8601), "\(interval)")
        }
    }
}
