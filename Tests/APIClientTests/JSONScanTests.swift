import Foundation
@testable import JSONReading
import TestSupport
import XCTest

/// The cursor's word-at-a-time parts: the scan for a string's end and the keys' words (the
/// `KeyTable`) find what a byte-by-byte reading finds, at every offset and near the buffer's end.
final class JSONScanTests: XCTestCase {
    private enum Field: String, CaseIterable, Sendable {
        case a, ab, abcdefg, abcdefgh, abcdefgi, abcdefghi, abcdefghj, abcdefghijklmnopq
        // Two names of one length with the same first and last 8 bytes: told apart in the middle.
        case middleX = "abcdefgh_x_12345678", middleY = "abcdefgh_y_12345678"
    }

    private static let fields = JSONFields(Field.self)

    /// Property: for random bytes (quotes, backslashes, control characters, non-ASCII among
    /// them), the first `"`, `\` or control character from any start is the byte scan's.
    func testTheWordAtATimeScanFindsWhatTheByteScanFinds() {
        var random = SeededRandom(seed: 0x5CA7)
        let alphabet: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
        for _ in 0..<20_000 {
            let count = Int(random.next() % 40)
            let bytes: [UInt8] = (0..<count).map { _ in
                random.next() % 5 == 0 ? alphabet[Int(random.next() % UInt64(alphabet.count))] : 0x61
            }
            let start = Int(random.next() % UInt64(count + 1))
            let expected = bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } ?? count
            bytes.withUnsafeBytes { buffer in
                XCTAssertEqual(JSONCursor(buffer).firstSpecialByte(from: start), expected, "\(bytes) from \(start)")
            }
        }
    }

    /// Each name is found, wherever its key ends (one word loaded, or the last bytes read one
    /// by one), and a key that differs in any byte, before or after the 8th, is skipped.
    func testKeysAreToldApartInEveryByte() throws {
        for field in Field.allCases {
            for padding in ["", " ", "       "] {
                XCTAssertEqual(try fieldsRead(#"{"\#(field.rawValue)":1\#(padding)}"#), [field])
                XCTAssertEqual(try fieldsRead(#"{"x":0,"\#(field.rawValue)":1\#(padding)}"#), [field])
            }
            let name = Array(field.rawValue.utf8)
            for position in name.indices {
                var other = name
                other[position] = UInt8(ascii: "Z")
                XCTAssertEqual(try fieldsRead(#"{"\#(String(decoding: other, as: UTF8.self))":1}"#), [])
            }
        }
        XCTAssertEqual(try fieldsRead(#"{"abcdefghi":1,"abcdefgh":2,"abcdefgi":3,"abcdefghijklmnopq":4}"#),
                       [.abcdefghi, .abcdefgh, .abcdefgi, .abcdefghijklmnopq])
        // In the order named (each checked in place first) and out of it.
        XCTAssertEqual(try fieldsRead(#"{"abcdefgh_y_12345678":1,"abcdefgh_x_12345678":2,"a":3,"ab":4}"#),
                       [.middleY, .middleX, .a, .ab])
    }

    private func fieldsRead(_ json: String) throws -> [Field] {
        try Data(json.utf8).withUnsafeBytes { bytes in
            var cursor = JSONCursor(bytes)
            var read: [Field] = []
            try cursor.readObject(Self.fields) { json, field in
                read.append(field)
                try json.skip()
            }
            return read
        }
    }
}
